import { GROUNDS, WARNING_CODES } from '../src/lib/report/report.schema';

/** One case: what was expected and what came out. */
export interface Scored {
  id: string;
  expected: { grounds: string[]; warnings: string[]; escalation: string | null };
  got: { grounds: string[]; warnings: string[]; escalation: string | null };
}

export interface LabelScore {
  label: string;
  support: number;
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
}

export interface Scores {
  cases: number;
  labels: LabelScore[];
  grounds: { precision: number; recall: number };
  warnings: { precision: number; recall: number };
  /** The evaluation's own averages: per case, then over cases (recall over cases expecting some). */
  perCase: {
    groundsRecall: number;
    groundsPrecision: number;
    warningRecall: number;
    escalation: number;
  };
  /** Expected label → labels produced in its place (in cases where it was missed). */
  confusions: { missed: string; producedInstead: string; count: number }[];
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 1);

export function score(results: Scored[]): Scores {
  const labels = [...GROUNDS, ...WARNING_CODES].map((label) => {
    const kind = (GROUNDS as readonly string[]).includes(label) ? 'grounds' : 'warnings';
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const r of results) {
      const expected = r.expected[kind].includes(label);
      const got = r.got[kind].includes(label);
      if (expected && got) tp++;
      else if (got) fp++;
      else if (expected) fn++;
    }
    return {
      label,
      support: tp + fn,
      tp,
      fp,
      fn,
      precision: ratio(tp, tp + fp),
      recall: ratio(tp, tp + fn),
    };
  });
  const micro = (set: readonly string[]) => {
    const chosen = labels.filter((l) => set.includes(l.label));
    const tp = chosen.reduce((s, l) => s + l.tp, 0);
    const fp = chosen.reduce((s, l) => s + l.fp, 0);
    const fn = chosen.reduce((s, l) => s + l.fn, 0);
    return { precision: ratio(tp, tp + fp), recall: ratio(tp, tp + fn) };
  };
  const confusionCounts = new Map<string, number>();
  for (const r of results) {
    for (const kind of ['grounds', 'warnings'] as const) {
      const missed = r.expected[kind].filter((l) => !r.got[kind].includes(l));
      const extra = r.got[kind].filter((l) => !r.expected[kind].includes(l));
      for (const m of missed)
        for (const e of extra.length ? extra : ['(nothing)'])
          confusionCounts.set(`${m}|${e}`, (confusionCounts.get(`${m}|${e}`) ?? 0) + 1);
    }
  }
  // The evaluation's per-case recall: over the cases that expect at least one such label.
  const recallOver = (kind: 'grounds' | 'warnings') =>
    mean(
      results
        .filter((r) => r.expected[kind].length)
        .map(
          (r) =>
            r.expected[kind].filter((l) => r.got[kind].includes(l)).length /
            r.expected[kind].length,
        ),
    );
  const perCase = {
    groundsRecall: recallOver('grounds'),
    groundsPrecision: mean(
      results.map((r) =>
        r.got.grounds.length
          ? r.got.grounds.filter((g) => r.expected.grounds.includes(g)).length /
            r.got.grounds.length
          : r.expected.grounds.length
            ? 0
            : 1,
      ),
    ),
    warningRecall: recallOver('warnings'),
    escalation: mean(results.map((r) => (r.got.escalation === r.expected.escalation ? 1 : 0))),
  };
  return {
    cases: results.length,
    labels,
    grounds: micro(GROUNDS),
    warnings: micro(WARNING_CODES),
    perCase,
    confusions: [...confusionCounts.entries()]
      .map(([key, count]) => {
        const [missed, producedInstead] = key.split('|');
        return { missed, producedInstead, count };
      })
      .sort((a, b) => b.count - a.count || a.missed.localeCompare(b.missed)),
  };
}
