import { type ExtractedDeadline } from '../deadlines/extract-deadlines';
import { toSearchTerm } from '../retrieval/search-terms';
import { type ActionTaken, type DeadlineStage } from '../report/report.schema';
import { findElapsedMentions, limitInWorkingDays } from './elapsed-time';

export interface LateRisk {
  deadline: ExtractedDeadline;
  /** Approximate working days left; negative when the limit has passed. */
  remainingWorkingDays: number;
}

// Different words for the same triggering event, so "I got a rejection" meets "of the decision".
const EVENT_CONCEPTS: [RegExp, string][] = [
  [
    /^(?:decision|decid|reject|rejection|refus|refusal|denied|deni|denial|outcom|determination|reply|repli|respons|respond|answ)/,
    'decision',
  ],
  [/^(?:result|publish|publication|published)/, 'results'],
  [/^(?:recheck|re-check)/, 'recheck'],
  [/^(?:notic|notif|notification)/, 'notice'],
  [/^(?:incident|happen|occurr|event)/, 'incident'],
  [/^(?:suspen)/, 'suspension'],
  [/^(?:approv)/, 'approval'],
];

function concepts(text: string): Set<string> {
  const found = new Set<string>();
  for (const token of text.split(/[^A-Za-z-]+/)) {
    const term = toSearchTerm(token);
    if (!term) continue;
    const concept = EVENT_CONCEPTS.find(([pattern]) => pattern.test(term))?.[1];
    found.add(concept ?? term);
  }
  return found;
}

/** How many events and terms two texts share ("the outcome notice was sent" / "of the outcome notice"). */
export function sharedEvents(a: string, b: string): number {
  return overlap(concepts(a), concepts(b));
}

function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared;
}

// A date starts a clock only where the sentence says something came or was decided on it
// ("rejection on november 10", "letter dated 12 nov"), not "I started on 3 September".
const DATED_EVENT =
  /\b(?:decision|decided|reject\w*|refus\w*|denied|outcome|results?|letter|e-?mail\w*|told|notified|notice|received|got|get|gave|reply|replied|answer\w*|respon\w*|dated|sent|came|heard|hearing|meeting|panel|penalty|excluded|expelled|suspended|withdrawn|cancel+ed)\b/i;

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
): LateRisk | undefined {
  const mentions = findElapsedMentions(narrative, today).filter(
    (m) => !m.dated || DATED_EVENT.test(m.sentence),
  );
  if (mentions.length === 0) return undefined;
  const stages = stagesFor(actionTaken);
  const withTrigger = deadlines.filter((d) => d.runsFrom && d.stage !== 'external');
  const candidates = withTrigger.filter((d) => stages.includes(d.stage));
  if (candidates.length === 0) return undefined;
  const afterComplaint = stages.includes('review');

  // The limit a mention starts: the one whose trigger shares most with the mention's sentence.
  const bestFor = (mentionConcepts: Set<string>, among: ExtractedDeadline[]) => {
    let best: { deadline: ExtractedDeadline; score: number } | undefined;
    for (const deadline of among) {
      const score = overlap(mentionConcepts, concepts(deadline.runsFrom ?? ''));
      if (score > 0 && (!best || score > best.score)) best = { deadline, score };
    }
    return best;
  };
  const pairs: LateRisk[] = [];
  for (const mention of mentions) {
    const mentionConcepts = concepts(mention.sentence);
    const best = bestFor(mentionConcepts, candidates);
    // A student who has complained and now has the answer is on the clock of the next stage
    // ("faculty answer my complaint 18 november"), not of the complaint itself, unless another
    // limit names the event better ("the recheck outcome came out yesterday").
    const nextStage =
      afterComplaint && mentionConcepts.has('decision')
        ? bestFor(
            mentionConcepts,
            candidates.filter((d) => d.stage === 'review'),
          )
        : undefined;
    const deadline =
      (nextStage && best && nextStage.score >= best.score ? nextStage : best)?.deadline ??
      // Before any step, a decision's date may start a limit the policy files under review
      // ("reconsideration within 14 days of the decision date").
      (afterComplaint ? undefined : bestFor(mentionConcepts, withTrigger)?.deadline);
    if (deadline) {
      pairs.push({
        deadline,
        remainingWorkingDays:
          limitInWorkingDays(deadline.amount, deadline.unit) - mention.workingDays,
      });
    }
  }
  // Nothing names the event a limit runs from ("he refused again three weeks ago"): before any
  // formal step, the latest event starts the clock of the first formal time limit.
  if (pairs.length === 0 && stages.length === 1) {
    const latest = [...mentions].sort((a, b) => a.workingDays - b.workingDays)[0];
    const first = candidates[0];
    pairs.push({
      deadline: first,
      remainingWorkingDays: limitInWorkingDays(first.amount, first.unit) - latest.workingDays,
    });
  }
  return pairs.sort((a, b) => a.remainingWorkingDays - b.remainingWorkingDays)[0];
}

/** The most urgent limit that has passed or ends within about five working days. */
export function assessLateRisk(
  narrative: string,
  deadlines: ExtractedDeadline[],
  actionTaken: ActionTaken,
  today?: Date,
): LateRisk | undefined {
  const timing = assessTiming(narrative, deadlines, actionTaken, today);
  return timing && timing.remainingWorkingDays <= 5 ? timing : undefined;
}
