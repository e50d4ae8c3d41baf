export {
  budgetRow,
  jsonValue,
  ResultBudget,
  SQL_RESULT_LIMITS,
  type BudgetState,
  type ResultLimits,
  type SqlRows,
  type SqlValue,
} from './lib/result-budget';
export {
  checkReadOnlyStatement,
  SqlRefusal,
  type CheckedStatement,
  type SqlDialect,
} from './lib/sql-guard';
export { SCHEMA_SQL, schemaTables } from './lib/sql-schema';
