import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACTIONS_TAKEN, ISSUE_CATEGORIES } from '@redress/analysis-engine';
import {
  ANALYSIS_STEPS,
  CASE_FIELD_MAX_LENGTHS as MAX,
  CASE_FORM_MESSAGES,
  ISSUE_DESCRIPTION_MAX_LENGTH,
  ISSUE_DESCRIPTION_MIN_LENGTH,
  NOT_SPECIFIED,
  POLICY_FILE_MAX_MB,
} from '@redress/domain';
import { ANALYSIS_STATUSES, POLICY_SOURCES } from '../entities/analysis-document.entity';

/**
 * The case a student submits: the structured /input fields, or the spec's original payload
 * (`description` with labelled sections). As multipart/form-data it may carry `policyFile`.
 */
export class SubmitAnalysisDto {
  @ApiPropertyOptional({
    description: "The signed-in user's id (optional; any other id is refused with 403)",
    example: 12,
  })
  userId?: number;

  @ApiPropertyOptional({
    maxLength: MAX.title,
    description: "Defaults to 'Academic Issue Analysis'",
  })
  title?: string;

  @ApiProperty({
    enum: ISSUE_CATEGORIES,
    description: `Required: '${CASE_FORM_MESSAGES.issueCategory}'`,
  })
  issueCategory!: string;

  @ApiPropertyOptional({
    minLength: ISSUE_DESCRIPTION_MIN_LENGTH,
    maxLength: ISSUE_DESCRIPTION_MAX_LENGTH,
    description: `Required (${ISSUE_DESCRIPTION_MIN_LENGTH} to ${ISSUE_DESCRIPTION_MAX_LENGTH.toLocaleString('en-US')} characters) unless the spec payload sends \`description\` with an \`Issue:\` section`,
  })
  issueDescription?: string;

  @ApiPropertyOptional({
    maxLength: MAX.desiredResolution,
    description: `Defaults to '${NOT_SPECIFIED}'`,
  })
  desiredResolution?: string;

  @ApiProperty({
    enum: ACTIONS_TAKEN,
    description: `Required: '${CASE_FORM_MESSAGES.actionTaken}' (the spec payload may give it in the description's \`Action Taken:\` section)`,
  })
  actionTaken!: string;

  @ApiPropertyOptional({
    maxLength: MAX.universityName,
    description: `Defaults to '${NOT_SPECIFIED}'`,
  })
  universityName?: string;

  @ApiPropertyOptional({
    maxLength: MAX.policyLink,
    description: 'Empty, or a web address; `https://` is added when the scheme is missing',
    example: 'example.edu/policy',
  })
  policyLink?: string;

  @ApiPropertyOptional({
    maxLength: MAX.documentType,
    description: "Defaults to 'Academic Policy'",
  })
  documentType?: string;

  @ApiPropertyOptional({
    description:
      "The spec's combined text (sections 'Issue Category:', 'Issue:', 'Desired Resolution:', 'Action Taken:', 'University Name:', 'Policy Link:'); read only when issueDescription is absent",
  })
  description?: string;

  @ApiPropertyOptional({
    description: 'Accepted for compatibility and ignored: the server sets it',
  })
  documentUrl?: string;

  @ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    description: `multipart/form-data only: the policy as PDF, DOCX or TXT (${POLICY_FILE_MAX_MB} MB by default)`,
  })
  policyFile?: unknown;
}

