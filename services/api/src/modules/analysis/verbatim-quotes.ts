import {
  analysisReportSchema,
  createQuoteVerifier,
  type AnalysisReport,
} from '@redress/analysis-engine';

/**
 * The last line of defence against invented citations, whoever wrote the report: a quotation
 * that is not word for word in the policy text is dropped, and the report says how many were.
 */
export function keepVerbatimQuotes(report: AnalysisReport, policyText: string): AnalysisReport {
  const verbatim = createQuoteVerifier(policyText);
  const relevantPolicies = report.relevantPolicies.filter((policy) => verbatim(policy.quote));
  const deadlines = report.deadlines.filter((deadline) => verbatim(deadline.quote));
  const dropped =
    report.relevantPolicies.length -
    relevantPolicies.length +
    report.deadlines.length -
    deadlines.length;
  const notes = [...report.notes];
  if (dropped)
    notes.push(
      `${dropped} quotation${dropped === 1 ? ' was' : 's were'} not found word for word in the policy and ${dropped === 1 ? 'was' : 'were'} left out.`,
    );
  return analysisReportSchema.parse({ ...report, relevantPolicies, deadlines, notes });
}
