import { InitialSchema1763769600000 } from './1763769600000-initial-schema';
import { AccountsAndMail1764892800000 } from './1764892800000-accounts-and-mail';
import { AnalysisPipeline1765497600000 } from './1765497600000-analysis-pipeline';
import { CaseFile1766102400000 } from './1766102400000-case-file';

/** Migrations in the order they run; the same list runs on SQLite and MySQL/MariaDB. */
export const MIGRATIONS = [
  InitialSchema1763769600000,
  AccountsAndMail1764892800000,
  AnalysisPipeline1765497600000,
  CaseFile1766102400000,
];
