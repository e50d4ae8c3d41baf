// What the analysis feature (intake, progress, report) offers the others: the case as the API
// gives it, its query keys, its report, and the panels for a case that cannot be shown.
export { fetchResult } from './api/analysisApi';
export type { AnalysisCase } from './api/analysisApi';
export { AnalysisLoadFailed } from './components/AnalysisLoadFailed';
export { AnalysisNotFound } from './components/AnalysisNotFound';
export { RecommendedServices } from './components/RecommendedServices';
export { analysisQueryKeys } from './hooks/analysisQueryKeys';
export { useAnalysisCase } from './hooks/useAnalysisCase';
export { useAnalysisResult } from './hooks/useAnalysisResult';
export { useCases } from './hooks/useCases';
export { parseReportContent } from './reportContent';
