import { writeAdvice } from './advice/write-advice';
import { findPolicySentences, type PolicySentence } from './citations/policy-sentences';
import { selectCitations, type CitationRequest } from './citations/select-citations';
import { extractDeadlines, type ExtractedDeadline } from './deadlines/extract-deadlines';
import {
  chooseEscalation,
  inferJurisdiction,
  type Jurisdiction,
} from './escalation/escalation-route';
import { closedGroundsList, detectGrounds } from './grounds/detect-grounds';
import { splitPassages, type Passage, type PolicyDocument } from './passages/split-passages';
import {
  analysisReportSchema,
  caseDetailsSchema,
  type AnalysisReport,
  type CaseDetails,
  type Escalation,
  type Ground,
} from './report/report.schema';
import { createPassageIndex, type PassageHit } from './retrieval/passage-index';
import { createQuoteVerifier } from './text/quote-integrity';
import { detectWarnings, type DetectedWarning } from './warnings/detect-warnings';

export interface AnalyseCaseInput {
  /** The case as submitted (the `/input` fields); validated here. */
  details: CaseDetails | Record<string, unknown>;
  /** The policy text with page locations, or null when no policy was provided. */
  policy?: PolicyDocument | null;
}

/** Everything the analysis found, before it is written up: shared with the LLM mode. */
export interface CaseEvidence {
  details: CaseDetails;
  narrative: string;
  policyText: string;
  passages: Passage[];
  retrieved: PassageHit[];
  deadlines: ExtractedDeadline[];
  grounds: Ground[];
  notAllowedGrounds: Ground[];
  groundSupport: Partial<Record<Ground, string>>;
  groundRules: Partial<Record<Ground, PolicySentence>>;
  jurisdiction: Jurisdiction;
  escalation: Escalation;
  warnings: DetectedWarning[];
  outcomesRule?: PolicySentence;
  /** Where the policy names the external body the student can go to. */
  escalationRule?: PolicySentence;
}

// How each ground is worded where a policy states it as a rule or a ground of appeal.
const GROUND_RULE_LANGUAGE: Record<Ground, RegExp> = {
  procedural_irregularity: /procedur\w*|irregularit\w*|not (?:been )?followed|procedural fairness/i,
  bias: /\bbias\b|prejudice|conflict of interest/i,
  extenuating_circumstances: /circumstances|illness|extenuating|mitigat\w*/i,
  new_evidence:
    /new evidence|not (?:reasonably )?available|could not reasonably have been provided|new (?:information|material)/i,
  disproportionate_sanction:
    /disproportionate|schedule of outcomes|tariff|proportionate|level of the breach|higher level/i,
  administrative_error:
    /\berror\b|mistake|administrative|processing errors?|recording|computed incorrectly|calculated incorrectly|miscalculat\w*/i,
  discrimination: /discriminat\w*|harass\w*|protected characteristic|civil rights/i,
  disability_adjustments: /accommodations?|adjustments?|disabilit\w*/i,
  service_failure:
    /standard of service|reasonable standard|failure to provide|delay|repairs?|remed(?:y|ies)/i,
  misrepresentation:
    /inaccurate|misleading|information (?:published|provided)|(?:accurate|incorrect|wrong|correct)(?:,\s*\w+)? (?:information|advice)/i,
};
// How the policy names each external body.
const EXTERNAL_BODY_NAMES: Record<NonNullable<Escalation['body']>, RegExp> = {
  OIA: /Independent Adjudicator|\bOIA\b/,
  SPSO: /Scottish Public Services Ombudsman|\bSPSO\b/,
  NSO: /National Student Ombudsman|\bNSO\b/,
  OCR: /Office for Civil Rights|\bOCR\b/,
  PSOW: /Public Services Ombudsman for Wales|\bPSOW\b/,
  OTHER:
    /Ombudsman|Commissioner|Adjudicator|(?:Department|Board|Commission|Council) of (?:Higher |Postsecondary )?Education|Higher Education (?:Department|Commission|Coordinating Board|Board|Authority|Council)|Board of Regents|state agency/i,
};
const CAN_GO_THERE = /\b(?:may|can|contact|complain|refer|ask|file|bring|apply)\b/i;

function escalationRuleFor(
  escalation: Escalation,
  passages: Passage[],
): PolicySentence | undefined {
  if (!escalation.body) return undefined;
  const matches = findPolicySentences(passages, EXTERNAL_BODY_NAMES[escalation.body]);
  return matches.find((m) => CAN_GO_THERE.test(m.sentence)) ?? matches[0];
}

const APPEAL_CONTEXT = /\bground|\bappeal|\breview|\bcomplain|\bmay\b|\bmust\b/i;
const OUTCOMES_RULE =
  /\b(?:remed(?:y|ies)|outcomes? (?:available|may include|include)|if an? (?:appeal|complaint|grievance) is upheld|may (?:include|refer|direct|offer))\b/i;
const NO_POLICY_NOTE =
  'No policy document was provided: the report is based on the narrative alone, with no policy citations or time limits. Add the institution’s procedure for a full analysis.';

