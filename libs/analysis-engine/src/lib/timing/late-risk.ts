import { dueDateOf, formatIsoDate } from '@redress/domain';
import { EXTERNAL_BODY, type ExtractedDeadline } from '../deadlines/extract-deadlines';
import { toSearchTerm } from '../retrieval/search-terms';
import { type ActionTaken, type DeadlineStage } from '../report/report.schema';
import { procedureKindAt } from '../policy/procedure-facts';
import { storySentences } from '../text/sentences';
import { findElapsedMentions, limitInWorkingDays, type ElapsedMention } from './elapsed-time';

export interface LateRisk {
  deadline: ExtractedDeadline;
  /** Approximate working days left; negative when the limit has passed. */
  remainingWorkingDays: number;
  /** The day the limit runs from, where the story dates the event that starts it. */
  from?: Date;
  /** Its last day (`YYYY-MM-DD`, by the product's one due-date rule), and whether it is past. */
  endsOn?: string;
  ended?: boolean;
  /**
   * Where this limit has passed, the next of the student's steps that runs from the same event
   * and is still open ("ask for a recheck within 5 working days of the results" passed, "appeal
   * within 15 working days of the results" open): the step the student can still take.
   */
  stillOpen?: OpenStep;
}

export interface OpenStep {
  deadline: ExtractedDeadline;
  remainingWorkingDays: number;
  endsOn?: string;
}

// Different words for the same triggering event, so "I got a rejection" meets "of the decision".
const EVENT_CONCEPTS: [RegExp, string][] = [
  [
    /^(?:decision|decid|reject|rejection|refus|refusal|denied|deni|denial|dismiss|exclu|outcom|determination|reply|repli|respons|respond|answ|offer)/,
    'decision',
  ],
  [/^(?:result|publish|publication|published)/, 'results'],
  [/^(?:recheck|re-check)/, 'recheck'],
  [/^(?:notic|notif|notification)/, 'notice'],
  [/^(?:incident|happen|occurr|event|matter)/, 'incident'],
  [/^(?:suspen)/, 'suspension'],
  [/^(?:approv)/, 'approval'],
  [/^(?:cancel)/, 'cancellation'],
];

// The latest of repeated events ("the last note was like 12 weeks ago", "the most recent comment"):
// the incident a limit "of the most recent incident" runs from. Not "last week", "last Monday".
const LAST_OCCURRENCE =
  /\b(?:last|latest|most recent)\s+(?!(?:week|wk|month|year|night|semester|term|trimester|fortnight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|few|couple|two|three|several)\b)[a-z]{3,}/i;

// An answer told in everyday words: "stage 1 said no action", "office said no", "mark stands".
const ANSWERED =
  /\b(?:said|says|saying|answered|replied|told (?:me|us))\s+no\b(?!\s+(?:rooms?|one|body|way|place|space|spaces|places|longer|more|need|problem|issue)\b)|\bno (?:further )?action\b|\b(?:mark|grade|decision|result|penalty)\s+stands\b|\bupheld\b|\bturned (?:me |it |us )?down\b/i;

// The institution's letter came: "The letter came 20 Nov and says I can appeal", "got their
// letter on the 3rd". Not a doctor's or a hospital's.
const LETTER_CAME =
  /\b(?:the|a|their|this|that|your|its)\s+(?:(?:decision|outcome|penalty|sanction|fine|appeal|rejection|offer|withdrawal|exclusion)\s+)?(?:letter|e-?mail)\s+(?:came|arrived|was sent|was dated|is dated|dated)\b|\b(?:got|received|get|receive)\s+(?:the|a|their|this|that|your|its)\s+letter\b/i;
const OF_HEALTH =
  /\b(?:doctor|gp|hospital|medical|consultant|clinic|counsell?or|therapist|nurse)\b/i;

// A letter that asks the student to show cause is the notice a show-cause limit runs from, not the
// decision on the exclusion it warns of ("got a letter on 20/11 saying i have to 'show cause' why i shouldnt be
// excluded").
const SHOW_CAUSE = /\bshow(?:ing)?[- ]cause\b/i;

