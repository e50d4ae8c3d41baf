import {
  gatherCaseEvidence,
  writeReport,
  type AnalysisReport,
  type CaseDetails,
  type PolicyDocument,
} from '@redress/analysis-engine';
import { keepVerbatimQuotes } from './verbatim-quotes';

/** One case for the embedded engine, sent to its thread (see EngineRunner). */
export interface EngineTask {
  details: CaseDetails;
  policy: PolicyDocument | null;
  /** The day of the analysis, against which the story's dates are read. */
  today: Date;
}

/**
 * The embedded analysis, whole: evidence, report, quote check. Pure CPU on the policy's text
 * (seconds for a 10 MB one), so on the embedded default it runs in a worker thread and the
 * API's event loop keeps answering.
 */
export function analyseInThread(task: EngineTask): AnalysisReport {
  const report = writeReport(gatherCaseEvidence(task));
  return keepVerbatimQuotes(report, task.policy?.text ?? '');
}
