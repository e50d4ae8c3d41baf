export * from './lib/report/report.schema';
export {
  analyseCase,
  gatherCaseEvidence,
  procedureSummary,
  reportDeadline,
  writeReport,
  type AnalyseCaseInput,
  type CaseEvidence,
} from './lib/analyse-case';
export {
  splitPassages,
  passageQuoteText,
  type Passage,
  type PolicyDocument,
  type PolicyPage,
} from './lib/passages/split-passages';
export {
  createPassageIndex,
  type PassageHit,
  type PassageIndex,
} from './lib/retrieval/passage-index';
export { extractDeadlines, type ExtractedDeadline } from './lib/deadlines/extract-deadlines';
export { findTimeExpressions, dayUnitDefinedBy } from './lib/deadlines/time-expressions';
export { whoMustAct, type Actor } from './lib/deadlines/who-must-act';
export { parseNumber } from './lib/deadlines/number-words';
export { detectGrounds, type GroundsFinding } from './lib/grounds/detect-grounds';
export {
  detectWarnings,
  warnsOfHeavierPenalty,
  type DetectedWarning,
} from './lib/warnings/detect-warnings';
export {
  inferJurisdiction,
  chooseEscalation,
  type Jurisdiction,
} from './lib/escalation/escalation-route';
export { createQuoteVerifier, type QuoteVerifier } from './lib/text/quote-integrity';
export { normaliseWhitespace } from './lib/text/whitespace';
export { splitSentences } from './lib/text/sentences';
