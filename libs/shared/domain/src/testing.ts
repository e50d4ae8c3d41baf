/** Tables for other projects' tests, kept out of the public index so no app bundles them. */
export * from './case/case-intake.cases';
