import { parseNumber, NUMBER_WORDS_PATTERN } from '../deadlines/number-words';
import { type DeadlineUnit } from '../report/report.schema';

/** Something the narrative says happened a while ago ("three working days ago", "yesterday"). */
export interface ElapsedMention {
  /** Working days since the event, approximately. */
  workingDays: number;
  sentence: string;
}

const AGO = new RegExp(
  `\\b(${NUMBER_WORDS_PATTERN}|\\d{1,3}|an?|a few|a couple of|several)(\\s+and\\s+a\\s+half)?\\s+((?:working|business|school|calendar)\\s+)?(days?|weeks?|months?)\\s+ago\\b`,
  'gi',
);
const RELATIVE_DAYS: [RegExp, number][] = [
  [/\bthe day before yesterday\b/i, 2],
  [/\byesterday\b/i, 1],
  [/\b(?:today|this morning|this afternoon|earlier today)\b/i, 0],
  [/\blast week\b/i, 7],
  [/\blast month\b/i, 30],
];

const CALENDAR_TO_WORKING = 5 / 7;

function amountOf(text: string): number {
  const lower = text.toLowerCase();
  if (lower === 'a few' || lower === 'several') return 3;
  if (lower === 'a couple of') return 2;
  return parseNumber(lower) ?? 0;
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Every "N days/weeks ago" in the narrative, converted to approximate working days. */
export function findElapsedMentions(narrative: string): ElapsedMention[] {
  const mentions: ElapsedMention[] = [];
  for (const sentence of sentencesOf(narrative)) {
    for (const match of sentence.matchAll(AGO)) {
      const amount = amountOf(match[1]) + (match[2] ? 0.5 : 0);
      const unit = match[4].toLowerCase();
      const working = /working|business|school/i.test(match[3] ?? '');
      const days = unit.startsWith('day')
        ? amount
        : unit.startsWith('week')
          ? amount * 7
          : amount * 30.4;
      mentions.push({ workingDays: working ? amount : days * CALENDAR_TO_WORKING, sentence });
    }
    for (const [pattern, days] of RELATIVE_DAYS) {
      if (pattern.test(sentence)) {
        mentions.push({ workingDays: days * CALENDAR_TO_WORKING, sentence });
        break;
      }
    }
  }
  return mentions;
}

/** A time limit expressed in approximate working days, to compare with elapsed time. */
export function limitInWorkingDays(amount: number, unit: DeadlineUnit): number {
  switch (unit) {
    case 'working_days':
      return amount;
    case 'calendar_days':
      return amount * CALENDAR_TO_WORKING;
    case 'hours':
      return (amount / 24) * CALENDAR_TO_WORKING;
    case 'weeks':
      return amount * 5;
    case 'months':
      return amount * 30.4 * CALENDAR_TO_WORKING;
  }
}
