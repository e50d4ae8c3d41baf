import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CASE_FILE_MESSAGES,
  DEADLINE_TRIGGERS,
  LETTER_MAX_LENGTH,
  STEP_REFERENCE_MAX_LENGTH,
  SUPPORT_STAGE_LABELS,
  SUPPORT_STAGES,
} from '@redress/domain';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export class SaveDraftDto {
  @ApiProperty({
    maxLength: LETTER_MAX_LENGTH,
    description: 'The whole letter as the student wrote it',
  })
  @IsString({ message: 'The letter must be text.' })
  @MaxLength(LETTER_MAX_LENGTH, { message: CASE_FILE_MESSAGES.letterTooLong })
  text!: string;
}

export class DraftDto {
  @ApiProperty() text!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class ExportDraftDto extends SaveDraftDto {}

export class RecordStepDto {
  @ApiProperty({
    enum: SUPPORT_STAGES,
    description:
      'The step taken or the event that happened (spec 1 §4 support stages, and the events that start time limits)',
  })
  @IsIn(SUPPORT_STAGES as unknown as string[], {
    message: `stage must be one of: ${SUPPORT_STAGES.join(', ')}.`,
  })
  stage!: string;

  @ApiProperty({
    example: '2026-11-20',
    description: 'The day the step was taken; not in the future',
  })
  @IsString({ message: 'date must be a date (YYYY-MM-DD).' })
  @Matches(ISO_DATE, { message: 'date must be a date (YYYY-MM-DD).' })
  date!: string;

  @ApiPropertyOptional({
    maxLength: STEP_REFERENCE_MAX_LENGTH,
    description: "The university's reference, if any",
  })
  @IsOptional()
  @IsString({ message: 'reference must be text.' })
  @MaxLength(STEP_REFERENCE_MAX_LENGTH, { message: CASE_FILE_MESSAGES.referenceTooLong })
  reference?: string;

  @ApiPropertyOptional({
    example: '2026-11-20',
    description:
      "The day a decision was received; the report's time limits then become due dates, with e-mail reminders 3 days and 1 day before",
  })
  @IsOptional()
  @IsString({ message: 'decisionReceivedOn must be a date (YYYY-MM-DD).' })
  @Matches(ISO_DATE, { message: 'decisionReceivedOn must be a date (YYYY-MM-DD).' })
  decisionReceivedOn?: string;
}

export class CaseStepDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: SUPPORT_STAGES }) stage!: string;
  @ApiProperty({ example: SUPPORT_STAGE_LABELS.formal_complaint }) stageLabel!: string;
  @ApiProperty({ example: '2026-11-20' }) date!: string;
  @ApiProperty({ type: String, nullable: true }) reference!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-11-20' })
  decisionReceivedOn!: string | null;
  @ApiProperty({ format: 'date-time' }) recordedAt!: string;
}

export const TIMELINE_EVENT_TYPES = [
  'submitted',
  'analysed',
  'letter-drafted',
  'step',
  'order',
  'booking',
] as const;

export class TimelineEventDto {
  @ApiProperty({ enum: TIMELINE_EVENT_TYPES }) type!: string;
  @ApiProperty({ example: 'Submitted for analysis' }) title!: string;
  @ApiProperty({ example: '2026-11-20', description: 'The day it happened' }) on!: string;
  @ApiProperty({ format: 'date-time', description: 'When it was recorded' }) at!: string;
  @ApiPropertyOptional({ type: CaseStepDto, description: 'Only for type step' }) step?: CaseStepDto;
  @ApiPropertyOptional({
    example: 'Payment Successful',
    description: 'For orders, the payment status; for bookings, the appointment time and status',
  })
  detail?: string;
}

export class DueDateDto {
  @ApiProperty({
    description: "The time limit's place in the report; stable while the report stands",
  })
  index!: number;
  @ApiProperty({ example: 'Submit the appeal within 10 working days of the decision' })
  description!: string;
  @ApiProperty({ example: '2026-12-04' }) dueOn!: string;
  @ApiProperty({ description: 'The policy wording the time limit comes from' }) quote!: string;
  @ApiProperty({ enum: DEADLINE_TRIGGERS, description: 'What started the clock' })
  trigger!: string;
  @ApiProperty({ example: '2026-11-20', description: 'The day the trigger happened, as recorded' })
  startedOn!: string;
}

export class WaitingDueDateDto {
  @ApiProperty() index!: number;
  @ApiProperty() description!: string;
  @ApiProperty() quote!: string;
  @ApiProperty({ enum: DEADLINE_TRIGGERS }) trigger!: string;
  @ApiProperty({
    example: 'Starts when you receive the outcome of your appeal or complaint.',
    description: 'What will start the clock',
  })
  startsWhen!: string;
}

export class MetDueDateDto {
  @ApiProperty() index!: number;
  @ApiProperty() description!: string;
  @ApiProperty() quote!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The due date it had, if dated' })
  dueOn!: string | null;
  @ApiProperty({ enum: SUPPORT_STAGES, description: 'The step that met it' }) metBy!: string;
}

export class UpcomingDueDateDto extends DueDateDto {
  @ApiProperty({ description: 'The case (analysis document) the due date belongs to' })
  caseId!: number;
  @ApiProperty({ example: 'Appeal against my module mark' }) caseTitle!: string;
}

export class TimelineDto {
  @ApiProperty({ type: [TimelineEventDto], description: 'Oldest first, newest last' })
  events!: TimelineEventDto[];
  @ApiProperty({
    type: [DueDateDto],
    description:
      "The report's time limits whose trigger has happened and that no step has met, soonest first",
  })
  dueDates!: DueDateDto[];
  @ApiProperty({
    type: [WaitingDueDateDto],
    description: 'Time limits whose clock has not started, with what will start it',
  })
  waiting!: WaitingDueDateDto[];
  @ApiProperty({ type: [MetDueDateDto], description: 'Time limits a recorded step has met' })
  met!: MetDueDateDto[];
}
