import { EVIDENCE_BY_GROUND, evidenceFor, nextStepGuidance } from './case-guidance';
import { SUPPORT_STAGES } from './case-stages';

const OIA = { body: 'OIA', name: 'Office of the Independent Adjudicator', timeLimit: '12 months' };
const OTHER = { body: 'OTHER', name: 'Education Appeals Board', timeLimit: '30 days' };
const NONE = { body: null, name: 'No external body identified.', timeLimit: 'Not applicable.' };

describe('next-step guidance', () => {
  it.each([
    ['notyet', 'Raise it with the institution', null],
    ['informal', 'If the informal route has not resolved it, go formal', null],
    ['formal_complaint', 'Wait for the outcome, then decide on a review', null],
    ['review_requested', 'The final internal stage', 'Office of the Independent Adjudicator'],
    [
      'ombudsman',
      'Taking it to Office of the Independent Adjudicator',
      'Office of the Independent Adjudicator',
    ],
  ] as const)('at stage %s: %s', (stage, heading, externalName) => {
    const guidance = nextStepGuidance({
      stage,
      grounds: ['extenuating_circumstances'],
      escalation: OIA,
      hasDecisionDate: true,
    });
    expect(guidance.heading).toBe(heading);
    expect(guidance.send.length).toBeGreaterThan(0);
    expect(guidance.external?.name ?? null).toBe(externalName);
    expect(guidance.evidence[0]).toBe(EVIDENCE_BY_GROUND['extenuating_circumstances']);
  });

  it('gives a heading for every stage', () => {
    for (const stage of SUPPORT_STAGES)
      expect(
        nextStepGuidance({ stage, grounds: [], escalation: null, hasDecisionDate: false }).heading,
      ).not.toBe('');
  });

  it('points at the policy passages only when the report quotes some', () => {
    const send = (hasPolicyPassages: boolean) =>
      nextStepGuidance({
        stage: 'notyet',
        grounds: [],
        escalation: null,
        hasDecisionDate: false,
        hasPolicyPassages,
      }).send.join(' ');
    expect(send(true)).toContain('see the relevant policies above');
    expect(send(false)).not.toContain('policies above');
    expect(send(false)).toContain('the office that handles complaints and appeals');
  });

  it('at the OIA: the Completion of Procedures Letter and its 12-month window', () => {
    const { external } = nextStepGuidance({
      stage: 'ombudsman',
      grounds: [],
      escalation: OIA,
      hasDecisionDate: true,
    });
    const text = external!.requirements.join(' ');
    expect(text).toContain('Completion of Procedures Letter');
    expect(text).toContain('within 12 months of the date of the Completion of Procedures Letter');
  });

  it.each([
    ['SPSO', 'within 12 months of when you first knew'],
    ['PSOW', 'within 12 months of when you first knew'],
    ['NSO', 'National Student Ombudsman'],
    ['OCR', 'within 180 days'],
  ])('names what %s requires', (body, phrase) => {
    const { external } = nextStepGuidance({
      stage: 'ombudsman',
      grounds: [],
      escalation: { body, name: `The ${body}`, timeLimit: '' },
      hasDecisionDate: true,
    });
    expect(external!.name).toBe(`The ${body}`);
    expect(external!.requirements.join(' ')).toContain(phrase);
  });

  it("falls back to the analysis's own name and time limit for another body", () => {
    const { external, heading } = nextStepGuidance({
      stage: 'ombudsman',
      grounds: [],
      escalation: OTHER,
      hasDecisionDate: true,
    });
    expect(heading).toBe('Taking it to Education Appeals Board');
    expect(external!.requirements).toContain('Time limit: 30 days');
  });

  it('with no external body: no requirements, and says how to find out', () => {
    const guidance = nextStepGuidance({
      stage: 'ombudsman',
      grounds: [],
      escalation: NONE,
      hasDecisionDate: true,
    });
    expect(guidance.external).toBeNull();
    expect(guidance.heading).toBe('After the institution’s final decision');
    expect(guidance.send[0]).toContain('which body, if any');
    expect(
      nextStepGuidance({
        stage: 'review_requested',
        grounds: [],
        escalation: NONE,
        hasDecisionDate: true,
      }).send[1],
    ).toContain('usually ends the process');
  });

  it('asks for the decision date until one is recorded', () => {
    const ask = (hasDecisionDate: boolean) =>
      nextStepGuidance({
        stage: 'notyet',
        grounds: [],
        escalation: null,
        hasDecisionDate,
      }).send.some((line) => line.startsWith('When a decision arrives'));
    expect(ask(false)).toBe(true);
    expect(ask(true)).toBe(false);
  });

  it('lists evidence per ground once, then what every case needs', () => {
    expect(evidenceFor(['bias', 'bias', 'unknown_ground'])).toEqual([
      EVIDENCE_BY_GROUND['bias'],
      'The decision or response you are challenging, with the date you received it.',
      'Your correspondence with the institution so far, in date order.',
    ]);
    expect(evidenceFor([])).toHaveLength(2);
  });
});

describe('next-step guidance names what the policy names', () => {
  const base = { grounds: [], escalation: OIA, hasDecisionDate: true } as const;
  it('sends the letter on the named form to the named address', () => {
    const guidance = nextStepGuidance({
      ...base,
      stage: 'notyet',
      procedure: {
        sendTo: {
          form: 'Academic Appeal Form (AA1)',
          email: 'appeals@kingsmere.ac.uk',
          location: 'Section 5.4',
        },
        informalStage: 'none',
      },
    });
    expect(guidance.send[0]).toBe(
      'Send your letter on the Academic Appeal Form (AA1) to appeals@kingsmere.ac.uk (Section 5.4), within the time limit for this step, shown under Deadlines in your analysis.',
    );
    expect(guidance.send.join(' ')).not.toMatch(/informal/i);
  });

  it('mentions an informal stage only where the policy offers one', () => {
    const offered = nextStepGuidance({
      ...base,
      stage: 'notyet',
      procedure: { informalStage: 'offered' },
    });
    expect(offered.send[0]).toMatch(/informal stage/);
    const none = nextStepGuidance({
      ...base,
      stage: 'notyet',
      procedure: { informalStage: 'not stated' },
    });
    expect(none.send.join(' ')).not.toMatch(/informal/i);
  });
});
