import {
  createQuoteVerifier,
  gatherCaseEvidence,
  writeReport,
  type AnalyseCaseInput,
} from '@redress/analysis-engine';
import {
  startFakeOpenAiServer,
  type FakeOpenAiServer,
  type Reply,
} from '../test-support/openai-compatible-server';
import { analyseCaseWithLlm, crossCheck, groundDraft } from './analyse-case-with-llm';
import { type LlmDraft } from './llm-draft.schema';

const POLICY = `HOLLOWAY INSTITUTE
Appeals Procedure

1. Grounds

1.1 You may appeal where the assessment procedure was not followed.

2. Time limits

2.1 You must lodge your appeal within ten (10) working days of the publication of results.

2.2 We will decide the appeal within 30 working days.

3. External review

3.1 You may then complain to the Office of the Independent Adjudicator (OIA) within 12 months of the final letter.
`;

const INPUT: AnalyseCaseInput = {
  details: {
    issueCategory: 'academic',
    issueDescription:
      'My project was marked by one examiner only, although the procedure requires two, and the procedure was not followed.',
    desiredResolution: 'A fresh marking.',
    actionTaken: 'notyet',
    universityName: 'Holloway Institute',
  },
  policy: { text: POLICY },
};

const evidence = gatherCaseEvidence(INPUT);
const passageId = (section: string) => evidence.passages.find((p) => p.section === section)!.id;

/** A zero for plagiarism appealed under a one-clause policy. */
const penaltyAppeal = (policyText: string) =>
  gatherCaseEvidence({
    details: {
      issueCategory: 'academic',
      issueDescription: 'I was given zero for plagiarism and I want to appeal the penalty.',
      actionTaken: 'notyet',
    },
    policy: { text: policyText },
  });

function draft(overrides: Partial<LlmDraft> = {}): LlmDraft {
  return {
    keyIssues: ['Only one examiner marked the project.'],
    citedPassages: [
      { passageId: passageId('1.1'), why: 'the ground of appeal' },
      { passageId: 'P999', why: 'an invented id' },
    ],
    bestCaseScenario: 'The project is marked again by two examiners.',
    worstCaseScenario: 'The appeal is rejected.',
    potentialChallenges: ['Showing the second marking was required.'],
    actionSteps: ['Lodge the appeal.'],
    deadlines: [
      {
        description: 'Lodge the appeal',
        amount: 10,
        unit: 'working_days',
        passageId: passageId('2.1'),
      },
      { description: 'An invented limit', amount: 3, unit: 'weeks', passageId: passageId('2.1') },
    ],
    grounds: ['procedural_irregularity'],
    warnings: [],
    escalation: {
      body: 'OIA',
      name: 'Office of the Independent Adjudicator',
      timeLimit: '12 months',
    },
    tags: ['academic'],
    ...overrides,
  };
}

const toolCall = (value: unknown): Reply => ({
  kind: 'tool-call',
  arguments: JSON.stringify(value),
});

describe('analyseCaseWithLlm against a local OpenAI-compatible server', () => {
  let server: FakeOpenAiServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const run = async (replies: Reply[], timeoutMs = 5000) => {
    server = await startFakeOpenAiServer(replies);
    const logs: string[] = [];
    const report = await analyseCaseWithLlm(
      INPUT,
      { provider: 'openai', model: 'test-model', baseUrl: server.baseUrl, timeoutMs },
      { log: (m) => logs.push(m) },
    );
    return { report, logs, requests: server.requests };
  };

  it('writes the report with the model, putting in verbatim passage text for cited ids', async () => {
    const { report, requests } = await run([toolCall(draft())]);
    expect(report.producedBy).toBe('llm');
    expect(requests).toHaveLength(1);
    const prompt = JSON.stringify(requests[0].messages);
    expect(prompt).toContain(`[${passageId('2.1')}]`);
    expect(report.relevantPolicies).toEqual([
      expect.objectContaining({
        quote: 'You may appeal where the assessment procedure was not followed.',
        passageId: passageId('1.1'),
      }),
    ]);
    const isVerbatim = createQuoteVerifier(POLICY);
    for (const quote of [...report.relevantPolicies, ...report.deadlines].map((q) => q.quote))
      expect(isVerbatim(quote)).toBe(true);
    expect(report.notes.join(' ')).toMatch(/unknown passage "P999"/);
  });

  it('keeps only deadlines the extractor confirms and adds the ones the model missed', async () => {
    const { report } = await run([toolCall(draft())]);
    expect(report.deadlines.map((d) => `${d.amount} ${d.unit}`)).toEqual([
      '10 working_days',
      '12 months',
    ]);
    expect(report.deadlines[0].quote).toBe(
      'within ten (10) working days of the publication of results',
    );
    expect(report.notes.join(' ')).toMatch(/3 weeks/);
  });

  it('retries invalid output once and uses the second answer', async () => {
    const { report, requests } = await run([
      { kind: 'tool-call', arguments: '{not json' },
      toolCall(draft()),
    ]);
    expect(requests).toHaveLength(2);
    expect(report.producedBy).toBe('llm');
  });

  it('falls back to the engine when the output stays invalid', async () => {
    const { report, requests, logs } = await run([
      toolCall({ ...draft(), grounds: ['not_a_ground'] }),
    ]);
    expect(requests).toHaveLength(2);
    expect(logs).toHaveLength(2);
    expect(report.producedBy).toBe('engine');
    expect(report.grounds).toContain('procedural_irregularity');
    expect(report.notes.join(' ')).toMatch(/embedded engine/);
  });

  it('falls back to the engine after two timeouts', async () => {
    const { report, requests } = await run(
      [{ kind: 'delay', ms: 2000, then: toolCall(draft()) }],
      200,
    );
    expect(requests).toHaveLength(2);
    expect(report.producedBy).toBe('engine');
    expect(report.notes.join(' ')).toMatch(/200 ms/);
  });

  it('falls back to the engine when the server answers 500', async () => {
    const { report, requests } = await run([{ kind: 'status', status: 500 }]);
    expect(requests).toHaveLength(2);
    expect(report.producedBy).toBe('engine');
    expect(report.deadlines.map((d) => d.amount)).toEqual([10, 12]);
  });
});

