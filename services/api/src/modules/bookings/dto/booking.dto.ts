import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BOOKING_DESCRIPTION_MAX_LENGTH,
  BOOKING_DURATION_MINUTES,
  BOOKING_MESSAGES,
  BOOKING_TITLE,
  BOOKING_NOTE_MAX_LENGTH,
  BOOKING_PAYMENTS,
  BOOKING_REASON_MAX_LENGTH,
  BOOKING_TITLE_MAX_LENGTH,
  CANCELLED_CALL_SETTLEMENTS,
  MEETING_LINK_MAX_LENGTH,
  parseAppointmentDate,
} from '@redress/domain';
import {
  IsIn,
  IsInt,
  IsOptional,
  Min,
  IsString,
  MaxLength,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import { IsEmailAddress } from '../../../common/is-email-address';
import { ToNumber } from '../../../common/to-number';

export const BOOKING_STATUSES = [
  'awaiting-payment',
  'expired',
  'scheduled',
  'cancelled',
  'held',
  'missed',
] as const;

/** ISO 8601 with an offset; a missing and an unreadable date have different messages (spec §5). */
function IsAppointmentDate(): PropertyDecorator {
  return ValidateBy({
    name: 'isAppointmentDate',
    validator: {
      validate: (value: unknown) => parseAppointmentDate(value) !== null,
      defaultMessage: (args?: ValidationArguments) =>
        args?.value === undefined || args.value === null || args.value === ''
          ? BOOKING_MESSAGES.appointmentMissing
          : BOOKING_MESSAGES.invalidDate,
    },
  });
}

/** A whole number of at least 1 (spec §5), with one message however it fails. */
function IsServiceId(): PropertyDecorator {
  return ValidateBy({
    name: 'isServiceId',
    validator: {
      validate: (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 1,
      defaultMessage: () => BOOKING_MESSAGES.service,
    },
  });
}

/** The booking page's payload (spec document 2, section 3). */
export class CreateBookingDto {
  @ApiPropertyOptional({
    oneOf: [{ type: 'integer' }, { type: 'string' }],
    description:
      'The signed-in user (the spec’s page sends it); the booking is always theirs, and any other user id is refused with 403',
  })
  @IsOptional()
  userId?: number | string;

  @ApiPropertyOptional({
    type: Number,
    minimum: 1,
    example: 20,
    description:
      "A service of the catalogue that is a call (type 'consultation' or 'editor'); a written review, mediation or the free plan is refused",
  })
  @IsOptional()
  @IsServiceId()
  serviceId?: number;

  @ApiPropertyOptional({ maxLength: BOOKING_DESCRIPTION_MAX_LENGTH })
  @IsOptional()
  @IsString({ message: 'The description must be text.' })
  @MaxLength(BOOKING_DESCRIPTION_MAX_LENGTH, { message: BOOKING_MESSAGES.descriptionTooLong })
  description?: string;

  @ApiProperty({
    format: 'email',
    example: 'student@example.edu',
    description: 'Where the confirmation and the reminder are sent',
  })
  @IsEmailAddress(BOOKING_MESSAGES.email)
  email!: string;

  @ApiProperty({
    format: 'date-time',
    example: '2026-11-23T08:00:00.000Z',
    description:
      'The start of a free slot, ISO 8601 with Z or an offset: Monday, Wednesday or Friday at 09:00-12:00 or 17:00-20:00 in BOOKING_TIMEZONE, from today up to 30 days ahead, in the future',
  })
  @IsAppointmentDate()
  appointmentDate!: string;

  @ApiPropertyOptional({ default: BOOKING_TITLE, maxLength: BOOKING_TITLE_MAX_LENGTH })
  @IsOptional()
  @IsString({ message: 'The title must be text.' })
  @MaxLength(BOOKING_TITLE_MAX_LENGTH, { message: BOOKING_MESSAGES.titleTooLong })
  title?: string;

  @ApiPropertyOptional({
    description:
      "The student's case the consultation is about (an analysis document of theirs); it then shows on the case's timeline",
  })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'caseId must be the id of one of your cases (a whole number).' })
  caseId?: number;

  @ApiPropertyOptional({
    description:
      "The student's own IANA time zone (e.g. America/New_York): the confirmation e-mail then gives the time in it beside the advisors' time. An unknown zone is left out.",
    maxLength: 64,
  })
  @IsOptional()
  @IsString({ message: 'The time zone must be text.' })
  @MaxLength(64, { message: 'The time zone must be an IANA name such as Europe/Rome.' })
  timeZone?: string;
}