export class AnalysisDocumentDto {
  @ApiProperty() id!: number;
  @ApiProperty() userId!: number;
  @ApiProperty() title!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Combined text with labelled sections',
  })
  description!: string | null;
  @ApiProperty() documentType!: string;
  @ApiProperty({ enum: ANALYSIS_STATUSES }) status!: string;
  @ApiProperty({ description: "The policy link, 'uploaded:<file name>' or 'no_document_provided'" })
  documentUrl!: string;
  @ApiProperty({ nullable: true, type: String }) policyLink!: string | null;
  @ApiProperty({ enum: ISSUE_CATEGORIES, nullable: true }) issueCategory!: string | null;
  @ApiProperty({ nullable: true, type: String }) issueDescription!: string | null;
  @ApiProperty({ nullable: true, type: String }) desiredResolution!: string | null;
  @ApiProperty({ enum: ACTIONS_TAKEN, nullable: true }) actionTaken!: string | null;
  @ApiProperty({ nullable: true, type: String }) universityName!: string | null;
  @ApiProperty({ enum: POLICY_SOURCES }) policySource!: string;
  @ApiProperty({ nullable: true, type: String }) fileName!: string | null;
  @ApiProperty({ nullable: true, type: String, enum: ['pdf', 'docx', 'txt'] }) fileType!:
    string | null;
  @ApiProperty({ nullable: true, type: Number }) fileSize!: number | null;
  @ApiProperty({ nullable: true, type: String, description: 'Why it failed, for the student' })
  failureReason!: string | null;
  @ApiProperty({ nullable: true, type: String, example: ANALYSIS_STEPS.analysing.label })
  progress!: string | null;
  @ApiProperty({ minimum: 0, maximum: 100 }) progressPercent!: number;
  @ApiProperty({ nullable: true, type: String, enum: ['engine', 'llm'] }) producedBy!:
    string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Which policy source could not be used and why',
  })
  sourceNote!: string | null;
  @ApiProperty({ description: 'How many times the analysis has been started' }) runs!: number;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'The earlier case this one was started again from (/remix/{id}), if any',
  })
  remixOfId!: number | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;
}

export class AnalysisResultDto {
  @ApiProperty() id!: number;
  @ApiProperty() analysisDocumentId!: number;
  @ApiProperty({
    description:
      'The report as a JSON string: keyIssues, relevantPolicies ({quote, location}), bestCaseScenario, worstCaseScenario, potentialChallenges, actionSteps, deadlines, grounds, warnings, escalation, tags, producedBy, notes',
  })
  content!: string;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

/**
 * A case started again from an earlier one: the intake fields, corrected or added to. The
 * policy is not sent: the earlier case's link or uploaded document is used again.
 */
export class RemixCaseDto {
  @ApiPropertyOptional({
    maxLength: MAX.title,
    description: "Defaults to 'Academic Issue Analysis'",
  })
  title?: string;

  @ApiProperty({ enum: ISSUE_CATEGORIES }) issueCategory!: string;

  @ApiProperty({ minLength: ISSUE_DESCRIPTION_MIN_LENGTH, maxLength: ISSUE_DESCRIPTION_MAX_LENGTH })
  issueDescription!: string;

  @ApiPropertyOptional({
    maxLength: MAX.desiredResolution,
    description: `Defaults to '${NOT_SPECIFIED}'`,
  })
  desiredResolution?: string;

  @ApiProperty({ enum: ACTIONS_TAKEN }) actionTaken!: string;

  @ApiPropertyOptional({
    maxLength: MAX.universityName,
    description: `Defaults to '${NOT_SPECIFIED}'`,
  })
  universityName?: string;
}

/** One server-sent event of GET /api/analysis/documents/{id}/events (the `data:` JSON). */
export class AnalysisProgressEventDto {
  @ApiProperty({ enum: ANALYSIS_STATUSES }) status!: string;
  @ApiProperty({ nullable: true, type: String, example: ANALYSIS_STEPS.retrieving.label })
  progress!: string | null;
  @ApiProperty({ minimum: 0, maximum: 100 }) percent!: number;
  @ApiPropertyOptional({ description: 'Present when status is failed' }) failureReason?: string;
}

/** The free plan's analyses of the day: how many the user has left. */
export class AnalysisAllowanceDto {
  @ApiProperty({ description: 'Free analyses a day (ANALYSES_PER_DAY)' }) limit!: number;
  @ApiProperty({ description: 'Analyses submitted since 00:00 UTC today' }) used!: number;
  @ApiProperty({ description: 'Analyses left today' }) remaining!: number;
  @ApiProperty({ description: 'When the count starts again (ISO 8601, 00:00 UTC)' })
  resetsAt!: string;
}