function groundRules(
  grounds: Ground[],
  passages: Passage[],
): Partial<Record<Ground, PolicySentence>> {
  const closedList = closedGroundsList(passages);
  const rules: Partial<Record<Ground, PolicySentence>> = {};
  for (const ground of grounds) {
    const matches = findPolicySentences(passages, GROUND_RULE_LANGUAGE[ground]);
    rules[ground] =
      matches.find((m) => closedList?.includes(m.passage.text)) ??
      matches.find((m) => APPEAL_CONTEXT.test(m.sentence)) ??
      matches[0];
  }
  return rules;
}

function narrativeOf(details: CaseDetails): string {
  return [details.title, details.issueDescription, details.desiredResolution]
    .filter((s) => s.trim())
    .join('\n');
}

/** Reads the case and the policy and finds deadlines, grounds, warnings and the escalation route. */
export function gatherCaseEvidence(input: AnalyseCaseInput): CaseEvidence {
  const details = caseDetailsSchema.parse(input.details);
  const narrative = narrativeOf(details);
  const policyText = input.policy?.text ?? '';
  const passages = policyText.trim()
    ? splitPassages({ text: policyText, pages: input.policy?.pages })
    : [];
  const index = createPassageIndex(passages);
  const retrieved = index.search(narrative, 8);
  const deadlines = extractDeadlines(passages, policyText);
  const found = detectGrounds(narrative, passages);
  const jurisdiction = inferJurisdiction(policyText, narrative, details.universityName);
  const escalation = chooseEscalation({
    jurisdiction,
    category: details.issueCategory,
    grounds: found.grounds,
    policyText,
    narrative,
    deadlines,
  });
  const warnings = detectWarnings({
    details,
    narrative,
    passages,
    policyText,
    grounds: found.grounds,
    deadlines,
    jurisdiction,
    escalation,
  });
  return {
    details,
    narrative,
    policyText,
    passages,
    retrieved,
    deadlines,
    grounds: found.grounds,
    notAllowedGrounds: found.notAllowed,
    groundSupport: found.support,
    groundRules: groundRules(found.grounds, passages),
    jurisdiction,
    escalation,
    warnings,
    outcomesRule: findPolicySentences(passages, OUTCOMES_RULE)[0],
    escalationRule: escalationRuleFor(escalation, passages),
  };
}

function citationRequests(evidence: CaseEvidence): CitationRequest[] {
  const requests: CitationRequest[] = [];
  const passageById = new Map(evidence.passages.map((p) => [p.id, p]));
  for (const ground of evidence.grounds) {
    const rule = evidence.groundRules[ground];
    if (rule)
      requests.push({
        passage: rule.passage,
        sentence: rule.sentence,
        reason: `ground: ${ground}`,
      });
  }
  if (evidence.escalationRule)
    requests.push({
      passage: evidence.escalationRule.passage,
      sentence: evidence.escalationRule.sentence,
      reason: `external route: ${evidence.escalation.name}`,
    });
  const top = evidence.retrieved[0]?.score ?? 0;
  for (const hit of evidence.retrieved.slice(0, 4)) {
    if (hit.score >= top * 0.45)
      requests.push({ passage: hit.passage, reason: 'relevant to the facts described' });
  }
  for (const warning of evidence.warnings) {
    if (warning.policy)
      requests.push({
        passage: warning.policy.passage,
        sentence: warning.policy.sentence,
        reason: `warning: ${warning.code}`,
      });
  }
  for (const deadline of evidence.deadlines) {
    const passage = passageById.get(deadline.passageId);
    if (passage)
      requests.push({
        passage,
        sentence: deadline.sentence,
        reason: `time limit: ${deadline.description}`,
      });
  }
  return requests;
}

/** Writes the report from gathered evidence; every quote is checked against the policy text. */
export function writeReport(evidence: CaseEvidence): AnalysisReport {
  const isVerbatim = createQuoteVerifier(evidence.policyText);
  const hasPolicy = evidence.passages.length > 0;
  const relevantPolicies = hasPolicy ? selectCitations(citationRequests(evidence), isVerbatim) : [];
  const deadlines = evidence.deadlines
    .filter((d) => isVerbatim(d.quote))
    .map(({ description, amount, unit, quote, runsFrom, location, stage }) => ({
      description,
      amount,
      unit,
      quote,
      runsFrom,
      location,
      stage,
    }));
  const advice = writeAdvice({
    details: evidence.details,
    grounds: evidence.grounds,
    notAllowed: evidence.notAllowedGrounds,
    groundSupport: evidence.groundSupport,
    groundRules: evidence.groundRules,
    warnings: evidence.warnings,
    deadlines: evidence.deadlines,
    escalation: evidence.escalation,
    jurisdiction: evidence.jurisdiction,
    outcomesRule: evidence.outcomesRule,
    hasPolicy,
  });
  return analysisReportSchema.parse({
    ...advice,
    relevantPolicies,
    deadlines,
    grounds: evidence.grounds,
    warnings: evidence.warnings.map(({ code, message }) => ({ code, message })),
    escalation: evidence.escalation,
    producedBy: 'engine',
    notes: hasPolicy ? [] : [NO_POLICY_NOTE],
  });
}

/**
 * The embedded analysis: deterministic, no I/O. Splits the policy into located passages,
 * retrieves those relevant to the case, extracts the student's time limits, the grounds, the
 * warnings and the escalation route, and writes the report.
 */
export function analyseCase(input: AnalyseCaseInput): AnalysisReport {
  return writeReport(gatherCaseEvidence(input));
}
