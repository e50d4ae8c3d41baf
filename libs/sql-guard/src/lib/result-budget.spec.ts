import { runInNewContext } from 'node:vm';
import { cutValueMarker } from '@redress/domain';
import {
  budgetRow,
  jsonValue,
  ResultBudget,
  type BudgetState,
  type ResultLimits,
  type SqlValue,
} from './result-budget';

describe('ResultBudget', () => {
  const limits = { rows: 3, valueBytes: 10, resultBytes: 40 };

  it('cuts a long value at its byte limit, marks it with its full size, keeps short ones', () => {
    const budget = new ResultBudget(limits);
    expect(budget.take(['x'.repeat(25), 'short', 7, null])).toEqual([
      `${'x'.repeat(10)}${cutValueMarker(25)}`,
      'short',
      7,
      null,
    ]);
  });

  it('never cuts inside a character', () => {
    const budget = new ResultBudget(limits);
    // "é" is two bytes: the tenth byte is half of the first one.
    const [cut] = budget.take(['aaaaaaaaaéé']) as string[];
    expect(cut.startsWith('aaaaaaaaa')).toBe(true);
    expect(cut).not.toContain('\uFFFD');
  });

  it('measures objects as the JSON they are sent as', () => {
    const budget = new ResultBudget(limits);
    const [value] = budget.take([{ note: 'a long JSON value' }]) as string[];
    expect(value).toBe(`{"note":"a${cutValueMarker(28)}`);
  });

  it('stops at the result size, always keeping the first row', () => {
    const budget = new ResultBudget({ ...limits, rows: 100 });
    expect(budget.take(['y'.repeat(50)])).toBeDefined();
    expect(budget.take(['z'])).toBeDefined();
    expect(budget.take(['x'.repeat(10), 'x'.repeat(10)])).toBeUndefined();
    expect(budget.truncation).toBe('bytes');
    expect(budget.take(['z'])).toBeUndefined();
  });

  it('stops at the row limit', () => {
    const budget = new ResultBudget(limits);
    for (let i = 0; i < 3; i++) expect(budget.take([i])).toEqual([i]);
    expect(budget.take([4])).toBeUndefined();
    expect(budget.truncation).toBe('rows');
  });
});

describe('the budget as the SQLite child runs it, from its source', () => {
  // The child has Node's globals and nothing else: no imports, no module scope.
  const fromSource = runInNewContext(
    `({
      jsonValue: ${jsonValue.toString()},
      budgetRow: ${budgetRow.toString()},
      cutValueMarker: ${cutValueMarker.toString()},
    })`,
    { Buffer, JSON, String, Date },
  ) as {
    jsonValue: typeof jsonValue;
    budgetRow: typeof budgetRow;
    cutValueMarker: typeof cutValueMarker;
  };

  it('cuts, converts and stops exactly as the server does', () => {
    const limits = { rows: 3, valueBytes: 10, resultBytes: 60 };
    const rows: unknown[][] = [
      ['x'.repeat(25), 7, null, Buffer.from('hi'), 12n],
      ['aaaaaaaaaéé', 'short'],
      ['y'.repeat(40)],
      ['z'],
    ];
    const run = (take: (row: SqlValue[]) => SqlValue[] | undefined) =>
      rows.map((row) => take(row.map(jsonValue)));
    const budget = new ResultBudget(limits);
    const state: BudgetState = { bytes: 0, count: 0, truncation: null };
    const childLimits: ResultLimits = { ...limits, mark: fromSource.cutValueMarker };
    const child = rows.map((row) =>
      fromSource.budgetRow(state, row.map(fromSource.jsonValue), childLimits),
    );
    expect(child).toEqual(run((row) => budget.take(row)));
    expect(state.truncation).toBe(budget.truncation);
    expect(state.truncation).toBe('bytes');
  });
});
