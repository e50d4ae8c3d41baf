import type { AnalysisDocument } from './entities/analysis-document.entity';
import type { AnalysisResult } from './entities/analysis-result.entity';

/** A case as other features read it (the case file, its reminders): plain data, not a row. */
export interface CaseRecord {
  id: number;
  userId: number;
  title: string;
  createdAt: Date;
}

/** A case's report as other features read it: the report's JSON and when it was written. */
export interface CaseReport {
  caseId: number;
  content: string;
  createdAt: Date;
}

/** A case's name as the student sees it: the title given, else its number. */
export function caseTitleOf(document: Pick<CaseRecord, 'id' | 'title'>): string {
  return document.title?.trim() || `Case ${document.id}`;
}

export function caseRecordOf(document: AnalysisDocument): CaseRecord {
  return {
    id: document.id,
    userId: document.userId,
    title: document.title,
    createdAt: document.createdAt,
  };
}

export function caseReportOf(result: AnalysisResult): CaseReport {
  return {
    caseId: result.analysisDocumentId,
    content: result.content,
    createdAt: result.createdAt,
  };
}
