import { findPolicySentences, type PolicySentence } from '../citations/policy-sentences';
import { type ExtractedDeadline } from '../deadlines/extract-deadlines';
import { type Jurisdiction } from '../escalation/escalation-route';
import { type Passage } from '../passages/split-passages';
import {
  type CaseDetails,
  type Escalation,
  type Ground,
  type WarningCode,
} from '../report/report.schema';
import { plainApostrophes } from '../text/whitespace';
import { assessLateRisk } from '../timing/late-risk';

export interface DetectedWarning {
  code: WarningCode;
  message: string;
  /** The policy sentence the warning rests on, cited in the report. */
  policy?: PolicySentence;
}

const DISPUTES_JUDGEMENT =
  /\b(?:too harsh|harshly|(?:higher|better|fairer) (?:mark|grade|classification)|deserved? (?:a )?(?:higher|better)|marked (?:too )?(?:harshly|unfairly|down|wrongly|properly)|under-?marked|re-?mark(?:ed|ing)?|(?:mark|grade) (?:is|was) (?:wrong|unfair|too low)|disagree with (?:the|my) (?:mark|grade|feedback|assessment|marking)|unfair (?:mark|grade|marking)|should have (?:got|been given|received) (?:a )?(?:higher|better)|quality of my work|comfortably in the|not (?:good|strong) enough candidate)\b/i;
const SAYS_LATE =
  /\b(?:missed the (?:\w+ )?deadline|deadline (?:has )?(?:passed|gone)|too late|out of time|late appeal|even though it is late|after the deadline|past the deadline)\b/i;
const MENTIONS_EXTERNAL_BODY =
  /\b(?:ombudsman|OIA|Independent Adjudicator|SPSO|NSO|Office for Civil Rights|OCR|Department of Education|adjudicator|regulator)\b/i;
const INTERNAL_NOT_FINISHED =
  /\b(?:not (?:yet )?(?:contacted|complained to|appealed to|written to|submitted|filed)\b[^.]{0,40}\bformal\w*|have(?: not|n't) (?:contacted|complained|appealed|filed|submitted)\b[^.]{0,40}\b(?:formal\w*|yet)|straight to|directly to|instead of (?:appealing|complaining)|do ?n[o']t trust)\b/i;
const WANTS_EXTERNAL =
  /\b(?:going (?:straight )?to|go (?:straight )?to|thinking of|want to (?:go|complain|take)|filled in|complained to|contact(?:ed)?|escalat\w*|take (?:it|this) to)\b/i;
const NO_PRIOR_ROUTE_NEEDED =
  /not required to use this procedure|need not (?:use|exhaust)|do not have to use this procedure/i;
const PLANS_ANOTHER_ATTEMPT =
  /\b(?:denied|rejected|refused|dismissed|turned down|not upheld)\b|\bfinal\b|\bone appeal\b|\bsecond appeal\b|\bagain\b|\bappeal (?:it|this) again\b/i;
