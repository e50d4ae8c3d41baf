import { type ExtractedDeadline, isInformalStep } from '../deadlines/extract-deadlines';
import { type Passage } from '../passages/split-passages';
import { type ActionTaken, type Ground, type IssueCategory } from '../report/report.schema';
import {
  answeredStage,
  circumstancesApplied,
  follows,
  namesOutcomeOf,
  sharedEvents,
  stepsTaken,
  takesStep,
} from '../timing/late-risk';
import { caseProcedureKinds, ofAssessmentOnly, partOf, procedureKindAt } from './procedure-facts';

const MUST_FIRST = /\b(?:must|shall|should)\s+first\b/i;

/** The stages the student's next step can be at, nearest first, for what they have done so far. */
function nextStages(actionTaken: ActionTaken): ExtractedDeadline['stage'][] {
  if (actionTaken === 'notyet' || actionTaken === 'triedinformally') return ['initial'];
  if (actionTaken === 'escalatedtoombudsman') return ['external', 'review', 'initial'];
  return ['review', 'initial'];
}

/**
 * The time limit for the student's next step: one choice, used by the advice, the contact it
 * names and the letter. Of the limits for the stages the next step can be at, the one of the
 * procedure the case belongs to (a misconduct appeal's, not the complaint form's a multi-part
 * policy states first), then the nearest stage, then the one that runs from an event the story
 * mentions (an outcome notice rather than an allegation notice).
 */
export function nextStepDeadline(
  input: DeadlineChoice & { actionTaken: ActionTaken },
): ExtractedDeadline | undefined {
  // A student who has tried to resolve it informally has taken the policy's informal step; the
  // formal one comes next, where the policy states one. Before anything, an informal step the
  // policy requires first ("must first attempt to resolve the matter with the instructor") is
  // the next one.
  if (input.actionTaken === 'notyet') {
    const own = caseProcedureKinds(input.category, input.misconduct)[0];
    const heard = hearsTheCase(input);
    const requiredFirst = input.deadlines.find(
      (d) =>
        d.stage === 'initial' &&
        isInformalStep(d) &&
        MUST_FIRST.test(d.sentence) &&
        heard(d) &&
        [undefined, own].includes(procedureKindAt(d.location ?? '', d.sentence)),
    );
    if (requiredFirst) return requiredFirst;
  }
  const formal = input.deadlines.filter((d) => !isInformalStep(d));
  const deadlines =
    input.actionTaken === 'triedinformally' && formal.some((d) => d.stage === 'initial')
      ? formal
      : input.deadlines;
  const choice = chooseDeadline({ ...input, deadlines, stages: nextStages(input.actionTaken) });
  if (choice === NO_FURTHER_STEP) return undefined;
  if (choice) return choice;
  const heard = hearsTheCase(input);
  const fits = procedureFit(input);
  // Never another procedure's step (as in `chooseDeadline`); nor, before any formal step, the
  // review of a formal step's outcome ("dissatisfied with the outcome of a formal complaint … may
  // request an internal review"): the formal complaint comes first. (The formal complaint "within
  // 60 days of the Stage 1 response" is next.)
  const beforeFormal = input.actionTaken === 'notyet' || input.actionTaken === 'triedinformally';
  return input.deadlines.find(
    (d) =>
      !(beforeFormal && d.stage === 'review' && OF_A_FORMAL_OUTCOME.test(d.sentence)) &&
      PROCEDURE_STEP.test(d.sentence) &&
      heard(d) &&
      fits(d) > 0,
  );
}

/**
 * The student has taken every step the policy offers for this case, and the one left does not
 * hear it (a reconsidered grade, under an appeal for progression and misconduct only): there is
 * no further internal step to name.
 */
const NO_FURTHER_STEP = 'none' as const;

// A decision made about the student: an offer withdrawn, an application refused.
const TELLS_OF_A_DECISION =
  /\b(?:withdr[ae]w\w*|reject\w*|refus\w*|declin\w*|cancel\w*|rescind\w*|revok\w*|turned (?:me )?down|excluded|expelled|suspended|decided|penali[sz]ed|found (?:me |us )?(?:guilty|responsible))\b/i;
