// Regression cases: realistic policies and stories written independently of the engine's rules
// (test-cases/holdout). Each plain-text case is analysed and compared with the answer a careful
// advisor would give; the floors sit a little below what the engine reaches so that a
// regression fails the build.
/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyseCase, analysisReportSchema, type AnalysisReport } from './index';

interface Expected {
  deadlines: { amount: number; unit: string }[];
  grounds: string[];
  warnings: string[];
  escalation: string | null;
  mustCite: string[];
}

interface RegressionCase {
  id: string;
  policyText: string;
  report: AnalysisReport;
  expected: Expected;
}

const root = join(__dirname, '..', 'test-cases', 'holdout');
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function loadCases(): RegressionCase[] {
  return readdirSync(root)
    .filter((id: string) => existsSync(join(root, id, 'case.json')))
    .map((id: string) => {
      const details = JSON.parse(readFileSync(join(root, id, 'case.json'), 'utf8')) as Record<
        string,
        string
      >;
      return { id, details };
    })
    .filter(({ details }) => String(details.policyFile ?? '').endsWith('.txt'))
    .map(({ id, details }) => {
      const policyText = readFileSync(join(root, id, details.policyFile), 'utf8');
      const expected = JSON.parse(readFileSync(join(root, id, 'expected.json'), 'utf8'));
      return {
        id,
        policyText,
        expected,
        report: analyseCase({ details, policy: { text: policyText } }),
      };
    });
}

const mean = (values: (number | null)[]) => {
  const present = values.filter((v): v is number => v !== null);
  return present.reduce((a, b) => a + b, 0) / Math.max(present.length, 1);
};

function metrics({ report, expected }: RegressionCase) {
  const key = (d: { amount: number; unit: string }) => `${d.amount}|${d.unit}`;
  const expectedDeadlines = new Set(expected.deadlines.map(key));
  const foundDeadlines = report.deadlines.map(key);
  const expectedGrounds = new Set(expected.grounds);
  const codes = new Set(report.warnings.map((w) => w.code as string));
  const quotes = report.relevantPolicies.map((p) => squash(p.quote).toLowerCase());
  return {
    deadlineRecall: expectedDeadlines.size
      ? [...expectedDeadlines].filter((k) => foundDeadlines.includes(k)).length /
        expectedDeadlines.size
      : null,
    deadlinePrecision: foundDeadlines.length
      ? foundDeadlines.filter((k) => expectedDeadlines.has(k)).length / foundDeadlines.length
      : 0,
    groundsRecall: expectedGrounds.size
      ? expected.grounds.filter((g) => report.grounds.includes(g as never)).length /
        expectedGrounds.size
      : null,
    groundsPrecision: report.grounds.length
      ? report.grounds.filter((g) => expectedGrounds.has(g)).length / report.grounds.length
      : expectedGrounds.size
        ? 0
        : 1,
    warningRecall: expected.warnings.length
      ? expected.warnings.filter((w) => codes.has(w)).length / expected.warnings.length
      : null,
    escalation: report.escalation.body === expected.escalation ? 1 : 0,
    mustCite: expected.mustCite.length
      ? expected.mustCite.filter((phrase) =>
          quotes.some((q) => q.includes(squash(phrase).toLowerCase())),
        ).length / expected.mustCite.length
      : null,
  };
}

// The reading model's thresholds favour recall (a missed ground costs a student more than a
// doubtful one they can read and discard): grounds precision is held to the product's bar.
const FLOORS = {
  deadlineRecall: 0.9,
  deadlinePrecision: 0.9,
  groundsRecall: 0.85,
  groundsPrecision: 0.75,
  warningRecall: 0.85,
  escalation: 0.9,
  mustCite: 0.85,
};

describe('regression cases', () => {
  const cases = loadCases();

  it('has plain-text cases to run', () => {
    expect(cases.length).toBeGreaterThanOrEqual(8);
  });

  it.each(cases.map((c) => [c.id, c] as const))(
    '%s: the report fits the schema and every quote is verbatim in the policy',
    (_id, { report, policyText }) => {
      expect(analysisReportSchema.safeParse(report).success).toBe(true);
      const policy = squash(policyText);
      const quotes = [
        ...report.relevantPolicies.map((p) => p.quote),
        ...report.deadlines.map((d) => d.quote),
      ];
      expect(quotes.length).toBeGreaterThan(0);
      for (const quote of quotes) expect(policy).toContain(squash(quote));
    },
  );

  it('stays above the agreed floors across the cases', () => {
    const all = cases.map(metrics);
    const below = Object.entries(FLOORS)
      .map(([name, floor]) => {
        const value = mean(all.map((m) => m[name as keyof typeof FLOORS]));
        return { name, floor, value: Math.round(value * 100) / 100 };
      })
      .filter(({ floor, value }) => value < floor);
    expect(below).toEqual([]);
  });
});
