import { analyseCase } from './analyse-case';
import { analysisReportSchema } from './report/report.schema';
import {
  PRAIRIE_POLICY,
  RIVERFORD_MISCONDUCT_CASE,
  RIVERFORD_POLICY,
} from './testing/invented-cases';
import { createQuoteVerifier } from './text/quote-integrity';

describe('analyseCase', () => {
  const report = analyseCase({
    details: RIVERFORD_MISCONDUCT_CASE,
    policy: { text: RIVERFORD_POLICY },
  });

  it('returns a report that satisfies the shared schema and says the engine produced it', () => {
    expect(analysisReportSchema.safeParse(report).success).toBe(true);
    expect(report.producedBy).toBe('engine');
  });

  it('quotes the policy verbatim in every citation and deadline', () => {
    const isVerbatim = createQuoteVerifier(RIVERFORD_POLICY);
    const quotes = [
      ...report.relevantPolicies.map((p) => p.quote),
      ...report.deadlines.map((d) => d.quote),
    ];
    expect(quotes.length).toBeGreaterThan(3);
    for (const quote of quotes) expect(isVerbatim(quote)).toBe(true);
  });

  it('cites the rules the case turns on', () => {
    const cited = report.relevantPolicies.map((p) => p.quote).join('\n');
    expect(cited).toContain('could not reasonably have been provided earlier');
    expect(cited).toContain('confirm, reduce or increase the penalty');
  });

  it('writes case-specific scenarios and steps', () => {
    expect(report.bestCaseScenario).toContain('2 to 8 weeks');
    expect(report.bestCaseScenario).toContain('A reduced penalty');
    expect(report.worstCaseScenario).toContain('more serious');
    expect(report.actionSteps[0]).toContain('within 15 working days');
    expect(report.tags).toEqual(
      expect.arrayContaining(['academic', 'ground:new_evidence', 'escalation:OIA']),
    );
  });

  it('is deterministic', () => {
    expect(
      analyseCase({ details: RIVERFORD_MISCONDUCT_CASE, policy: { text: RIVERFORD_POLICY } }),
    ).toEqual(report);
  });

  it('still reports from the narrative when no policy is given', () => {
    const noPolicy = analyseCase({
      details: {
        issueCategory: 'service',
        issueDescription: 'My approved extended time was refused in my exam.',
        actionTaken: 'notyet',
      },
      policy: null,
    });
    expect(analysisReportSchema.safeParse(noPolicy).success).toBe(true);
    expect(noPolicy.relevantPolicies).toEqual([]);
    expect(noPolicy.grounds).toContain('disability_adjustments');
    expect(noPolicy.notes[0]).toMatch(/No policy document was provided/);
  });

  it('routes a US disability case to the Office for Civil Rights', () => {
    const us = analyseCase({
      details: {
        issueCategory: 'service',
        issueDescription: 'My approved accommodations were refused by my instructor.',
        actionTaken: 'triedinformally',
      },
      policy: { text: PRAIRIE_POLICY },
    });
    expect(us.escalation.body).toBe('OCR');
    expect(us.deadlines.map((d) => `${d.amount} ${d.unit}`)).toEqual([
      '10 working_days',
      '180 calendar_days',
    ]);
  });

  it('puts first the time limit that runs from the event the student describes', () => {
    const policy = `1. Misconduct\n\n1.1 You may respond within 5 working days of receiving the allegation letter.\n\n1.2 You may appeal within 20 working days of the date of the penalty notice.\n`;
    const appeal = analyseCase({
      details: {
        issueCategory: 'academic',
        issueDescription: 'I received the penalty notice for plagiarism last week.',
        actionTaken: 'notyet',
      },
      policy: { text: policy },
    });
    expect(appeal.actionSteps[0]).toContain(
      'within 20 working days of the date of the penalty notice',
    );
  });

  it('rejects a case without a description', () => {
    expect(() =>
      analyseCase({ details: { issueCategory: 'academic', actionTaken: 'notyet' } }),
    ).toThrow();
  });
});
