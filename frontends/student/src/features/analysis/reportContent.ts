import { analysisReportSchema, type AnalysisReport } from '@redress/domain';

/** The report inside a result's `content`, checked against the shared schema; null if unreadable. */
export function parseReportContent(content: string): AnalysisReport | null {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return null;
  }
  const parsed = analysisReportSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
