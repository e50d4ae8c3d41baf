// What the case-file feature (the case file under a report, and the letter) offers the others.
// It builds on the analysis feature's case; the report page shows the case file under the report.
export { recordStep } from './api/caseFileApi';
export { CaseFile } from './components/CaseFile';
export { DueIn } from './components/DueIn';
export { useUpcomingDueDates } from './hooks/useCaseTimeline';
