import { analysisReportSchema, type Deadline } from '@redress/analysis-engine';
import { dueDateOf } from '@redress/domain';
import { AnalysisResult } from '../analysis/entities/analysis-result.entity';
import type { DueDateDto } from './dto/case-file.dto';

/** The report's time limits, or none when the case has no (readable) report yet. */
export function deadlinesOf(result: AnalysisResult | null): Deadline[] {
  if (!result) return [];
  try {
    const parsed = analysisReportSchema.safeParse(JSON.parse(result.content));
    return parsed.success ? parsed.data.deadlines : [];
  } catch {
    return [];
  }
}

/** Each time limit of the report, counted from the day the decision was received. */
export function dueDatesFrom(deadlines: Deadline[], decisionReceivedOn: string): DueDateDto[] {
  return deadlines.map((deadline) => ({
    description: deadline.description,
    dueOn: dueDateOf(decisionReceivedOn, deadline.amount, deadline.unit),
    quote: deadline.quote,
  }));
}
