import {
  cutValueMarker,
  MAX_SQL_RESULT_BYTES,
  MAX_SQL_ROWS,
  MAX_SQL_VALUE_BYTES,
  type SqlTruncation,
} from '@redress/domain';

export type SqlValue = string | number | boolean | null | Record<string, unknown> | unknown[];

export interface SqlRows {
  columns: string[];
  rows: SqlValue[][];
  /** Why rows are missing: more than MAX_SQL_ROWS, or more than MAX_SQL_RESULT_BYTES; else null. */
  truncation: SqlTruncation | null;
}

/** The limits a result is held to; `mark` ends a value cut short, given its full size in bytes. */
export interface ResultLimits {
  rows: number;
  valueBytes: number;
  resultBytes: number;
  mark: (totalBytes: number) => string;
}

/** What a result has used of its budget so far. */
export interface BudgetState {
  bytes: number;
  count: number;
  truncation: SqlTruncation | null;
}

/**
 * One row through the budget: the row with its long values cut (to `valueBytes`, never inside a
 * character, marked), or undefined once the rows or the bytes are used up (`state.truncation`
 * says which). The first row is always kept.
 *
 * The SQLite runner's child process runs this very function from its source text, so it must
 * stay self-contained: its arguments and the globals of Node only, no imports, no helpers.
 */
export function budgetRow(
  state: BudgetState,
  row: readonly SqlValue[],
  limits: ResultLimits,
): SqlValue[] | undefined {
  if (state.truncation) return undefined;
  if (state.count === limits.rows) {
    state.truncation = 'rows';
    return undefined;
  }
  let size = 0;
  const kept = row.map((value) => {
    const text =
      typeof value === 'string'
        ? value
        : value !== null && typeof value === 'object'
          ? JSON.stringify(value)
          : undefined;
    if (text === undefined) {
      size += 8;
      return value;
    }
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes <= limits.valueBytes) {
      size += bytes;
      return value;
    }
    const head = Buffer.from(text, 'utf8')
      .subarray(0, limits.valueBytes)
      .toString('utf8')
      .replace(/\uFFFD$/, '');
    const cut = head + limits.mark(bytes);
    size += Buffer.byteLength(cut, 'utf8');
    return cut;
  });
  if (state.count > 0 && state.bytes + size > limits.resultBytes) {
    state.truncation = 'bytes';
    return undefined;
  }
  state.bytes += size;
  state.count += 1;
  return kept;
}

/** The tool's limits (the domain's MAX_SQL_* and its cut mark). */
export const SQL_RESULT_LIMITS: ResultLimits = {
  rows: MAX_SQL_ROWS,
  valueBytes: MAX_SQL_VALUE_BYTES,
  resultBytes: MAX_SQL_RESULT_BYTES,
  mark: cutValueMarker,
};

/**
 * Holds a result to the tool's limits as its rows arrive: each value to MAX_SQL_VALUE_BYTES
 * (cut and marked), the rows to MAX_SQL_ROWS and MAX_SQL_RESULT_BYTES in all, so a query of
 * huge values cannot exhaust the server's memory.
 */
export class ResultBudget {
  private readonly state: BudgetState = { bytes: 0, count: 0, truncation: null };
  private readonly limits: ResultLimits;

  constructor(limits: Partial<ResultLimits> = {}) {
    this.limits = { ...SQL_RESULT_LIMITS, ...limits };
  }

  get truncation(): SqlTruncation | null {
    return this.state.truncation;
  }

  /** The row, its long values cut; undefined once a limit is reached (see `truncation`). */
  take(row: SqlValue[]): SqlValue[] | undefined {
    return budgetRow(this.state, row, this.limits);
  }
}

/**
 * Values as JSON carries them: binary as hex, big integers as text. Self-contained, as
 * `budgetRow` is: the SQLite runner's child runs it from its source.
 */
export function jsonValue(value: unknown): SqlValue {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) {
    const hex = value.subarray(0, 512).toString('hex');
    return `0x${hex}${value.length > 512 ? '…' : ''}`;
  }
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean')
    return value;
  if (typeof value === 'object') return value as Record<string, unknown>;
  return String(value);
}
