import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DATA_DELETION_MESSAGES,
  DELETION_CONFIRMATION_METHODS,
  DELETION_CONFIRM_LINK_TTL_DAYS,
  DELETION_DETAILS_MAX_LENGTH,
  type DeletionConfirmationMethod,
  DELETION_FULL_NAME_MAX_LENGTH,
  DELETION_REASON_MAX_LENGTH,
} from '@redress/domain';
import { IsString, ValidateBy, type ValidationArguments } from 'class-validator';
import {
  DELETION_REQUEST_STATUSES,
  type DeletionRequestStatus,
} from '../entities/data-deletion-request.entity';
import { IsEmailAddress } from '../../../common/is-email-address';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Text that is present (not only spaces) and, trimmed, at most `max` characters. */
function IsFilledText(max: number, missing: string, tooLong: string): PropertyDecorator {
  return ValidateBy({
    name: 'isFilledText',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' && value.trim() !== '' && value.trim().length <= max,
      defaultMessage: (args?: ValidationArguments) => (isBlank(args?.value) ? missing : tooLong),
    },
  });
}

/** Optional text: absent, or at most `max` characters once trimmed. */
function IsShortText(max: number, tooLong: string): PropertyDecorator {
  return ValidateBy({
    name: 'isShortText',
    validator: {
      validate: (value: unknown) =>
        value === undefined ||
        value === null ||
        (typeof value === 'string' && value.trim().length <= max),
      defaultMessage: () => tooLong,
    },
  });
}

/** The Data Deletion form (spec document 2, sections 2 and 5). */
export class CreateDataDeletionRequestDto {
  @ApiProperty({ maxLength: DELETION_FULL_NAME_MAX_LENGTH, example: 'Ada Lovelace' })
  @IsFilledText(
    DELETION_FULL_NAME_MAX_LENGTH,
    DATA_DELETION_MESSAGES.fullNameRequired,
    DATA_DELETION_MESSAGES.fullNameTooLong,
  )
  fullName!: string;

  @ApiProperty({
    format: 'email',
    example: 'ada@example.edu',
    description: 'The address of the account to delete; stored lower-cased',
  })
  @IsEmailAddress((args) =>
    isBlank(args?.value)
      ? DATA_DELETION_MESSAGES.emailRequired
      : DATA_DELETION_MESSAGES.emailInvalid,
  )
  email!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: DELETION_REASON_MAX_LENGTH })
  @IsShortText(DELETION_REASON_MAX_LENGTH, DATA_DELETION_MESSAGES.reasonTooLong)
  reason?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: DELETION_DETAILS_MAX_LENGTH,
    description: 'e.g. only one case to remove',
  })
  @IsShortText(DELETION_DETAILS_MAX_LENGTH, DATA_DELETION_MESSAGES.detailsTooLong)
  details?: string | null;
}

export class DataDeletionReceivedDto {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ enum: DELETION_REQUEST_STATUSES, example: 'received' })
  status!: DeletionRequestStatus;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({
    description: `True when sent while signed in as the request's address. Otherwise false: a single-use link, valid ${DELETION_CONFIRM_LINK_TTL_DAYS} days, was e-mailed to the address, and the request cannot be completed until it is followed.`,
  })
  confirmed!: boolean;
  @ApiProperty({
    example: DATA_DELETION_MESSAGES.submitted,
    description: `'${DATA_DELETION_MESSAGES.submitted}' when confirmed, '${DATA_DELETION_MESSAGES.submittedConfirmByEmail}' when not`,
  })
  message!: string;
}

/** The e-mailed confirmation link's token, as the page at /data-deletion/confirm sends it. */
export class ConfirmDataDeletionRequestDto {
  @ApiProperty({
    description: 'The token of the e-mailed link (its `token` query parameter)',
    example: 'q3Xv1bH0mZ4cK8yN2pR6tW9aE5sD7fG1hJ3kL0zX4cV',
  })
  @IsString({ message: DATA_DELETION_MESSAGES.confirmLinkUnknown })
  token!: string;
}

export class DataDeletionConfirmedDto {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ type: String, format: 'date-time' }) confirmedAt!: string;
  @ApiProperty({ example: DATA_DELETION_MESSAGES.confirmed }) message!: string;
}

/** A stored request as the admin area lists it. */
export class DataDeletionRequestDto {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Ada Lovelace' }) fullName!: string;
  @ApiProperty({ example: 'ada@example.edu' }) email!: string;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
  @ApiProperty({ type: String, nullable: true }) details!: string | null;
  @ApiProperty({ enum: DELETION_REQUEST_STATUSES }) status!: DeletionRequestStatus;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When the request was completed: the account deleted, or found not to exist and the request closed',
  })
  completedAt!: string | null;
  @ApiProperty({
    description:
      'Whether the owner of the address has confirmed the request; only a confirmed request can be completed',
  })
  confirmed!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  confirmedAt!: string | null;
  @ApiProperty({
    enum: DELETION_CONFIRMATION_METHODS,
    nullable: true,
    description:
      "'signed-in': sent while signed in as the address; 'email-link': confirmed with the e-mailed link; null: not confirmed",
  })
  confirmedBy!: DeletionConfirmationMethod | null;
}

export class DeleteAccountDto {
  @ApiProperty({
    example: 'ada@example.edu',
    description: "The account's own e-mail address, typed by the user to confirm",
  })
  @IsString({ message: DATA_DELETION_MESSAGES.confirmMismatch })
  confirmEmail!: string;
}

const ROWS = {
  type: 'array',
  items: { type: 'object', additionalProperties: true },
} as const;

export class ExportedFileDto {
  @ApiProperty({ example: 'policy.pdf' }) name!: string;
  @ApiProperty({ example: 'pdf' }) type!: string;
  @ApiProperty({ example: 48213 }) size!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The uploaded file, base64; null if it could not be read',
  })
  contentBase64!: string | null;
}

export class ExportedCaseDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'Every field of the submitted case',
  })
  case!: Record<string, unknown>;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'The analysis, its report parsed from JSON',
  })
  analysis!: Record<string, unknown> | null;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  draft!: Record<string, unknown> | null;

  @ApiProperty(ROWS) steps!: Record<string, unknown>[];

  @ApiProperty({ type: ExportedFileDto, nullable: true }) uploadedFile!: ExportedFileDto | null;
}

export class ExportedSessionDto {
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) lastSeenAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt!: string;
}

/** Everything Redress holds about the signed-in user (GDPR access and portability). */
export class AccountExportDto {
  @ApiProperty({ type: String, format: 'date-time' }) exportedAt!: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) account!: Record<string, unknown>;
  @ApiProperty({ type: [ExportedCaseDto] }) cases!: ExportedCaseDto[];
  @ApiProperty(ROWS) bookings!: Record<string, unknown>[];
  @ApiProperty({ ...ROWS, description: 'Orders are kept, anonymised, after an account is deleted' })
  orders!: Record<string, unknown>[];
  @ApiProperty({ type: [ExportedSessionDto] }) sessions!: ExportedSessionDto[];
  @ApiProperty({ type: [DataDeletionRequestDto] })
  dataDeletionRequests!: DataDeletionRequestDto[];
}
