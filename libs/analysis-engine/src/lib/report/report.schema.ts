import { z } from 'zod';

// The one definition of a case, as the API validates it and the engine reads it. The report the
// engine writes is part of the API's contract and defined in the domain library; the engine's
// code takes it from here like the rest of its own definitions.
export {
  GROUNDS,
  WARNING_CODES,
  DEADLINE_UNITS,
  ESCALATION_BODIES,
  REPORT_PRODUCERS,
  DEADLINE_STAGES,
  CITATION_BEARINGS,
  relevantPolicySchema,
  deadlineSchema,
  warningSchema,
  escalationSchema,
  procedureSchema,
  groundReasonSchema,
  analysisReportSchema,
  type Ground,
  type WarningCode,
  type DeadlineUnit,
  type EscalationBody,
  type DeadlineStage,
  type CitationBearing,
  type RelevantPolicy,
  type Deadline,
  type Warning,
  type Escalation,
  type ProcedureSummary,
  type GroundReason,
  type AnalysisReport,
} from '@redress/domain';

export const ISSUE_CATEGORIES = ['admissions', 'academic', 'service'] as const;
export const ACTIONS_TAKEN = [
  'notyet',
  'triedinformally',
  'submittedcomplaint',
  'requestedreview',
  'escalatedtoombudsman',
] as const;
export type IssueCategory = (typeof ISSUE_CATEGORIES)[number];
export type ActionTaken = (typeof ACTIONS_TAKEN)[number];

export const caseDetailsSchema = z.object({
  issueCategory: z.enum(ISSUE_CATEGORIES),
  title: z.string().default(''),
  issueDescription: z.string().min(1),
  desiredResolution: z.string().default(''),
  actionTaken: z.enum(ACTIONS_TAKEN),
  universityName: z.string().default(''),
  policyFile: z.string().optional(),
});
export type CaseDetails = z.infer<typeof caseDetailsSchema>;