export class BookingDto {
  @ApiProperty() id!: number;
  @ApiProperty() userId!: number;
  @ApiProperty({ type: Number, nullable: true }) serviceId!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Video Consultation' })
  serviceName!: string | null;
  @ApiProperty({ example: BOOKING_TITLE }) title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'email' }) email!: string | null;
  @ApiProperty({ format: 'date-time', description: 'The start, in UTC' })
  appointmentDate!: string;
  @ApiProperty({ example: BOOKING_DURATION_MINUTES, description: 'Minutes' }) duration!: number;
  @ApiProperty({
    enum: BOOKING_STATUSES,
    description:
      "'awaiting-payment': the slot is held until holdExpiresAt while the student pays; 'expired': it was not paid in time and the slot was released; 'scheduled': booked; then 'cancelled', or 'held' / 'missed' once the call's time has come",
  })
  status!: string;
  @ApiProperty({
    enum: BOOKING_PAYMENTS,
    description:
      "'none': nothing to pay (a free call); 'awaiting': to be paid at checkout before the call is booked; 'paid'; 'later': booked at once, to be paid later (the operator marked the service so); 'lapsed': not paid in time",
  })
  payment!: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The order that pays for this call, once checkout has started',
  })
  orderId!: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: "While 'awaiting-payment': when the held slot is released if still unpaid",
  })
  holdExpiresAt!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uri' }) meetingLink!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The advisor's note to the student" })
  notes!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why an operator cancelled the call' })
  cancelReason!: string | null;
  @ApiProperty({ description: 'Send it back with an operator action' }) version!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The case it is about, if any' })
  caseId!: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class AvailabilityQuery {
  @ApiPropertyOptional({
    format: 'date-time',
    description:
      'Start of the range (ISO 8601 date-time, or a date taken as UTC midnight); default now',
  })
  @IsOptional()
  @IsString({ message: 'from must be a date-time (ISO 8601).' })
  from?: string;

  @ApiPropertyOptional({
    format: 'date-time',
    description: 'End of the range, exclusive; default the end of the booking window',
  })
  @IsOptional()
  @IsString({ message: 'to must be a date-time (ISO 8601).' })
  to?: string;
}

export class AvailabilityDto {
  @ApiProperty({
    example: 'Europe/Rome',
    description: 'The IANA time zone the slots are defined in (BOOKING_TIMEZONE)',
  })
  timeZone!: string;
  @ApiProperty({ format: 'date-time' }) from!: string;
  @ApiProperty({ format: 'date-time' }) to!: string;
  @ApiProperty({
    type: [String],
    example: ['2026-11-23T08:00:00.000Z'],
    description: 'The starts (UTC) of slots already booked in the range; nothing else about them',
  })
  taken!: string[];
}

export class BookingVersionDto {
  @ApiProperty({ description: 'The version the operator saw (BookingDto.version)' })
  @IsInt()
  @Min(0)
  version!: number;
}

export class BookingLinkDto extends BookingVersionDto {
  @ApiProperty({ format: 'uri', example: 'https://meet.example.org/redress-42' })
  @IsString()
  @MaxLength(MEETING_LINK_MAX_LENGTH)
  meetingLink!: string;

  @ApiPropertyOptional({ maxLength: BOOKING_NOTE_MAX_LENGTH, description: 'Shown to the student' })
  @IsOptional()
  @IsString()
  @MaxLength(BOOKING_NOTE_MAX_LENGTH)
  note?: string;
}

export class BookingMoveDto extends BookingVersionDto {
  @ApiProperty({
    example: '2026-12-01T10:00:00Z',
    description: 'A free slot, ISO 8601 with offset',
  })
  @IsString()
  appointmentDate!: string;
}

export class BookingCancelDto extends BookingVersionDto {
  @ApiProperty({ maxLength: BOOKING_REASON_MAX_LENGTH, description: 'The student is told' })
  @IsString()
  @MaxLength(BOOKING_REASON_MAX_LENGTH)
  reason!: string;

  @ApiProperty({
    enum: CANCELLED_CALL_SETTLEMENTS,
    description: "A paid call: refund the student's order, or keep it as credit for another call",
  })
  @IsIn(CANCELLED_CALL_SETTLEMENTS)
  settlement!: 'refund' | 'credit';
}

export class BookingOutcomeDto extends BookingVersionDto {
  @ApiProperty({ enum: ['held', 'missed'] })
  @IsIn(['held', 'missed'])
  outcome!: 'held' | 'missed';
}