function concepts(text: string): Set<string> {
  const found = new Set<string>();
  if (LAST_OCCURRENCE.test(text)) found.add('incident');
  const showCause = SHOW_CAUSE.test(text);
  if (ANSWERED.test(text) || (LETTER_CAME.test(text) && !OF_HEALTH.test(text)))
    found.add('decision');
  for (const token of text.split(/[^A-Za-z-]+/)) {
    const term = toSearchTerm(token);
    if (!term) continue;
    const concept = EVENT_CONCEPTS.find(([pattern]) => pattern.test(term))?.[1];
    found.add(concept ?? term);
  }
  if (showCause) {
    found.delete('decision');
    found.add('notice');
  }
  return found;
}

/** How many events and terms two texts share ("the outcome notice was sent" / "of the outcome notice"). */
export function sharedEvents(a: string, b: string): number {
  return overlap(concepts(a), concepts(b));
}

const EVENTS = new Set(EVENT_CONCEPTS.map(([, concept]) => concept));
function namesEvent(found: Set<string>): boolean {
  for (const item of found) if (EVENTS.has(item)) return true;
  return false;
}

function overlap(a: Set<string>, b: Set<string>, only?: Set<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item) && (!only || only.has(item))) shared++;
  return shared;
}

// A date starts a clock only where the sentence says something came or was decided on it
// ("rejection on november 10", "letter dated 12 nov"), not "I started on 3 September".
// Students writing in a second language often tell a past event in the present ("On 19 November
// I receive email that my offer is cancel"), so a verb's base form counts as its past.
const DATED_EVENT =
  /\b(?:decision|decide[sd]?|reject\w*|refus\w*|denied|deny|outcome|results?|letter|e-?mail\w*|told|notif(?:y|ied|ies)|notice|receive[sd]?|got|get|gave|give|reply|replied|answer\w*|respon\w*|dated|sent|came|arrived|heard|hearing|meeting|panel|penalty|exclude[sd]?|expel\w*|suspend(?:ed|s)?|withdrawn|fixed|happened|held|met|issued|posted|exams?|examinations?|tests?|charged?|offer|interview|incident|accident|release[sd]?|publish(?:ed|es)?|announce[sd]?|inform(?:ed|s)?|found|caught|fined|failed|marked|graded|ended|stopped|closed|terminated|evicted|declin\w*|fail(?:ed)?|faild|gone|lost|kicked|dismiss(?:ed|es)?|rescinded|revoked|withdr[ae]w\w*|cancel\w*)\b/i;

/** The sentence tells of something that came or was decided, or of an answer (`ANSWERED`). */
const startsClock = (text: string) => DATED_EVENT.test(text) || ANSWERED.test(text);

