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

/** A string cut to at most `max` UTF-8 bytes, never inside a character, with the mark. */
function cutString(text: string, bytes: number, max: number): string {
  const head = Buffer.from(text, 'utf8')
    .subarray(0, max)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
  return `${head}${cutValueMarker(bytes)}`;
}

/**
 * Holds a result to the tool's limits as its rows arrive: each value to MAX_SQL_VALUE_BYTES
 * (cut and marked), the rows to MAX_SQL_ROWS and MAX_SQL_RESULT_BYTES in all, so a query of
 * huge values cannot exhaust the server's memory.
 */
export class ResultBudget {
  private bytes = 0;
  private count = 0;
  truncation: SqlTruncation | null = null;

  constructor(
    private readonly limits = {
      rows: MAX_SQL_ROWS,
      valueBytes: MAX_SQL_VALUE_BYTES,
      resultBytes: MAX_SQL_RESULT_BYTES,
    },
  ) {}

  /** The row, its long values cut; undefined once a limit is reached (see `truncation`). */
  take(row: SqlValue[]): SqlValue[] | undefined {
    if (this.truncation) return undefined;
    if (this.count === this.limits.rows) {
      this.truncation = 'rows';
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
      if (bytes <= this.limits.valueBytes) {
        size += bytes;
        return value;
      }
      const cut = cutString(text, bytes, this.limits.valueBytes);
      size += Buffer.byteLength(cut, 'utf8');
      return cut;
    });
    if (this.count > 0 && this.bytes + size > this.limits.resultBytes) {
      this.truncation = 'bytes';
      return undefined;
    }
    this.bytes += size;
    this.count += 1;
    return kept;
  }
}

/** Values as JSON carries them: binary as hex, big integers as text. */
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
