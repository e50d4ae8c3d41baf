import { passageQuoteText, type CaseEvidence, type Passage } from '@redress/analysis-engine';

/** A LangChain message tuple: role and text. */
export type PromptMessage = ['system' | 'human', string];

const SYSTEM = `You are a careful adviser on university student complaints and appeals.
Write an analysis of the student's case using ONLY the policy passages provided.
Rules:
- Cite passages by their id (for example "P12") in citedPassages. Never quote text yourself and never cite an id that was not provided.
- Deadlines: only time limits the STUDENT must act within, as stated in a provided passage, with that passage's id. The institution's own response times are not deadlines. Keep amount and unit as written ("ten (10) working days" is 10 working_days, "two weeks" is 2 weeks, business days are working_days).
- Grounds: only those the student's account supports and the policy allows.
- Warnings: academic judgement cannot be appealed on its own; a penalty that can increase on appeal; ombudsman limits; internal stages not finished; only one appeal; time limits passed or close; evidence still needed.
- Escalation: the external body for the jurisdiction (OIA for England and Wales, SPSO for Scotland, NSO for Australia, OCR for US discrimination or disability cases, OTHER for another named body, null if none is available).
- Scenarios and action steps must be specific to this case and never claim anything the passages or the account do not support.`;

function describeFindings(evidence: CaseEvidence): string {
  const deadlines =
    evidence.deadlines
      .map((d) => `- ${d.description} [${d.passageId}] (${d.amount} ${d.unit})`)
      .join('\n') || '- none found';
  return [
    'Time limits found in the policy by the extractor (use these; do not add others):',
    deadlines,
    `Grounds suggested by the account: ${evidence.grounds.join(', ') || 'none clear'}`,
    `Warnings suggested: ${evidence.warnings.map((w) => w.code).join(', ') || 'none'}`,
    `Likely external body: ${evidence.escalation.body ?? 'none'} (${evidence.escalation.name})`,
  ].join('\n');
}

/** The messages for the model: the case, the passages with ids and the extractor's findings. */
export function buildPrompt(evidence: CaseEvidence, passages: Passage[]): PromptMessage[] {
  const { details } = evidence;
  const passageText = passages.length
    ? passages.map((p) => `[${p.id}] ${p.location}\n${passageQuoteText(p)}`).join('\n\n')
    : '(No policy document was provided.)';
  const user = [
    `Category: ${details.issueCategory}`,
    `Action taken so far: ${details.actionTaken}`,
    `Institution: ${details.universityName || 'not specified'}`,
    `Title: ${details.title}`,
    `What happened: ${details.issueDescription}`,
    `What the student wants: ${details.desiredResolution || 'not specified'}`,
    '',
    'Policy passages:',
    passageText,
    '',
    describeFindings(evidence),
  ].join('\n');
  return [
    ['system', SYSTEM],
    ['human', user],
  ];
}
