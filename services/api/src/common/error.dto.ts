import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { UNKNOWN_CURRENCY_MESSAGE } from '@redress/domain';

/** The shape of every error answer. */
export class ErrorDto {
  @ApiProperty({ example: 400 }) statusCode!: number;
  @ApiProperty({ example: 'Bad Request' }) error!: string;
  @ApiProperty({ example: UNKNOWN_CURRENCY_MESSAGE }) message!: string;
  @ApiProperty({ example: '3f0c6a3e-7d1e-4a52-9a3b-2f6f1c0f9b7e' }) requestId!: string;
  @ApiPropertyOptional({
    type: [String],
    description: 'Every validation problem, when there are several',
  })
  details?: string[];
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { issueDescription: 'Please describe your issue in at least 20 characters.' },
    description:
      'The first problem of each field by its name, when a form was refused, so it can be shown beside the field',
  })
  fields?: Record<string, string>;
  @ApiPropertyOptional({
    example: 'invalid-action-code',
    description: 'A stable reason for the failure, present on sign-in and session errors',
  })
  code?: string;
}