// The student's step has no answer yet: "no reply yet", "still waiting", "nothing so far". (Not
// "requested a review 45 days ago and have had no response": long unanswered, the outside body
// may be the way on.)
const AWAITS_AN_ANSWER =
  /\b(?:no|not|never|still no|haven'?t|havent|have not|has not|hasn'?t)\s+(?:had\s+|got\s+|received\s+|any\s+|an?\s+)?(?:reply|replies|replied|response|responded|answer|answered|outcome|heard (?:back|anything)|word back)\b[^.!?]{0,12}\b(?:yet|so far)\b|\bstill (?:waiting|no (?:reply|response|answer|word|outcome))\b|\bwaiting (?:for|on) (?:a |an |the |their |its )?(?:reply|response|answer|decision|outcome)\b|\b(?:nothing|no word) (?:back )?(?:yet|so far)\b/i;
const OF_A_FORMAL_OUTCOME =
  /\b(?:outcome|result|decision|response)s?\s+of\s+(?:the|a|an|your|their)\s+(?:formal\s+)?(?:complaint|appeal|grievance|investigation)\b/i;
const CHALLENGES_A_DECISION = /\b(?:review|appeal|reconsider)\w*/i;
/**
 * Whether a limit's step fits the story: a recheck or viewing of the script is a step for a
 * mark, not for a withdrawal for attendance or a bereavement.
 */
export function fitsTheStory(narrative: string): (d: ExtractedDeadline) => boolean {
  const aboutAMark = OF_A_MARK.test(narrative);
  return (d) => aboutAMark || !RECHECK_STEP.test(stepNamed(d));
}

/** The step a limit's description names, before its time ("Appeal a decision … within 10 …"). */
const stepNamed = (d: ExtractedDeadline) => d.description.split(/\bwithin\b/)[0];
const RECHECK_STEP =
  /\b(?:re-?check|re-?count|re-?mark|re-?score|viewing of (?:the |their |your )?script)/i;
// The story is about a mark: a mark, grade, score, script or exam result.
const OF_A_MARK =
  /\b(?:marks?|marked|marking|marker|grades?|graded|scores?|scored|scripts?|exam papers?|(?:my|the|exam|module|final|test) results?|re-?mark\w*|re-?check\w*|re-?count\w*)\b/i;

// "An academic appeal lies to the Academic Appeals Committee only against decisions on
// progression, exclusion, aegrotat and special consideration, or penalties for academic
// misconduct, and only where…": the step hears those decisions and no others.
const HEARS_ONLY =
  /\bonly\s+(?:against|in\s+respect\s+of|for)\s+(?:decisions?|outcomes?|determinations?)\s+(?:on|about|of|concerning|relating\s+to|in\s+respect\s+of)\s+([^.;:]+)/i;
const END_OF_LIST = /,?\s*(?:(?:and|but) only\b|\bwhere\b|\bif\b|\bprovided\b)/i;
// Words of such a list that name no kind of decision.
const NOT_A_KIND =
  /^(?:decisions?|academic|student|students|matters?|relating|concerning|about|their|other|which|those)$/i;

/**
 * Whether the step of a limit hears the case: false for a part of the policy that hears only
 * decisions of kinds the story never mentions (a grade under an appeal for progression,
 * exclusion and misconduct only). The kinds are matched by the start of their words.
 */
function hearsTheCase(input: DeadlineChoice): (d: ExtractedDeadline) => boolean {
  const limits = new Map<string, RegExp[]>();
  for (const passage of input.passages ?? []) {
    const list = HEARS_ONLY.exec(passage.text)?.[1];
    if (!list) continue;
    const kinds = list
      .split(END_OF_LIST)[0]
      .split(/\s+/)
      .map((w) => w.replace(/[^a-z-]/gi, ''))
      .filter((w) => w.length >= 5 && !NOT_A_KIND.test(w))
      .map((w) => new RegExp(`\\b${w.slice(0, 6)}`, 'i'));
    if (kinds.length) limits.set(partOf(passage.location), kinds);
  }
  if (limits.size === 0) return () => true;
  return (d) => {
    const kinds = limits.get(partOf(d.location ?? ''));
    return !kinds || kinds.some((kind) => kind.test(input.narrative));
  };
}

