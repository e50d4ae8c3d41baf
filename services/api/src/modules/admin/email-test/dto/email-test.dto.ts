import { ApiProperty } from '@nestjs/swagger';
import { INVALID_EMAIL_MESSAGE } from '@redress/domain';
import { IsEmailAddress } from '../../../../common/is-email-address';

export class EmailTestDto {
  @ApiProperty({ example: 'operator@example.edu' })
  @IsEmailAddress(INVALID_EMAIL_MESSAGE)
  to!: string;
}

export class EmailTestResultDto {
  @ApiProperty({ description: 'True when the transport accepted the message' })
  delivered!: boolean;

  @ApiProperty({
    enum: ['smtp', 'outbox'],
    description: 'smtp: sent to the SMTP server of SMTP_URL; outbox: kept in the dev outbox',
  })
  transport!: 'smtp' | 'outbox';

  @ApiProperty({ example: 'operator@example.edu' }) to!: string;
  @ApiProperty({ example: 'Redress <no-reply@redress.example>' }) from!: string;
  @ApiProperty({ example: 'Redress e-mail test' }) subject!: string;
  @ApiProperty({ description: 'The message id (the dev outbox lists it under this id)' })
  messageId!: string;
  @ApiProperty({ example: 180 }) durationMs!: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Where to read the message: /dev/mail/{id} for the dev outbox outside production',
  })
  outboxUrl!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The transport's error when it failed",
  })
  error!: string | null;

  @ApiProperty({ description: 'What happened, in a sentence' })
  summary!: string;
}
