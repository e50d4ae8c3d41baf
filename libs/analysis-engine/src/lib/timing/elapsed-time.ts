import { parseNumber, NUMBER_WORDS_PATTERN } from '../deadlines/number-words';
import { type DeadlineUnit } from '../report/report.schema';

/** Something the narrative says happened a while ago ("three working days ago", "yesterday"). */
export interface ElapsedMention {
  /** Working days since the event, approximately. */
  workingDays: number;
  sentence: string;
  /** Read from a date the story gives ("on 18 November"), not a span ("three weeks ago"). */
  dated?: boolean;
}

// "three working days ago", "14 buisness days ago", "3 wks ago", "a fortnight ago".
const AGO = new RegExp(
  `\\b(${NUMBER_WORDS_PATTERN}|\\d{1,3}|an?|a few|a couple of|several)(\\s+and\\s+a\\s+half)?\\s+([a-z]+\\s+)?(days?|d|weeks?|wks?|wk|months?|mths?|mnths?|fortnights?)\\s+ago\\b`,
  'gi',
);
const WORKING_WORD = /^(?:work|bus|buis|biz|school|uni)/i;
const RELATIVE_DAYS: [RegExp, number][] = [
  [/\bthe day before yesterday\b/i, 2],
  [/\b(?:yesterday|yday|ystrday)\b/i, 1],
  [/\b(?:today|this morning|this afternoon|earlier today|tonight)\b/i, 0],
  [/\bthis week\b/i, 3],
  [/\blast (?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i, 5],
  [/\blast week\b|\blast wk\b/i, 7],
  [/\ba fortnight ago\b|\blast fortnight\b/i, 14],
  [/\blast month\b/i, 30],
];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
// "3 March", "3rd of March", "March 3", "March 3rd", with or without a year ("12 Nov 2026").
const DATE = new RegExp(
  `\\b(?:(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+${MONTH_NAME}\\b|${MONTH_NAME}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b)(?:,?\\s+(20\\d\\d)\\b)?`,
  'gi',
);
// The story's own "now": "today is 20 March", "it's now 20 May", "now it is March 20".
const TODAY = new RegExp(
  `\\b(?:today is|today's date is|it(?:'s| is) now|now it(?:'s| is)|as of today,?)\\s+(?:the\\s+)?(?:${MONTH_NAME}\\s+\\d{1,2}|\\d{1,2}(?:st|nd|rd|th)?(?:\\s+of)?\\s+${MONTH_NAME})`,
  'i',
);

const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

function dayOfYear(day: number, month: string): number {
  return DAYS_BEFORE_MONTH[MONTHS.indexOf(month.slice(0, 3).toLowerCase())] + day;
}

interface StoryDate {
  at: number;
  /** The year when the story gives it. */
  year?: number;
  index: number;
  text: string;
}

function datesIn(text: string): StoryDate[] {
  return [...text.matchAll(DATE)].flatMap((m) => {
    const day = Number(m[1] ?? m[4]);
    const month = m[2] ?? m[3];
    if (!month || !(day >= 1 && day <= 31)) return [];
    const year = m[5] ? Number(m[5]) : undefined;
    return [{ at: dayOfYear(day, month), year, index: m.index ?? 0, text: m[0] }];
  });
}

// "got an email on the 16th": a day of this month (or last month's, if still to come).
const DAY_ONLY = new RegExp(
  `\\b(?:on|since|dated)\\s+the\\s+(\\d{1,2})(?:st|nd|rd|th)\\b(?!\\s+(?:of\\s+)?${MONTH_NAME})`,
  'gi',
);

const DAY_MS = 86_400_000;

/** Calendar days since the given day of this month, or of last month when it is still to come. */
function daysSinceDayOfMonth(day: number, today: Date): number | undefined {
  if (!(day >= 1 && day <= 31)) return undefined;
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const now = Date.UTC(year, month, today.getUTCDate());
  const thisMonth = Date.UTC(year, month, day);
  return Math.round(
    (now - (thisMonth <= now ? thisMonth : Date.UTC(year, month - 1, day))) / DAY_MS,
  );
}
// A date a few days ahead is an appointment or a deadline, not something that has happened; a
// date further ahead without a year is last year's ("the decision came on 20 December", read in
// January).
const UPCOMING_DAYS = 10;

/** Calendar days from the story's date to today, or undefined for a date still to come. */
function daysSince(date: StoryDate, today: Date): number | undefined {
  const year = today.getUTCFullYear();
  const now = Date.UTC(year, today.getUTCMonth(), today.getUTCDate());
  const on = (y: number) => Date.UTC(y, 0, 1) + (date.at - 1) * DAY_MS;
  if (date.year !== undefined) {
    const days = Math.round((now - on(date.year)) / DAY_MS);
    return days >= 0 ? days : undefined;
  }
  const days = Math.round((now - on(year)) / DAY_MS);
  if (days >= 0) return days;
  if (days >= -UPCOMING_DAYS) return undefined;
  return Math.round((now - on(year - 1)) / DAY_MS);
}

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

/**
 * Every "N days/weeks ago" in the narrative, and every date it gives, converted to approximate
 * working days before now. Now is the date the story says it is ("today is 20 March") or, when
 * it says none, `today`: the day the case is analysed. Without either, dates are not read.
 */
export function findElapsedMentions(narrative: string, today?: Date): ElapsedMention[] {
  const mentions: ElapsedMention[] = [];
  for (const sentence of sentencesOf(narrative)) {
    for (const match of sentence.matchAll(AGO)) {
      const amount = amountOf(match[1]) + (match[2] ? 0.5 : 0);
      const unit = match[4].toLowerCase();
      const qualifier = match[3]?.trim() ?? '';
      // A word between the number and the unit that is not a kind of day ("3 long weeks").
      const working = WORKING_WORD.test(qualifier);
      if (qualifier && !working && !/^(?:calendar|full|whole|long|short|clear)$/i.test(qualifier))
        continue;
      const days = /^d/.test(unit)
        ? amount
        : /^w/.test(unit)
          ? amount * 7
          : /^f/.test(unit)
            ? amount * 14
            : amount * 30.4;
      mentions.push({ workingDays: working ? amount : days * CALENDAR_TO_WORKING, sentence });
    }
    for (const [pattern, days] of RELATIVE_DAYS) {
      // "Today is 20 May" says when now is, not that something happened today.
      if (pattern.test(sentence) && !TODAY.test(sentence)) {
        mentions.push({ workingDays: days * CALENDAR_TO_WORKING, sentence });
        break;
      }
    }
  }
  const stated = TODAY.exec(narrative);
  if (stated) {
    const now = datesIn(stated[0])[0];
    for (const sentence of sentencesOf(narrative)) {
      for (const date of datesIn(sentence)) {
        if (!now || (sentence.includes(stated[0]) && date.text === now.text)) continue;
        // A date after "today" in the calendar is from last year.
        const elapsed = now.at - date.at + (date.at > now.at ? 365 : 0);
        mentions.push({ workingDays: elapsed * CALENDAR_TO_WORKING, sentence, dated: true });
      }
    }
  } else if (today) {
    for (const sentence of sentencesOf(narrative)) {
      for (const date of datesIn(sentence)) {
        const elapsed = daysSince(date, today);
        if (elapsed !== undefined)
          mentions.push({ workingDays: elapsed * CALENDAR_TO_WORKING, sentence, dated: true });
      }
      for (const match of sentence.matchAll(DAY_ONLY)) {
        const elapsed = daysSinceDayOfMonth(Number(match[1]), today);
        if (elapsed !== undefined)
          mentions.push({ workingDays: elapsed * CALENDAR_TO_WORKING, sentence, dated: true });
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
