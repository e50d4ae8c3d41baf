import {
  DEADLINE_UNITS,
  ESCALATION_BODIES,
  GROUNDS,
  WARNING_CODES,
} from '@redress/analysis-engine';
import { z } from 'zod';

/**
 * What the model is asked to return: the report's fields, but with policy passages cited by id
 * instead of quoted. The server turns ids into verbatim quotes, so the model cannot invent one.
 */
export const llmDraftSchema = z.object({
  keyIssues: z
    .array(z.string().min(1))
    .min(1)
    .max(8)
    .describe('The main issues of the case, one sentence each.'),
  citedPassages: z
    .array(
      z.object({
        passageId: z.string().describe('The id of a provided policy passage, e.g. "P12".'),
        why: z.string().describe('Why this passage matters for the case.'),
      }),
    )
    .max(12)
    .describe(
      'Policy passages the analysis relies on, by id. Only ids from the provided passages.',
    ),
  bestCaseScenario: z.string().min(1),
  worstCaseScenario: z.string().min(1),
  potentialChallenges: z.array(z.string()),
  actionSteps: z.array(z.string()).min(1),
  deadlines: z
    .array(
      z.object({
        description: z.string(),
        amount: z.number().positive(),
        unit: z.enum(DEADLINE_UNITS),
        passageId: z.string().describe('The id of the passage that states this time limit.'),
      }),
    )
    .describe('Time limits the student must act within, only as stated in the provided passages.'),
  grounds: z.array(z.enum(GROUNDS)),
  warnings: z.array(z.object({ code: z.enum(WARNING_CODES), message: z.string() })),
  escalation: z.object({
    body: z.enum(ESCALATION_BODIES).nullable(),
    name: z.string(),
    timeLimit: z.string(),
  }),
  tags: z.array(z.string()),
});

export type LlmDraft = z.infer<typeof llmDraftSchema>;