// What the student did themselves starts no clock of theirs: "I sent my appeal form last week",
// "i appealed 2 weeks ago, no answer", "Five weeks ago I went to the Accommodation Office",
// and without the "I" students often leave out: "sent a formal complaint on 20 oct".
const OWN_STEP =
  /\b(?:i|we|i've|ive|i have|i had)\s+(?:(?:also|just|already|finally|then|only|even|actually|literally|formally|officially|eventually|first)\s+)?(?:sent|send|submitted|submit|put in|lodged|lodge|filed|file|applied|apply|appealed|appeal|emailed|email|e-mailed|complained|complain|asked|ask|requested|request|did|made|spoke|speak|talked|went|rang|called|phoned|mentioned|raised|reported|wrote|contacted|visited|messaged|uploaded|upload|handed in|paid)\b|^\s*(?:(?:also|just|then|finally|already)\s+)?(?:sent|submitted|put in|lodged|filed|applied|appealed|emailed|e-mailed|complained|asked|requested|reported|wrote|contacted|rang|called|phoned|messaged|uploaded|handed in|paid)\b|^\s*already (?:did|done|had|used|went through)\b|\b(?:the student|the applicant|my (?:son|daughter|client|child))\s+(?:has\s+|have\s+|had\s+)?(?:already\s+)?(?:sent|submitted|lodged|filed|applied|appealed|complained|requested|asked)\b/i;

// The steps a student takes, by the word for each: "I asked the registrar to reconsider" takes
// the step "Ask the Registrar to reconsider a decision"; "i appealed" takes "Appeal the decision".
const STEP_WORDS: [RegExp, string][] = [
  [/\breconsider\w*/i, 'reconsider'],
  [/\b(?:re-?check|re-?count|re-?mark)\w*/i, 'recheck'],
  [/\bap+ea?l\w*/i, 'appeal'],
  [/\bcomplain\w*/i, 'complain'],
  [/\bgrievance\w*/i, 'grievance'],
  [/\breview\w*/i, 'review'],
  [/\bpetition\w*/i, 'petition'],
  [/\b(?:resched\w*|rebook\w*|re-?sit|defer\w*)/i, 'reschedule'],
  [/\b(?:extenuating|mitigating|special consideration)\b/i, 'circumstances'],
];
/** The step a limit is for, by the first step word of its description ("Appeal the Registrar's reconsideration decision" is an appeal). */
function stepOf(description: string): string | undefined {
  let first: { at: number; step: string } | undefined;
  for (const [pattern, step] of STEP_WORDS) {
    const at = pattern.exec(description)?.index;
    if (at !== undefined && (!first || at < first.at)) first = { at, step };
  }
  return first?.step;
}

/**
 * The student's words tell of taking the step a limit is for, named by its description or,
 * where that names no step ("Lodge the application within 5 working days"), by its clause
 * ("Applications for special consideration must be lodged…").
 */
export function takesStep(said: string, description: string, sentence?: string): boolean {
  const step = stepOf(description) ?? (sentence === undefined ? undefined : stepOf(sentence));
  // "Submit the Stage 2 Complaint Form": a later stage of a complaint is taken by words that
  // name it, not by "I complained to the residences office" (its first stage).
  if (LATER_STAGE.test(description) && !LATER_STAGE.test(said)) return false;
  // "Complain to the Scottish Public Services Ombudsman": the outside body's step is taken by
  // words that name an outside body ("ive emailed the ombudsman already"), whatever the verb,
  // and never by "stage 1 complaint i did on 21 nov".
  if (EXTERNAL_BODY.test(description)) return EXTERNAL_BODY.test(said);
  if (STEP_WORDS.some(([pattern, name]) => name === step && pattern.test(said))) return true;
  // Asking the office to reconsider is asking for its review, and the other way round ("I asked
  // admissions to reconsider" takes "Request an administrative review by the Associate
  // Registrar"), unless the step names the other as one of its own ("request a review of the
  // reconsideration decision" comes after the reconsideration).
  const other = step && ONE_STEP_TWO_NAMES[step];
  const named = `${description} ${sentence ?? ''}`;
  return other !== undefined && !stepPattern(other).test(named) && stepPattern(other).test(said);
}
const ONE_STEP_TWO_NAMES: Record<string, string> = { review: 'reconsider', reconsider: 'review' };
const stepPattern = (name: string) => STEP_WORDS.find(([, step]) => step === name)?.[0] ?? /(?!)/;
const LATER_STAGE = /\bstage\s*(?:2|3|two|three|ii)\b|\b(?:second|third|next|final) stage\b/i;

const ANSWER = '\\s+(?:response|outcome|decision|reply|answer|letter|finding)s?\\b';
// Each later stage: the words that name it in a limit, and its answer in the story.
const STAGE_ANSWERS: [RegExp, RegExp][] = ['(?:2|two|ii)', '(?:3|three|iii)'].map((stage) => [
  new RegExp(`\\bstage\\s*${stage}\\b`, 'i'),
  new RegExp(`\\bstage\\s*${stage}${ANSWER}`, 'i'),
]);
/**
 * The story tells of the answer of the later stage a limit is for ("got the Stage 2 response on
 * 20 November"): that stage is behind the student, though they never say they asked for it.
 */
export function answeredStage(narrative: string, description: string): boolean {
  const answered = STAGE_ANSWERS.find(([stage]) => stage.test(description))?.[1];
  return answered?.test(narrative) ?? false;
}

/** A step of the policy that comes after the one the student took: it names that step's outcome. */
export function follows(sentence: string, said: string): boolean {
  return STEP_WORDS.some(([pattern]) => pattern.test(said) && pattern.test(sentence));
}

/**
 * A limit's clause names the outcome of another step of the policy: "appeal the Registrar's
 * reconsideration decision" comes after the reconsideration, wherever the policy states it.
 */
export function namesOutcomeOf(
  limit: { description: string; sentence: string },
  other: { description: string; sentence: string },
): boolean {
  const stepOfLimit = (d: { description: string; sentence: string }) =>
    stepOf(d.description) ?? stepOf(d.sentence);
  const named = stepOfLimit(other);
  if (named === undefined || named === stepOfLimit(limit)) return false;
  return STEP_WORDS.some(([pattern, step]) => step === named && pattern.test(limit.sentence));
}

// A step the story says was decided is one the student took: "my special consideration
// application was declined", "the appeal got rejected".
const STEP_DECIDED =
  /\b(?:my|the|our|his|her|their)\s+(?:[\w-]+\s+){0,3}?(?:applications?|requests?|appeals?|complaints?|reviews?|claims?|forms?)\s+(?:was|were|got|has been|had been)\s+(?:declined|rejected|refused|turned down|dismissed|denied|not upheld)\b/i;

/** The clauses in which the student tells of a step they took ("I ask registrar to reconsider"). */
export function stepsTaken(narrative: string): string[] {
  return storySentences(narrative)
    .flatMap((sentence) => sentence.split(/[,;]|\b(?:but|and|so)\b/i))
    .filter((clause) => OWN_STEP.test(clause.trim()) || STEP_DECIDED.test(clause));
}

/**
 * An application for special consideration (or extenuating circumstances) the student says they
 * made: a formal step of its own, whatever the intake form says was done ("I apply special
 * consideration on 21 Oct with discharge paper but they reject because late").
 */
export function circumstancesApplied(narrative: string): string[] {
  return applications(stepsTaken(narrative));
}
const applications = (steps: string[]) =>
  steps.filter((clause) => stepPattern('circumstances').test(clause));

// A clause that says when something happened: "2 weeks ago", "last friday", "on 3 november".
const SAYS_WHEN =
  /\b(?:ago|yesterday|today|last|this (?:week|morning|month)|on (?:the )?\d|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\s+\d{1,2}\b|\d{1,2}[/.-]\d{1,2})/i;

// The words of a time itself: "that was like 9 working days ago" is as bare as "9 days ago".
const TIME_WORDS =
  /^(?:ago|back|days?|weeks?|wks?|months?|working|business|school|calendar|about|like|around|almost|nearly|over|just|only|a|an|few|couple|of|and|half)$/i;

/** "That was 16 days ago.", "Three weeks ago.": a time whose event the sentence before names. */
function isBareTime(clause: string): boolean {
  return clause.split(/\s+/).filter((w) => /[a-z]{2,}/i.test(w) && !TIME_WORDS.test(w)).length <= 3;
}

// A trigger that points back ("within 20 working days of receiving it") names the event earlier
// in its sentence ("If you are dissatisfied with the Stage 1 response, …").
const POINTS_BACK = /\b(?:it|this|that|them|which)\s*$/i;

function triggerOf(deadline: ExtractedDeadline): string {
  const runsFrom = deadline.runsFrom ?? '';
  if (!POINTS_BACK.test(runsFrom)) return runsFrom;
  const at = deadline.sentence.indexOf(deadline.quote);
  return `${runsFrom} ${at > 0 ? deadline.sentence.slice(0, at) : deadline.sentence}`;
}

function stagesFor(actionTaken: ActionTaken): DeadlineStage[] {
  return actionTaken === 'notyet' || actionTaken === 'triedinformally'
    ? ['initial']
    : ['initial', 'review'];
}

/**
 * Matches what the narrative says happened "N days ago" with the time limit that runs from that
 * event, and reports the most urgent of those limits, however far off.
 */
export function assessTiming(
  narrative: string,
  deadlines: ExtractedDeadline[],
  actionTaken: ActionTaken,
  today?: Date,
  /** The limit of the student's next step (`nextStepDeadline`), for an event the story leaves unnamed. */
  nextStep?: ExtractedDeadline,
  /** Read months named without a day as well (`findElapsedMentions`). */
  options: { months?: boolean } = {},
): LateRisk | undefined {
  const all = findElapsedMentions(narrative, today, options);
  const ownSteps = all.filter((m) => OWN_STEP.test(m.clause));
  const mentions = all.filter(
    (m) => (!m.dated || startsClock(m.sentence)) && !OWN_STEP.test(m.clause),
  );
  if (mentions.length === 0) return undefined;
  const stages = stagesFor(actionTaken);
  const afterComplaint = stages.includes('review');
  // "On 3 november I get email application is closed … I ask registrar to reconsider 2 week ago":
  // the student took the step this limit is for, after the event and within the limit, so it is
  // met; the event starts no other clock of theirs either.
  const metBy = (mention: ElapsedMention, deadline: ExtractedDeadline) =>
    afterComplaint &&
    ownSteps.some(
      (own) =>
        own.workingDays <= mention.workingDays &&
        mention.workingDays - own.workingDays <=
          limitInWorkingDays(deadline.amount, deadline.unit) &&
        takesStep(own.clause, deadline.description),
    );
  const met = new Set<ElapsedMention>();
  // An event before a step the student took starts no clock of a step that follows it ("appeal
  // the reconsideration decision" runs from that decision, not from the closure notice the
  // student asked to be reconsidered).
  const startsNoFollowingStep = (mention: ElapsedMention, deadline: ExtractedDeadline) =>
    afterComplaint &&
    ownSteps.some(
      (own) =>
        own.workingDays < mention.workingDays &&
        follows(deadline.sentence, own.clause) &&
        !takesStep(own.clause, deadline.description),
    );

  const withTrigger = deadlines.filter((d) => d.runsFrom && d.stage !== 'external');
  if (withTrigger.length === 0) return undefined;
  // A step the story says was taken, without saying when ("I failed three and appealed with the
  // hospital letter"), is done: its limit is no warning, whatever the story dates later (the
  // appeal "turned down last week" is that step's outcome, not the decision it appealed).
  const said = stepsTaken(narrative);
  const takenUndated = afterComplaint ? said.filter((clause) => !SAYS_WHEN.test(clause)) : [];
  // An application for special consideration the student made is behind them, in time or not:
  // its limit is no warning; the appeal of its decision is what comes.
  const applied = applications(said);
  const candidates = withTrigger.filter(
    (d) =>
      stages.includes(d.stage) &&
      ![...takenUndated, ...applied].some((clause) => takesStep(clause, d.description, d.sentence)),
  );

  // The limit a mention starts: the one whose trigger names the same event (an outcome, results, a
  // notice), then shares most other words with the mention's sentence; the next step's limit
  // wins a tie.
  const bestFor = (mentionConcepts: Set<string>, among: ExtractedDeadline[], dated = false) => {
    let best: { deadline: ExtractedDeadline; events: number; score: number } | undefined;
    for (const deadline of among) {
      const trigger = concepts(triggerOf(deadline));
      // "within 20 working days of the incident complained of": the dated thing the student
      // complains of is that incident, whatever the story calls it (an exam, an interview),
      // unless what the date names is an answer or a decision.
      const ofTheIncident =
        trigger.has('incident') && dated && !namesEvent(mentionConcepts) ? 1 : 0;
      const events = overlap(mentionConcepts, trigger, EVENTS) + ofTheIncident;
      const score =
        overlap(mentionConcepts, trigger) + ofTheIncident + (deadline === nextStep ? 0.5 : 0);
      if (
        score >= 1 &&
        (!best || events > best.events || (events === best.events && score > best.score))
      )
        best = { deadline, events, score };
    }
    return best;
  };
  const nextStepEventTold =
    nextStep !== undefined &&
    mentions.some((m) => overlap(concepts(m.sentence), concepts(triggerOf(nextStep)), EVENTS) > 0);
  let pairs: LateRisk[] = [];
  // Pairs whose date's own clause names the event their limit runs from ("On 9 November I got
  // the decision"), not only another clause of its sentence ("In the meeting on 3 November …,
  // and at the end they decided together").
  const namedInClause = new Set<LateRisk>();
  for (const mention of mentions) {
    // "That was 16 days ago": the event is in the sentence before.
    let mentionConcepts = concepts(mention.sentence);
    if (mention.before && !namesEvent(mentionConcepts) && isBareTime(mention.clause))
      mentionConcepts = concepts(`${mention.before} ${mention.sentence}`);
    // The limit this event starts; a limit the student says they met is set aside for the next.
    const limitStartedBy = (among: ExtractedDeadline[]) => {
      let best = bestFor(mentionConcepts, among, mention.dated);
      // Something that came to the student, of an event no limit names ("the result came out 11
      // days ago"), starts the next step's clock rather than a limit sharing only other words.
      // Not where another of the story's events is the one the next step's limit names ("the
      // school sent a corrected transcript on Nov 10 … Caradoc withdrew my offer on Nov 16"):
      // the decision is dated, and the school's letter was not it.
      if (
        best?.events === 0 &&
        nextStep &&
        among.includes(nextStep) &&
        !nextStepEventTold &&
        startsClock(mention.clause)
      )
        best = { deadline: nextStep, events: 0, score: 0 };
      // A student who has complained and now has the answer is on the clock of the next stage
      // ("faculty answer my complaint 18 november"), not of the complaint itself, unless another
      // limit names the event better ("the recheck outcome came out yesterday").
      const nextStage =
        afterComplaint && mentionConcepts.has('decision')
          ? bestFor(
              mentionConcepts,
              among.filter((d) => d.stage === 'review'),
            )
          : undefined;
      return (
        (nextStage && best && nextStage.events >= best.events && nextStage.score >= best.score
          ? nextStage
          : best
        )?.deadline ??
        // Before any step, a decision's date may start a limit the policy files under review
        // ("reconsideration within 14 days of the decision date").
        (afterComplaint ? undefined : bestFor(mentionConcepts, withTrigger)?.deadline)
      );
    };
    let among = candidates.filter((d) => !startsNoFollowingStep(mention, d));
    let deadline = limitStartedBy(among);
    let metOne = false;
    while (deadline && metBy(mention, deadline)) {
      metOne = true;
      const meets = deadline;
      among = among.filter((d) => d !== meets);
      deadline = limitStartedBy(among);
    }
    if (!deadline && metOne) met.add(mention);
    if (deadline) {
      const pair: LateRisk = {
        deadline,
        remainingWorkingDays:
          limitInWorkingDays(deadline.amount, deadline.unit) - mention.workingDays,
        ...(mention.on && { from: mention.on }),
      };
      pairs.push(pair);
      if (overlap(concepts(mention.clause), concepts(triggerOf(deadline)), EVENTS) > 0)
        namedInClause.add(pair);
    }
  }
  // Where one date is told as the event itself, a date the event is only near in its sentence
  // starts no clock of the same limit.
  pairs = pairs.filter(
    (pair) =>
      namedInClause.has(pair) ||
      !pairs.some((other) => other.deadline === pair.deadline && namedInClause.has(other)),
  );
  // Nothing names the event a limit runs from ("he refused again three weeks ago"): the latest
  // event starts the clock of the student's next step or, before any formal step, of the first
  // formal time limit.
  const fallback =
    nextStep && nextStep.stage !== 'external'
      ? nextStep
      : stages.length === 1
        ? candidates[0]
        : undefined;
  // Only something that came to the student starts it ("he refused again", "got the email"). A
  // bare time ends the telling of what came: "…withdrew it on results day. My certificate says A.
  // They must have typed it wrong. That was 12 days ago." (not after "I emailed them.").
  const received = mentions.filter(
    (m) =>
      !met.has(m) &&
      (startsClock(m.clause) ||
        (isBareTime(m.clause) &&
          !OWN_STEP.test(m.before ?? '') &&
          startsClock(`${narrative.slice(0, narrative.indexOf(m.sentence))} ${m.sentence}`))),
  );
  // An event before a step the student took starts that step's clock, not the next one's: the
  // step is met if taken within its limit, late otherwise.
  const clockOf = (mention: ElapsedMention): ExtractedDeadline | undefined =>
    fallback && startsNoFollowingStep(mention, fallback)
      ? candidates.find((d) =>
          ownSteps.some(
            (own) => own.workingDays < mention.workingDays && takesStep(own.clause, d.description),
          ),
        )
      : fallback;
  const started = received
    .map((mention) => ({ mention, deadline: clockOf(mention) }))
    .filter(
      (s): s is { mention: ElapsedMention; deadline: ExtractedDeadline } =>
        s.deadline !== undefined && !metBy(s.mention, s.deadline),
    );
  if (pairs.length === 0 && started.length > 0) {
    const { mention: latest, deadline } = [...started].sort(
      (a, b) => a.mention.workingDays - b.mention.workingDays,
    )[0];
    pairs.push({
      deadline,
      remainingWorkingDays: limitInWorkingDays(deadline.amount, deadline.unit) - latest.workingDays,
      ...(latest.on && { from: latest.on }),
    });
  }
  const urgent = pairs.sort((a, b) => a.remainingWorkingDays - b.remainingWorkingDays)[0];
  if (!urgent) return undefined;
  // The day a limit ends, by the product's one due-date rule (the case file's).
  const endOf = (deadline: ExtractedDeadline) =>
    urgent.from && today
      ? dueDateOf(formatIsoDate(urgent.from), deadline.amount, deadline.unit)
      : undefined;
  const endsOn = endOf(urgent.deadline);
  const open = urgent.remainingWorkingDays < 0 ? openLaterStep(urgent, candidates) : undefined;
  const openEndsOn = open && endOf(open.deadline);
  return {
    ...urgent,
    ...(endsOn && today && { endsOn, ended: endsOn < formatIsoDate(today) }),
    ...(open && { stillOpen: { ...open, ...(openEndsOn && { endsOn: openEndsOn }) } }),
  };
}

/**
 * Of the student's other steps that run from the event a passed limit runs from, the one still
 * open that ends first.
 */
function openLaterStep(passed: LateRisk, among: ExtractedDeadline[]): OpenStep | undefined {
  const elapsed =
    limitInWorkingDays(passed.deadline.amount, passed.deadline.unit) - passed.remainingWorkingDays;
  const event = concepts(triggerOf(passed.deadline));
  // A step of another procedure is not open to the student: an academic appeal does not hear an
  // admissions decision whose review is out of time.
  const kind = (d: ExtractedDeadline) => procedureKindAt(d.location ?? '', d.sentence);
  const passedKind = kind(passed.deadline);
  let best: OpenStep | undefined;
  for (const deadline of among) {
    if (deadline === passed.deadline) continue;
    const openKind = kind(deadline);
    if (passedKind && openKind && openKind !== passedKind) continue;
    if (overlap(concepts(triggerOf(deadline)), event, EVENTS) === 0) continue;
    const left = limitInWorkingDays(deadline.amount, deadline.unit) - elapsed;
    if (left >= 0 && (!best || left < best.remainingWorkingDays))
      best = { deadline, remainingWorkingDays: left };
  }
  return best;
}

/** "About five working days": a limit that ends within this many is close enough to warn of. */
export const LATE_WITHIN_WORKING_DAYS = 5;

/** The most urgent limit that has passed or ends within about five working days. */
export function assessLateRisk(
  narrative: string,
  deadlines: ExtractedDeadline[],
  actionTaken: ActionTaken,
  today?: Date,
): LateRisk | undefined {
  const timing = assessTiming(narrative, deadlines, actionTaken, today);
  return timing && timing.remainingWorkingDays <= LATE_WITHIN_WORKING_DAYS ? timing : undefined;
}