const PROCEDURE_STEP =
  /\b(?:appeal|complain|complaint|review|grievance|reconsider|petition|challenge|objection|dispute|ombudsman|adjudicator|stage|request|apply|application|representations?|submi|lodg|fil(?:e|ing)\b)\w*/i;

interface DeadlineChoice {
  deadlines: ExtractedDeadline[];
  category: IssueCategory;
  misconduct: boolean;
  narrative: string;
  /** The grounds found, where known: a discrimination case goes to the policy's equality procedure. */
  grounds?: readonly Ground[];
  passages?: readonly Passage[];
}

// A part of the policy for discrimination and harassment ("Part 7. Discrimination and Harassment
// Complaints", "Equity and Title IX", "Dignity at Study").
const EQUALITY_PART =
  /\b(?:discriminat\w*|harass\w*|equity|equal(?:ity)? opportunit\w*|title ix|dignity|bullying)\b/i;
const DISABILITY = /\b(?:disabilit\w*|disabled|accommodations?|adjustments?)\b/i;

/**
 * The limits of the policy's equality procedure, where the case is one for it: discrimination,
 * or disability adjustments not made where that part covers disability ("prohibits
 * discrimination … on the basis of … disability").
 */
function equalityProcedure(input: DeadlineChoice): (d: ExtractedDeadline) => boolean {
  const grounds = input.grounds ?? [];
  const discrimination = grounds.includes('discrimination');
  const adjustments = grounds.includes('disability_adjustments');
  if (!discrimination && !adjustments) return () => false;
  // The parts of the policy that speak of disability, read once for every limit.
  const coversDisability = new Set(
    (input.passages ?? []).filter((p) => DISABILITY.test(p.text)).map((p) => partOf(p.location)),
  );
  return (d) => {
    const part = partOf(d.location ?? '');
    return EQUALITY_PART.test(part) && (discrimination || coversDisability.has(part));
  };
}

/** Of the limits at these stages (nearest first), the case's: by procedure, stage, then events. */
export function caseDeadline(
  input: DeadlineChoice & { stages: ExtractedDeadline['stage'][] },
): ExtractedDeadline | undefined {
  const choice = chooseDeadline(input);
  return choice === NO_FURTHER_STEP ? undefined : choice;
}

/**
 * How well a limit's procedure fits the case: the case's own first, one of no recognisable
 * procedure less, another procedure's (or the examiners', for a case no one assessed) not at all.
 */
function procedureFit(input: DeadlineChoice): (d: ExtractedDeadline) => number {
  const kinds = caseProcedureKinds(input.category, input.misconduct);
  return (d) => {
    if (ofAssessmentOnly(input.category, d.location ?? '')) return 0;
    const kind = procedureKindAt(d.location ?? '', d.sentence);
    const rank = kind ? kinds.indexOf(kind) : -1;
    return kind === undefined ? 0.5 : rank < 0 ? 0 : kinds.length - rank;
  };
}