describe('the cross-check with the trained reading model', () => {
  it('says where the language model and the trained reading disagree, never silently', () => {
    const notes = crossCheck(['procedural_irregularity', 'bias'], {
      ...evidence,
      grounds: ['procedural_irregularity', 'administrative_error'],
      groundReasons: { administrative_error: ['They typed my mark in wrong.'] },
    });
    expect(notes).toEqual([
      expect.stringMatching(
        /^Cross-check: the language model found bias, but Redress's trained reading/,
      ),
      expect.stringMatching(
        /trained reading of your story found administrative error \(from “They typed my mark in wrong\.”\), but the language model did not/,
      ),
    ]);
    expect(
      crossCheck(['procedural_irregularity'], {
        ...evidence,
        grounds: ['procedural_irregularity'],
      }),
    ).toEqual([]);
  });

  it('drops a warning whose clause says the opposite, and says so', () => {
    const protectedCase = penaltyAppeal(
      '1. Appeals\n\n1.1 An appeal cannot result in a more severe penalty than the one originally imposed.\n',
    );
    expect(protectedCase.closedWarnings).toContain('sanction_may_increase');
    const report = groundDraft(
      draft({
        citedPassages: [],
        deadlines: [],
        warnings: [
          { code: 'sanction_may_increase', message: 'The panel can increase the penalty.' },
        ],
      }),
      protectedCase,
      [],
    );
    expect(report.warnings).toEqual([]);
    expect(report.notes.join(' ')).toMatch(
      /"sanction_may_increase", but the policy does not allow it/,
    );
  });
  it('takes out advice that says the penalty could be made heavier when the policy says it cannot', () => {
    const protectedCase = penaltyAppeal(
      '1. Appeals\n\n1.1 The Appeal Panel shall not increase the penalty.\n',
    );
    const report = groundDraft(
      draft({
        citedPassages: [],
        deadlines: [],
        keyIssues: ['The zero was given without a meeting.'],
        worstCaseScenario: 'The panel can impose a more severe outcome than the zero.',
        potentialChallenges: [
          'Appealing carries a risk: the penalty may be increased. You will need evidence.',
        ],
        actionSteps: ['Lodge the appeal.', 'Remember the panel could give a harsher penalty.'],
        bestCaseScenario: 'The zero is set aside; the panel cannot make the penalty worse.',
      }),
      protectedCase,
      [],
    );
    const advice = [
      ...report.keyIssues,
      report.bestCaseScenario,
      report.worstCaseScenario,
      ...report.potentialChallenges,
      ...report.actionSteps,
    ];
    expect(advice.join(' ')).not.toMatch(/more severe|may be increased|harsher/);
    expect(report.worstCaseScenario).toEqual(writeReport(protectedCase).worstCaseScenario);
    expect(report.potentialChallenges).toEqual(['You will need evidence.']);
    expect(report.actionSteps).toEqual(['Lodge the appeal.']);
    expect(report.bestCaseScenario).toMatch(/cannot make the penalty worse/);
    expect(report.notes.join(' ')).toMatch(
      /penalty could be made heavier, but the policy does not allow it/,
    );
  });

  it('keeps that advice where the policy lets the panel increase the penalty', () => {
    const openCase = penaltyAppeal(
      '1. Appeals\n\n1.1 On appeal the Appeal Panel may confirm, reduce or increase the penalty.\n',
    );
    const worst = 'The panel can impose a more severe outcome than the zero.';
    const report = groundDraft(
      draft({ citedPassages: [], deadlines: [], worstCaseScenario: worst }),
      openCase,
      [],
    );
    expect(report.worstCaseScenario).toBe(worst);
  });
});
