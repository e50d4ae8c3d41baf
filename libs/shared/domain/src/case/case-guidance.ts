import type { SupportStage } from './case-stages';
import { theForm } from './draft-letter';

/** What the analysis says about the body a student can go to once the institution is done. */
export interface EscalationRoute {
  /** OIA, SPSO, NSO, OCR, PSOW, OTHER or null when the policy names none. */
  body: string | null;
  name: string;
  timeLimit: string;
}

/** Where the policy says the student's next step goes, and whether it has an informal stage. */
export interface ProcedureContacts {
  sendTo?: { form?: string; email?: string; office?: string; location: string };
  informalStage: 'offered' | 'none' | 'not stated';
}

export interface GuidanceInput {
  /** The stage the case has reached (`caseStage`); `notyet` when nothing is recorded. */
  stage: SupportStage;
  /** The grounds the analysis found (e.g. `extenuating_circumstances`). */
  grounds: readonly string[];
  escalation: EscalationRoute | null;
  /** Whether a decision date has been recorded, so the due dates are known. */
  hasDecisionDate: boolean;
  /** What the policy names; absent for a report without a policy or from before it was read. */
  procedure?: ProcedureContacts;
  /** Whether the report quotes any policy passage; false when no policy could be read. */
  hasPolicyPassages?: boolean;
}

export interface NextStepGuidance {
  heading: string;
  /** What to send, and to whom, now. */
  send: string[];
  /** What to gather before it goes. */
  evidence: string[];
  /** At the external stage: what the body asks for and its time limit. */
  external: { name: string; requirements: string[] } | null;
}

/** The evidence each ground rests on; the decision letter and dated correspondence always. */
export const EVIDENCE_BY_GROUND: Readonly<Record<string, string>> = {
  procedural_irregularity:
    'The exact rule that was not followed (section and wording) and the record showing what happened instead: e-mails, minutes, the timetable.',
  bias: 'What was said or done, by whom and when, and anything showing a person involved had a conflict of interest.',
  extenuating_circumstances:
    'Independent, dated evidence of your circumstances covering the assessment period: a doctor’s letter, counsellor’s note, death certificate or police report.',
  new_evidence:
    'The new evidence itself and a short explanation of why you could not provide it earlier.',
  disproportionate_sanction:
    'The penalty guidance or tariff in the policy, and anything that mitigates: a first offence, your record, your co-operation.',
  administrative_error:
    'The mark sheet, transcript or record with the error, and the figure it should show.',
  discrimination:
    'Dated records of the treatment and of how others in the same position were treated.',
  disability_adjustments:
    'Your agreed support plan or reasonable adjustments, and the evidence that they were not put in place.',
  service_failure:
    'Your contract or agreement, every request you made with its date, and photos or receipts showing the impact.',
  misrepresentation:
    'The prospectus, web page or offer wording you relied on (with its date) and what you received instead.',
};

const ALWAYS = [
  'The decision or response you are challenging, with the date you received it.',
  'Your correspondence with the institution so far, in date order.',
];

/** What the external bodies the analysis names ask of a student, in their own terms. */
const EXTERNAL_REQUIREMENTS: Readonly<Record<string, string[]>> = {
  OIA: [
    'Finish the university’s internal procedures first, and ask for a Completion of Procedures Letter if one has not been sent.',
    'Send your complaint to the OIA within 12 months of the date of the Completion of Procedures Letter, using its complaint form. It is free.',
    'Include the Completion of Procedures Letter, your complaint or appeal, the university’s responses and your evidence.',
  ],
  SPSO: [
    'Complete the institution’s complaints procedure first; the SPSO looks at complaints that have had the final response.',
    'Complain to the SPSO normally within 12 months of when you first knew about the problem, using its online form. It is free.',
    'Include the final response, your complaint and your evidence.',
  ],
  PSOW: [
    'Complete the institution’s complaints procedure first.',
    'Complain to the Ombudsman normally within 12 months of when you first knew about the problem. It is free.',
    'Include the institution’s final response, your complaint and your evidence.',
  ],
  NSO: [
    'Raise the complaint with your provider first where you can; the National Student Ombudsman expects the provider to have had a chance to respond.',
    'Lodge the complaint with the National Student Ombudsman through its online form. It is free.',
    'Include the provider’s responses, your complaint and your evidence.',
  ],
  OCR: [
    'File with the Office for Civil Rights within 180 days of the last act of discrimination (you do not have to finish the institution’s process first, but using it may extend the time).',
    'Use the OCR online complaint form, describing who was treated differently, how and when.',
    'Include dates, names, and copies of any internal grievance and its outcome.',
  ],
};