const LACKS_EVIDENCE =
  /\b(?:do ?n[o']t|do not|have ?n[o']t|have not|has ?n[o']t|has not)\s+(?:got\s+|have\s+)?(?:anything|any proof|nothing)\s+in writing\b|\bnothing in writing\b|\bno (?:written )?(?:record|proof|confirmation) of\b|\b(?:do ?n[o']t|do not|have ?n[o']t|have not|not yet|no|without)\b[^.]{0,30}\b(?:letter|evidence|proof|documentation|documents?|medical (?:note|certificate)|note|records?|certificate)\b[^.]{0,40}\b(?:yet|any)\b|\b(?:do ?n[o']t|do not|have ?n[o']t|have not) (?:got |have )?any (?:letter|evidence|proof|documentation|documents?|records?)\b/i;
const HOLDS_EVIDENCE =
  /\b(?:i have (?:my|the|a|copies|copy|reference|photos|screenshots|emails|evidence|proof|letters?)|i've got|attached|gave me a letter|has written a letter|discharge (?:summary|papers|letter)|certificate|letter from (?:my|the) (?:gp|doctor|consultant|counsellor)|reference numbers|screenshots?|a copy of|medical records)\b/i;

const POLICY_ACADEMIC_JUDGEMENT =
  /academic judge?ment|judge?ment of (?:the )?(?:examiners|markers|selectors|assessors)|deserved a higher mark|should have been higher/i;
const POLICY_SANCTION_INCREASE =
  /\bmore (?:serious|severe)\b|\b(?:increase|raise) (?:the|a|any) (?:penalty|sanction|outcome)|\b(?:penalty|sanction|outcome) (?:may|can|could) (?:be )?(?:increase|raise)|\b(?:harsher|heavier|greater|higher|stiffer|tougher) (?:penalty|penalties|sanctions?|outcomes?)\b|\bharsher\b|\bsubstitute (?:any|a different|another|a more)\b|\b(?:vary|change|substitute)\b[^.]{0,60}\b(?:increas\w*|more severe|harsher)\b|\b(?:penalty|sanction|outcome)\b[^.]{0,60}\bincreas(?:e|es|ed|ing)\b/i;
const POLICY_ADMISSIONS_EXCLUDED =
  /(?:ombudsman|adjudicator|\bOIA\b)[^.]*\badmissions?\b|\badmissions?\b[^.]*(?:ombudsman|adjudicator|\bOIA\b)/i;
const POLICY_COMPLETE_FIRST =
  /\b(?:complet\w*|exhaust\w*|conclu\w*|finish\w*)\b[^.]{0,80}\b(?:procedures?|process\w*|stages?)\b|Completion of Procedures|\bfinal stage\b|\bbefore (?:it|they|the \w+) (?:looks?|considers?|investigates?)/i;
const POLICY_SINGLE_ATTEMPT =
  /\bonly one\b[^.]*\b(?:appeal|review|request|attempt)|\b(?:decision|decisions|outcome)\b[^.]*\b(?:is|are) final\b|\bnot subject to (?:further|any) appeal|\bno further (?:right of )?(?:appeal|review)|\bcannot be appealed\b/i;
const POLICY_EVIDENCE_REQUIRED =
  /\b(?:independent|documentary|supporting|medical|compelling)\b[^.]*\bevidence\b|\bevidence\b[^.]*\b(?:must|required|accompanied|will not (?:normally )?be considered)\b|\bmust (?:be )?accompanied by\b/i;
const POLICY_LATE_SUBMISSIONS =
  /\b(?:after the deadline|late (?:appeals?|submissions?|complaints?|requests?)|out of time|received after|compelling evidence|good reason for the delay|not reasonably possible to submit|special circumstances|after this time)\b/i;

const MISCONDUCT_CONTEXT =
  /\b(?:misconduct|plagiari\w*|collusion|cheat\w*|academic integrity|integrity|disciplinary|penalt\w*|sanction\w*|fabricat\w*|falsif\w*)\b/i;

function first(passages: Passage[], pattern: RegExp, prefer?: RegExp): PolicySentence | undefined {
  const matches = findPolicySentences(passages, pattern);
  return (prefer && matches.find((m) => prefer.test(m.sentence))) ?? matches[0];
}

function where(policy: PolicySentence | undefined): string {
  return policy ? ` (${policy.passage.location})` : '';
}

function plural(n: number, unit: string): string {
  const rounded = Math.max(0, Math.round(n));
  return `${rounded} ${unit}${rounded === 1 ? '' : 's'}`;
}

export function detectWarnings(input: {
  details: CaseDetails;
  narrative: string;
  passages: Passage[];
  policyText: string;
  grounds: Ground[];
  deadlines: ExtractedDeadline[];
  jurisdiction: Jurisdiction;
  escalation: Escalation;
}): DetectedWarning[] {
  const { details, passages, policyText, grounds, deadlines, jurisdiction, escalation } = input;
  const narrative = plainApostrophes(input.narrative);
  const warnings: DetectedWarning[] = [];

  if (DISPUTES_JUDGEMENT.test(narrative)) {
    const policy = first(
      passages,
      POLICY_ACADEMIC_JUDGEMENT,
      /\b(?:not|cannot|no right|excluded?|will be rejected)\b/i,
    );
    warnings.push({
      code: 'academic_judgement',
      message: `Part of the case disputes the mark or the assessors' judgement itself. Academic judgement cannot be challenged on its own${policy ? `; the policy says so${where(policy)}` : ''}. Build the appeal on what went wrong in the process, not on the mark deserved.`,
      policy,
    });
  }

  const lateRisk = assessLateRisk(narrative, deadlines, details.actionTaken);
  const saysLate = SAYS_LATE.test(narrative);
  if (lateRisk || saysLate) {
    const policy = first(passages, POLICY_LATE_SUBMISSIONS);
    const timing = lateRisk
      ? lateRisk.remainingWorkingDays < 0
        ? `The time limit to "${lateRisk.deadline.description}" appears to have passed (about ${plural(-lateRisk.remainingWorkingDays, 'working day')} ago).`
        : `The time limit to "${lateRisk.deadline.description}" ends in about ${plural(lateRisk.remainingWorkingDays, 'working day')}.`
      : 'The narrative says a deadline has been missed or is about to be.';
    warnings.push({
      code: 'late_submission_risk',
      message: `${timing} Act now${policy ? `; the policy's rule on late submissions${where(policy)} sets what must be shown for a late request` : ' and explain any delay with evidence'}.`,
      policy,
    });
  }

  const sanctionRule = first(
    passages,
    POLICY_SANCTION_INCREASE,
    /\b(?:outcome|penalty|sanction|finding)\b/i,
  );
  // Only relevant when the case is about a penalty the student is appealing.
  if (
    sanctionRule &&
    (MISCONDUCT_CONTEXT.test(narrative) || grounds.includes('disproportionate_sanction'))
  ) {
    warnings.push({
      code: 'sanction_may_increase',
      message: `The body hearing the appeal can impose a more severe outcome than the original one${where(sanctionRule)}. Weigh that risk before appealing the penalty.`,
      policy: sanctionRule,
    });
  }

  if (details.issueCategory === 'admissions') {
    const policy = first(passages, POLICY_ADMISSIONS_EXCLUDED);
    if (jurisdiction === 'england-wales' || policy) {
      warnings.push({
        code: 'ombudsman_cannot_review_admissions',
        message: `The ombudsman cannot take complaints from applicants about admissions${where(policy)}, so the institution's own review stages are the only route. Use them fully and on time.`,
        policy,
      });
    }
  }

  const wantsExternal =
    details.actionTaken === 'escalatedtoombudsman' ||
    (MENTIONS_EXTERNAL_BODY.test(narrative) && WANTS_EXTERNAL.test(narrative));
  const internalOpen =
    ['notyet', 'triedinformally', 'submittedcomplaint'].includes(details.actionTaken) ||
    INTERNAL_NOT_FINISHED.test(narrative);
  if (wantsExternal && internalOpen && !NO_PRIOR_ROUTE_NEEDED.test(policyText)) {
    const policy = first(
      passages,
      POLICY_COMPLETE_FIRST,
      /ombudsman|adjudicator|\bOIA\b|\bSPSO\b|external/i,
    );
    const body = escalation.body ? escalation.name : 'an external body';
    warnings.push({
      code: 'internal_process_not_complete',
      message: `${body} normally expects the institution's internal stages to be finished first${where(policy)}. Complete the next internal stage before going outside.`,
      policy,
    });
  }

  const singleAttempt = first(passages, POLICY_SINGLE_ATTEMPT);
  if (singleAttempt && PLANS_ANOTHER_ATTEMPT.test(narrative)) {
    warnings.push({
      code: 'single_appeal_only',
      message: `The policy allows only one appeal or treats the decision as final${where(singleAttempt)}. Check whether another route (for example a correction of a processing error or a complaint about how the case was handled) fits before asking again.`,
      policy: singleAttempt,
    });
  }

  const lacksEvidence = LACKS_EVIDENCE.test(narrative);
  const evidenceRule = first(
    passages,
    POLICY_EVIDENCE_REQUIRED,
    /\bmust\b[^.]*\bevidence\b|\bevidence\b[^.]*\b(?:must|required|will not)\b|accompanied by/i,
  );
  const needsIndependentEvidence =
    grounds.includes('extenuating_circumstances') &&
    evidenceRule !== undefined &&
    !HOLDS_EVIDENCE.test(narrative);
  if (lacksEvidence || needsIndependentEvidence) {
    warnings.push({
      code: 'evidence_needed',
      message: `The case depends on evidence the student does not have yet${evidenceRule ? `; the policy requires it${where(evidenceRule)}` : ''}. Ask for it now (for example a letter from a doctor, consultant or other professional) and say on the form that it will follow.`,
      policy: evidenceRule,
    });
  }
  return warnings;
}
