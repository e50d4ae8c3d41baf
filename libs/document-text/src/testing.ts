/** Fixtures for other projects' tests: documents built in code instead of binary files. */
export { buildPdf } from './test-support/minimal-pdf';