function external(escalation: EscalationRoute | null): NextStepGuidance['external'] {
  if (!escalation?.body) return null;
  const named = EXTERNAL_REQUIREMENTS[escalation.body];
  if (named) return { name: escalation.name, requirements: named };
  return {
    name: escalation.name,
    requirements: [
      'Complete the institution’s own procedure first and keep its final written response.',
      `Time limit: ${escalation.timeLimit}`,
      'Check the body’s own website for its complaint form and what to include.',
    ],
  };
}

/** The evidence list for a case: the grounds' own evidence first, then what every case needs. */
export function evidenceFor(grounds: readonly string[]): string[] {
  const own = [...new Set(grounds)]
    .map((ground) => EVIDENCE_BY_GROUND[ground])
    .filter((line): line is string => Boolean(line));
  return [...own, ...ALWAYS];
}

/** "Send it on the Academic Appeal Form (AA1) to appeals@… (Section 5.4)", or the general advice. */
function sendToLine(procedure: ProcedureContacts | undefined, hasPolicyPassages = true): string {
  const to = procedure?.sendTo;
  // Pointing at "the relevant policies above" when the report quotes none sends the student
  // looking for a section that is not there.
  if (!to && !hasPolicyPassages)
    return 'Send your letter to the office that handles complaints and appeals at your institution (its website or student handbook names it), within the time limit for this step, shown under Deadlines in your analysis.';
  if (!to)
    return 'Send your letter to the office your policy names (see the relevant policies above), within the time limit for this step, shown under Deadlines in your analysis.';
  const form = to.form ? ` on ${theForm(to.form)}` : '';
  const address = to.email ?? (to.office ? `the ${to.office}` : undefined);
  return `Send your letter${form}${address ? ` to ${address}` : ''} (${to.location}), within the time limit for this step, shown under Deadlines in your analysis.`;
}

/**
 * The next step a student can act on at each support stage of their case: what to send, what to
 * gather, and at the external stage what the body requires.
 */
export function nextStepGuidance(input: GuidanceInput): NextStepGuidance {
  const evidence = evidenceFor(input.grounds);
  const route = external(input.escalation);
  const recordDecision = input.hasDecisionDate
    ? []
    : [
        'When a decision arrives, record it below with the date it reached you: your time limits then become due dates, with reminders.',
      ];
  switch (input.stage) {
    case 'notyet':
    case 'incident':
    case 'decision_received':
      return {
        heading: 'Raise it with the institution',
        send: [
          ...(input.procedure?.informalStage === 'offered'
            ? [
                'Your policy offers an informal stage: you may raise it with the person or office concerned first, but the formal time limit keeps running.',
              ]
            : []),
          sendToLine(input.procedure, input.hasPolicyPassages),
          'Keep a copy and ask for a written acknowledgement with a reference number.',
          ...recordDecision,
        ],
        evidence,
        external: null,
      };
    case 'informal':
      return {
        heading: 'If the informal route has not resolved it, go formal',
        send: [
          'Send a formal complaint or appeal that says when you raised it informally and what answer you had.',
          input.procedure?.sendTo
            ? `${sendToLine(input.procedure, input.hasPolicyPassages)} Ask for an acknowledgement with a reference number.`
            : 'Use the institution’s form if it has one, and ask for an acknowledgement with a reference number.',
          ...recordDecision,
        ],
        evidence,
        external: null,
      };
    case 'formal_complaint':
    case 'appeal_lodged':
      return {
        heading: 'Wait for the outcome, then decide on a review',
        send: [
          'If the policy’s response time passes without an answer, write and ask when you will have one.',
          'If the outcome does not resolve it, ask for a review within the review time limit, saying which part of the decision is wrong and why.',
          ...recordDecision,
        ],
        evidence,
        external: null,
      };
    case 'outcome_received':
      return {
        heading: 'Decide whether to ask for a review',
        send: [
          'Read the outcome against your grounds: which part of the decision is still wrong, and why.',
          'If it does not resolve your case, ask for a review within the review time limit, quoting the outcome’s date and reference.',
          'If you accept it, keep the letter: it closes the matter.',
        ],
        evidence,
        external: null,
      };
    case 'review_requested':
      return {
        heading: 'The final internal stage',
        send: [
          'When the review ends, ask for the final written response (in England and Wales, a Completion of Procedures Letter).',
          route
            ? `If you are still not satisfied, the next step is ${route.name}.`
            : 'The institution’s final decision usually ends the process when no external body is named.',
          ...recordDecision,
        ],
        evidence,
        external: route,
      };
    case 'completion_letter':
    case 'ombudsman':
      return {
        heading: route ? `Taking it to ${route.name}` : 'After the institution’s final decision',
        send: route
          ? ['Send the complaint with the documents listed here, before the time limit.']
          : [
              'The analysis found no external body for this matter. Ask the institution in writing which body, if any, can review its final decision.',
            ],
        evidence,
        external: route,
      };
  }
}
