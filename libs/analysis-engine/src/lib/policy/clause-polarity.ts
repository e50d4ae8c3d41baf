import { negatedSpans } from '../reading/read-story';

/**
 * Whether a policy clause says a thing, says it may not happen, or says it only under a
 * condition. Advice that rests on a clause must agree with it: "An appeal cannot result in a
 * more severe penalty" protects the student and must never become a warning that the penalty
 * may go up.
 *
 * The trigger names the proposition ("more severe", "increase"); negation is read in the part
 * of the clause before the trigger and from the language model's negation scope, so "shall not
 * increase", "may confirm or reduce but not increase", "no power to increase", "neither the
 * finding nor the penalty may be made more severe" and "no student will be worse off" all read
 * as negated. A trigger that itself contains its negation ("no further appeal") is not flipped
 * by it.
 */
export type Polarity = 'affirmed' | 'negated' | 'conditional' | 'absent';

// Words that deny what follows them within the same clause.
const NEGATOR =
  /\b(?:not|never|no|cannot|neither|nor|without|none|nothing|nobody|no-one)\b|n['’]t\b/i;
// Where a clause ends: what is denied before one of these is not denied after it.
const CLAUSE_BOUNDARY =
  /;|:|\.\s|,\s*(?:but|and|or|except|unless|save)\b|\bbut\b|\bhowever\b|\bwhereas\b/gi;
// Conditions and exceptions that make a rule apply only sometimes.
const CONDITION =
  /\bonly\b[^,;.]{0,30}?\b(?:if|where|when)\b|\bexcept\s+(?:where|if|when|in)\b|\bunless\b|\bsave\s+(?:where|in)\b|\bin exceptional (?:circumstances|cases)\b|\bprovided that\b/i;
// Exceptions to a denial: "shall not increase the penalty unless…", "will not normally…". A
// condition that introduces the denial ("provided that it shall not increase the penalty") is
// the protection itself, not an exception to it.
const EXCEPTION =
  /\bexcept\b|\bunless\b|\bsave\s+(?:where|in|for|that|when|if)\b|\bin exceptional (?:circumstances|cases)\b|\bnormally\b|\bordinarily\b|\bgenerally\b/i;
// How far back a negator still governs the trigger ("shall not normally be increased").
const NEGATOR_WINDOW_WORDS = 6;

function clauseAround(sentence: string, start: number, end: number): { from: number; to: number } {
  let from = 0;
  let to = sentence.length;
  for (const m of sentence.matchAll(CLAUSE_BOUNDARY)) {
    const at = m.index ?? 0;
    if (at + m[0].length <= start) from = at + m[0].length;
    else if (at >= end) {
      to = at;
      break;
    }
  }
  return { from, to };
}

function negatedBefore(prefix: string): boolean {
  const words = prefix.trim().split(/\s+/).filter(Boolean);
  const window = words.slice(-NEGATOR_WINDOW_WORDS).join(' ');
  return NEGATOR.test(window);
}

/** How one occurrence of the trigger reads: denied or not, and whether a condition qualifies it. */
interface Occurrence {
  negated: boolean;
  conditional: boolean;
}

function readOccurrence(
  sentence: string,
  match: RegExpExecArray,
  spans: () => { start: number; end: number }[],
): Occurrence {
  const start = match.index;
  const end = start + match[0].length;
  const clause = clauseAround(sentence, start, end);
  const prefix = sentence.slice(clause.from, start);
  const clauseText = sentence.slice(clause.from, clause.to);
  // A trigger that carries its own negator ("no further appeal") is read from its prefix alone.
  const triggerNegates = NEGATOR.test(match[0]);
  const negated =
    negatedBefore(prefix) ||
    // "No student will be worse off": a sentence that opens by denying its subject.
    /^\s*(?:no|neither|nor|nothing|none)\b/i.test(prefix) ||
    (!triggerNegates && spans().some((span) => span.start < end && span.end > start));
  const qualifier = negated ? EXCEPTION : CONDITION;
  const conditional = qualifier.test(clauseText) || qualifier.test(sentence.slice(clause.to));
  return { negated, conditional };
}

/** How a sentence reads on the trigger: its polarity, and whether any occurrence is denied. */
export interface ClauseReading {
  polarity: Polarity;
  /**
   * The sentence denies the trigger somewhere, with or without an exception: "shall not
   * increase the penalty unless further misconduct is found" is a protection with an
   * exception, not a permission with a condition ("may only be increased if…").
   */
  denied: boolean;
}

/**
 * Reads the trigger in the sentence. Where it occurs more than once, a denial wins: "may
 * confirm, reduce or substitute another penalty, but shall not increase it" protects the
 * student, whatever else the sentence allows. The sentence is parsed for negation scope at
 * most once, and only when a trigger needs it.
 */
export function readClause(sentence: string, trigger: RegExp): ClauseReading {
  const flags = trigger.flags.includes('g') ? trigger.flags : `${trigger.flags}g`;
  let spans: { start: number; end: number }[] | undefined;
  const lazySpans = () => (spans ??= negatedSpans(sentence));
  const read = [...sentence.matchAll(new RegExp(trigger.source, flags))].map((m) =>
    readOccurrence(sentence, m, lazySpans),
  );
  const denial = read.find((o) => o.negated);
  const polarity: Polarity =
    read.length === 0
      ? 'absent'
      : denial
        ? denial.conditional
          ? 'conditional'
          : 'negated'
        : read.some((o) => o.conditional)
          ? 'conditional'
          : 'affirmed';
  return { polarity, denied: denial !== undefined };
}

export function clausePolarity(sentence: string, trigger: RegExp): Polarity {
  return readClause(sentence, trigger).polarity;
}