function chooseDeadline(
  input: DeadlineChoice & { stages: ExtractedDeadline['stage'][] },
): ExtractedDeadline | typeof NO_FURTHER_STEP | undefined {
  const kinds = caseProcedureKinds(input.category, input.misconduct);
  const fit = procedureFit(input);
  // The case's own procedure first, then the nearest stage, then the events the story mentions.
  // An external body's limit is every procedure's.
  const { stages } = input;
  const top = kinds.length;
  const equality = equalityProcedure(input);
  // A formal step the student says they have taken ("I asked the registrar to reconsider") is
  // not their next one, where the policy has another. (Before any formal step, "I complained to
  // my tutor" was informal: the formal complaint is still to come.)
  const formalStepTaken = stages.some((stage) => stage !== 'initial');
  // An application for special consideration is formal whatever the form says was done.
  const taken = formalStepTaken
    ? stepsTaken(input.narrative)
    : circumstancesApplied(input.narrative);
  const heard = hearsTheCase(input);
  const atStages = input.deadlines.filter(
    (d) => stages.includes(d.stage) && PROCEDURE_STEP.test(d.sentence),
  );
  const forTheCase = fitsTheStory(input.narrative);
  // Never another procedure's step (the review of a final grade, for a PhD student left without
  // a supervisor): where the case's own step has no time limit, no limit is its next step.
  const steps = atStages.filter(
    (d) => heard(d) && forTheCase(d) && (d.stage === 'external' || equality(d) || fit(d) > 0),
  );
  const decided = TELLS_OF_A_DECISION.test(input.narrative);
  const tookIt = (d: ExtractedDeadline) =>
    taken.some((said) => takesStep(said, d.description, d.sentence)) ||
    (formalStepTaken && answeredStage(input.narrative, d.description));
  // A step stated before the one the student took, in the same part of the policy, is behind
  // them too: the complaint form, for a student who has asked for the review of its response.
  // Not one that names the outcome of the step taken ("appeal the Registrar's reconsideration
  // decision", stated before the reconsideration): that one comes after it.
  const behind = (d: ExtractedDeadline) =>
    steps.some(
      (t) =>
        t.offset > d.offset &&
        partOf(t.location ?? '') === partOf(d.location ?? '') &&
        tookIt(t) &&
        !namesOutcomeOf(d, t),
    );
  const untaken = steps.filter((d) => !tookIt(d) && !behind(d));
  // The internal procedure is behind the student: the outside body is next, unless the step
  // taken still awaits its answer ("asked admissions to reconsider on Nov 18, no reply yet").
  const internalDone = () =>
    AWAITS_AN_ANSWER.test(input.narrative)
      ? NO_FURTHER_STEP
      : (input.deadlines.find((d) => d.stage === 'external') ?? NO_FURTHER_STEP);
  if (taken.length > 0 && untaken.length === 0 && steps.length < atStages.length)
    return internalDone();
  // Of the others, a step that follows the one taken ("appeal the Registrar's reconsideration
  // decision" after asking the Registrar to reconsider) comes next.
  const following = untaken.filter((d) => taken.some((said) => follows(d.sentence, said)));
  // Every step of the case's own procedure is behind the student and none follows it (an appeal
  // decided under "only one appeal may be made against any decision"): another procedure's first
  // step is not the way on; the outside body is, or no step at all.
  // A step of no recognisable procedure ("ask us to investigate at Stage 2", under its own
  // heading) is the case's own where the policy's steps name no other procedure.
  const kindOf = (d: ExtractedDeadline) => procedureKindAt(d.location ?? '', d.sentence);
  const otherProcedure = steps.some(
    (d) => d.stage !== 'external' && kindOf(d) !== undefined && kindOf(d) !== kinds[0],
  );
  const own = steps.filter(
    (d) =>
      kindOf(d) === kinds[0] ||
      (!otherProcedure && d.stage !== 'external' && kindOf(d) === undefined),
  );
  if (
    taken.length > 0 &&
    following.length === 0 &&
    own.length > 0 &&
    own.every((d) => !untaken.includes(d))
  )
    return internalDone();
  const scored = (following.length > 0 ? following : untaken.length > 0 ? untaken : steps).map(
    (d) => ({
      d,
      // An external body's limit is every procedure's; the equality procedure is a discrimination
      // case's own, whatever its category.
      fit: d.stage === 'external' ? top + 1 : equality(d) ? top + 0.5 : fit(d),
      near: -stages.indexOf(d.stage),
      // The story names the step ("the university's own appeal"): an appeal, not the application
      // for special consideration stated before it in the same part.
      named: takesStep(input.narrative, d.description, d.sentence) ? 1 : 0,
      // A decision the story tells of (an offer withdrawn) is challenged by a review of it,
      // not by a complaint about the service.
      challenges: decided && CHALLENGES_A_DECISION.test(stepNamed(d)) ? 1 : 0,
      events: d.runsFrom ? sharedEvents(d.runsFrom, input.narrative) : 0,
    }),
  );
  type Scored = (typeof scored)[number];
  const compare = (x: Scored, y: Scored) =>
    x.fit - y.fit ||
    x.near - y.near ||
    x.named - y.named ||
    x.challenges - y.challenges ||
    x.events - y.events;
  let best: Scored | undefined;
  for (const candidate of scored) if (!best || compare(candidate, best) > 0) best = candidate;
  return best?.d;
}
