import { z } from 'zod';
import { DEADLINE_TRIGGERS } from './deadline-triggers';
import { TIME_LIMIT_UNITS } from '../dates/due-dates';

// The one definition of the analysis report: part of the API's contract (a result's `content`).
// The engine writes it, the API validates with it, the student's pages read it through it, and
// the LLM mode asks the model for (a restricted form of) it.

export const GROUNDS = [
  'procedural_irregularity',
  'bias',
  'extenuating_circumstances',
  'new_evidence',
  'disproportionate_sanction',
  'administrative_error',
  'discrimination',
  'disability_adjustments',
  'service_failure',
  'misrepresentation',
] as const;
export const WARNING_CODES = [
  'academic_judgement',
  'late_submission_risk',
  'sanction_may_increase',
  'ombudsman_cannot_review_admissions',
  'internal_process_not_complete',
  'single_appeal_only',
  'evidence_needed',
] as const;
/** The units of a time limit: one list for the analysis and the due-date arithmetic. */
export const DEADLINE_UNITS = TIME_LIMIT_UNITS;
export const ESCALATION_BODIES = ['OIA', 'SPSO', 'NSO', 'OCR', 'PSOW', 'OTHER'] as const;
export const REPORT_PRODUCERS = ['engine', 'llm'] as const;
// Which step of the procedure a time limit belongs to: the first formal step, a review of an
// earlier outcome, sending further evidence, or the external body.
export const DEADLINE_STAGES = ['initial', 'review', 'evidence', 'external'] as const;

export type Ground = (typeof GROUNDS)[number];
export type WarningCode = (typeof WARNING_CODES)[number];
export type DeadlineUnit = (typeof DEADLINE_UNITS)[number];
export type EscalationBody = (typeof ESCALATION_BODIES)[number];
export type DeadlineStage = (typeof DEADLINE_STAGES)[number];

/**
 * How a cited passage bears on the student's case: it supports a ground or protects the
 * student, it cuts against the case (a penalty that may increase, a final decision, academic
 * judgement excluded), or it gives the procedure and its time limits.
 */
export const CITATION_BEARINGS = ['supports', 'against', 'procedure'] as const;
export type CitationBearing = (typeof CITATION_BEARINGS)[number];

export const relevantPolicySchema = z.object({
  quote: z.string().min(1),
  location: z.string(),
  passageId: z.string().optional(),
  reason: z.string().optional(),
  bearing: z.enum(CITATION_BEARINGS).optional(),
});
export type RelevantPolicy = z.infer<typeof relevantPolicySchema>;

export const deadlineSchema = z.object({
  description: z.string(),
  amount: z.number().positive(),
  unit: z.enum(DEADLINE_UNITS),
  quote: z.string().min(1),
  runsFrom: z.string().optional(),
  location: z.string().optional(),
  stage: z.enum(DEADLINE_STAGES).optional(),
  /** What starts the clock (`deadlineTrigger`); reports written before it was read lack it. */
  trigger: z.enum(DEADLINE_TRIGGERS).optional(),
  /** The time limit for the student's next step: at most one per report; the letter cites it. */
  nextStep: z.boolean().optional(),
});
export type Deadline = z.infer<typeof deadlineSchema>;

export const warningSchema = z.object({
  code: z.enum(WARNING_CODES),
  message: z.string(),
  /** The student's own sentences that raise the warning ("why we think this applies"). */
  because: z.array(z.string()).optional(),
});
export type Warning = z.infer<typeof warningSchema>;

export const escalationSchema = z.object({
  body: z.enum(ESCALATION_BODIES).nullable(),
  name: z.string(),
  timeLimit: z.string(),
});
export type Escalation = z.infer<typeof escalationSchema>;

/** Where the policy says to send the student's next step, and whether it has an informal stage. */
export const procedureSchema = z.object({
  sendTo: z
    .object({
      form: z.string().optional(),
      email: z.string().optional(),
      office: z.string().optional(),
      location: z.string(),
    })
    .optional(),
  informalStage: z.enum(['offered', 'none', 'not stated']),
});
export type ProcedureSummary = z.infer<typeof procedureSchema>;

/** A ground with the student's own sentences that support it. */
export const groundReasonSchema = z.object({
  ground: z.enum(GROUNDS),
  because: z.array(z.string()),
});
export type GroundReason = z.infer<typeof groundReasonSchema>;

export const analysisReportSchema = z.object({
  keyIssues: z.array(z.string()),
  relevantPolicies: z.array(relevantPolicySchema),
  bestCaseScenario: z.string(),
  worstCaseScenario: z.string(),
  potentialChallenges: z.array(z.string()),
  actionSteps: z.array(z.string()),
  deadlines: z.array(deadlineSchema),
  grounds: z.array(z.enum(GROUNDS)),
  /** Why each ground was found: the sentences of the story behind it (reports before 2026-11 have none). */
  groundReasons: z.array(groundReasonSchema).default([]),
  warnings: z.array(warningSchema),
  escalation: escalationSchema,
  /** The procedure's own contacts (reports before 2026-11 have none). */
  procedure: procedureSchema.optional(),
  tags: z.array(z.string()),
  producedBy: z.enum(REPORT_PRODUCERS),
  notes: z.array(z.string()).default([]),
});
export type AnalysisReport = z.infer<typeof analysisReportSchema>;
