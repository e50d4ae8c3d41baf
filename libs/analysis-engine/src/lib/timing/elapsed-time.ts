import { parseNumber, NUMBER_WORDS_PATTERN } from '../deadlines/number-words';
import { type DeadlineUnit } from '../report/report.schema';
import { storySentences } from '../text/sentences';

/** Something the narrative says happened a while ago ("three working days ago", "yesterday"). */
export interface ElapsedMention {
  /** Working days since the event, approximately. */
  workingDays: number;
  sentence: string;
  /** The clause of the sentence that says when ("I got the letter 11 days ago" of "…, and I want to appeal"). */
  clause: string;
  /** The sentence before, which names the event when this one does not ("That was 16 days ago"). */
  before?: string;
  /** Read from a date the story gives ("on 18 November"), not a span ("three weeks ago"). */
  dated?: boolean;
  /** The calendar day of a dated event, where the story's date and today's fix it. */
  on?: Date;
}

// "three working days ago", "14 buisness days ago", "3 wks ago", "a fortnight ago", "2 weeks and
// 2 days ago" (with LARGER_UNIT_BEFORE), "10 days back", "a week and a half ago".
const AGO = new RegExp(
  `\\b(${NUMBER_WORDS_PATTERN}|\\d{1,3}|an?|a few|a couple of|several)(\\s+and\\s+a\\s+half)?\\s+([a-z]+\\s+)?(days?|d|weeks?|wks?|wk|months?|mths?|mnths?|fortnights?)(\\s+and\\s+a\\s+half)?\\s+(?:ago|back)\\b`,
  'gi',
);
// The larger unit of "2 weeks and 2 days ago", "1 month, 3 weeks ago", just before the smaller.
const LARGER_UNIT_BEFORE = new RegExp(
  `\\b(${NUMBER_WORDS_PATTERN}|\\d{1,3}|an?)\\s+(weeks?|wks?|wk|months?|mths?)\\s*(?:,|and|\\+|&)?\\s*$`,
  'i',
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
const WEEKDAY = '(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?';
// A day of the calendar as students write it: "20 March", "the 3rd of April", "March 20", or a
// day of the month alone ("the 22nd").
const CALENDAR_DAY = `(?:${MONTH_NAME}\\s+\\d{1,2}(?:st|nd|rd|th)?|(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?(?:\\s+of)?\\s+${MONTH_NAME}|the\\s+\\d{1,2}(?:st|nd|rd|th)?)`;
// The story's own "now": "today is 20 March", "today's the 22nd", "today is Wednesday 18 June",
// "it's now 20 May", "now it is March 20", "now is 2 October", "its 18 March today", "it's the
// 13th now", and a sentence that is only the date: "It's 13 July.", "its april 13".
const TODAY = new RegExp(
  `\\b(?:(?:today(?:'s date is|'s| is|s|:)?|it(?:'s| is) now|now it(?:'s| is)|now(?:'s| is)|as of today,?)\\s+(?:${WEEKDAY},?\\s+)?(?<stated>${CALENDAR_DAY})|(?:it(?:'s| is)|its)\\s+(?:${WEEKDAY},?\\s+)?(?<then>${CALENDAR_DAY})\\s+(?:now|today|already))\\b|(?:^|[.!?\\n]\\s*)(?:it(?:'s| is)|its)\\s+(?:${WEEKDAY},?\\s+)?(?<alone>${CALENDAR_DAY})\\s*(?:[.!?]|$)`,
  'im',
);
const ORDINAL_DAY = /\b(\d{1,2})(?:st|nd|rd|th)?\b/;

const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

function dayOfYear(day: number, month: string): number {
  return DAYS_BEFORE_MONTH[MONTHS.indexOf(month.slice(0, 3).toLowerCase())] + day;
}

interface StoryDate {
  at: number;
  /** The day of the month. */
  day: number;
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
    return [{ at: dayOfYear(day, month), day, year, index: m.index ?? 0, text: m[0] }];
  });
}

// A date in figures after a word that makes it a day ("reject on 20/11", "since 3/10/2026", "on
// tues 4/11"), never a score ("got 7/10"). Day first unless only the other order is a date
// ("on 11/20"); where both are, the reading nearer to today.
const NUMERIC_DATE = new RegExp(
  `\\b(?:on|since|dated|from|until|till|after)\\s+(?:${WEEKDAY},?\\s+)?(?:the\\s+)?(\\d{1,2})/(\\d{1,2})(?:/((?:20)?\\d\\d))?\\b(?!/)`,
  'gi',
);

function numericDatesIn(text: string, today: Date): StoryDate[] {
  return [...text.matchAll(NUMERIC_DATE)].flatMap((m) => {
    const first = Number(m[1]);
    const second = Number(m[2]);
    const year = m[3] ? Number(m[3].length === 2 ? `20${m[3]}` : m[3]) : undefined;
    const readings = [
      [first, second],
      [second, first],
    ].filter(([day, month]) => day >= 1 && day <= 31 && month >= 1 && month <= 12);
    const dates = readings.map(([day, month]) => ({
      at: dayOfYear(day, MONTHS[month - 1]),
      day,
      year,
      index: m.index ?? 0,
      text: m[0],
    }));
    const since = (date: StoryDate) => daysSince(date, today) ?? Infinity;
    const nearest = dates.sort((a, b) => since(a) - since(b))[0];
    return nearest ? [nearest] : [];
  });
}

// The words before a day something was due by ("received by 31 August", "the deadline was the
// 3rd of March", "due on Friday 4 June", "no later than 1 May").
// A month named without a day ("they cancel my appointment in april", "since early March"),
// after a word that makes it a time: "may" alone is a verb. Read as its last day (or today, in
// this month), the latest it can have been, so it never makes a limit look shorter than it is.
const MONTH_ONLY = new RegExp(
  `\\b(?:in|since|during|around|until|till|(?:at\\s+)?(?:the\\s+)?(?:end|beginning|start|middle)\\s+of)\\s+(?:(?:early|late|mid)-?\\s*)?${MONTH_NAME}\\b(?:\\s+(20\\d\\d)\\b)?(?!\\s*\\d)`,
  'gi',
);

/** Calendar days since the last day of a month the story names without a day, if it is past. */
function daysSinceMonth(month: string, year: number | undefined, today: Date): number | undefined {
  const index = MONTHS.indexOf(month.slice(0, 3).toLowerCase());
  const thisYear = today.getUTCFullYear();
  // A later month of this year, without a year, may be to come ("my exams are in december").
  if (year === undefined && index > today.getUTCMonth()) return undefined;
  const lastDay = Date.UTC(year ?? thisYear, index + 1, 0);
  const now = Date.UTC(thisYear, today.getUTCMonth(), today.getUTCDate());
  if (lastDay - now > 0 && index !== today.getUTCMonth()) return undefined;
  return Math.max(0, Math.round((now - lastDay) / DAY_MS));
}

const DUE_BY = new RegExp(
  `\\b(?:by|before|until|till|due(?:\\s+(?:on|by))?|deadline(?:\\s+(?:of|was|is|on|date))?|no later than|not later than|latest)\\s+(?:the\\s+)?(?:${WEEKDAY},?\\s+)?$`,
  'i',
);

// "got an email on the 16th", "a letter on 3rd", "came on monday the 4th": a day of this month
// (or last month's, if still to come); not "my 2nd year", "on my 3rd attempt".
const DAY_ONLY = new RegExp(
  `\\b(?:(?:on|since|dated|of)\\s+(?:${WEEKDAY}\\s+)?|${WEEKDAY}\\s+)(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)\\b(?!\\s+(?:of\\s+)?${MONTH_NAME}|\\s+(?:year|yr|semester|sem|term|attempt|time|class|floor|place|grade|module|round|stage|choice|offen[cs]e|violation|warning|resit|sit|one)\\b)`,
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

/** The calendar day `days` before `today` (UTC midnight). */
function daysBefore(today: Date, days: number): Date {
  return new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - days * DAY_MS,
  );
}

function amountOf(text: string): number {
  const lower = text.toLowerCase();
  if (lower === 'a few' || lower === 'several') return 3;
  if (lower === 'a couple of') return 2;
  return parseNumber(lower) ?? 0;
}

/**
 * Every "N days/weeks ago" in the narrative, and every date it gives, converted to approximate
 * working days before now. Now is the date the story says it is ("today is 20 March") or, when
 * it says none, `today`: the day the case is analysed. Without either, dates are not read.
 */
export function findElapsedMentions(
  narrative: string,
  today?: Date,
  /**
   * Read a month named without a day too ("they cancel my appointment in april"). Such a month
   * is as often the background of a story as the event a limit runs from, so it only words a
   * late warning the model has already given; it never decides one.
   */
  { months = false }: { months?: boolean } = {},
): ElapsedMention[] {
  const mentions: ElapsedMention[] = [];
  const sentences = storySentences(narrative);
  sentences.forEach((sentence, i) => {
    const before = sentences[i - 1];
    for (const match of sentence.matchAll(AGO)) {
      const amount = amountOf(match[1]) + (match[2] || match[5] ? 0.5 : 0);
      const qualifier = match[3]?.trim() ?? '';
      // A word between the number and the unit that is not a kind of day ("3 long weeks").
      const working = WORKING_WORD.test(qualifier);
      if (qualifier && !working && !/^(?:calendar|full|whole|long|short|clear)$/i.test(qualifier))
        continue;
      const larger = LARGER_UNIT_BEFORE.exec(sentence.slice(0, match.index));
      const days = calendarDays(amount, match[4]);
      mentions.push({
        workingDays:
          (larger ? calendarDays(amountOf(larger[1]), larger[2]) : 0) * CALENDAR_TO_WORKING +
          (working ? amount : days * CALENDAR_TO_WORKING),
        sentence,
        clause: clauseAround(sentence, match.index ?? 0, match[0].length),
        before,
      });
    }
    for (const [pattern, days] of RELATIVE_DAYS) {
      // "Today is 20 May" says when now is, not that something happened today.
      const relative = pattern.exec(sentence);
      if (relative && !TODAY.test(sentence)) {
        mentions.push({
          workingDays: days * CALENDAR_TO_WORKING,
          sentence,
          clause: clauseAround(sentence, relative.index, relative[0].length),
          before,
        });
        break;
      }
    }
  });
  const stated = TODAY.exec(narrative);
  const dated = (
    sentence: string,
    elapsed: number | undefined,
    on?: Date,
    index?: number,
    clause = sentence,
  ) => {
    // "withdrew my offer because results weren't received by 31 August": the day something was
    // due, not the day it happened.
    if (index !== undefined && DUE_BY.test(sentence.slice(0, index))) return;
    if (elapsed !== undefined)
      mentions.push({
        workingDays: elapsed * CALENDAR_TO_WORKING,
        sentence,
        clause,
        dated: true,
        ...(on && { on }),
      });
  };
  if (stated) {
    const nowText = stated.groups?.stated ?? stated.groups?.then ?? stated.groups?.alone ?? '';
    // The words that state it, without the end of the sentence before ("…July. It's 13 July").
    const statement = stated[0].replace(/^[.!?\s]+/, '');
    const now = datesIn(nowText)[0];
    const nowDay = Number(ORDINAL_DAY.exec(nowText)?.[1]);
    for (const sentence of storySentences(narrative)) {
      // Where today's own date stands in this sentence, if it is the sentence that states it.
      const at = sentence.indexOf(statement);
      const nowStart = at < 0 ? -1 : at + statement.indexOf(nowText);
      const isNow = (index: number) =>
        nowStart >= 0 && index >= nowStart && index < nowStart + nowText.length;
      for (const date of datesIn(sentence)) {
        if (isNow(date.index)) continue;
        // A date after "today" in the calendar is from last year; with today given as a day of
        // the month alone, the date is of this month, or of last month if that day is to come.
        dated(
          sentence,
          now
            ? now.at - date.at + (date.at > now.at ? 365 : 0)
            : daysBetweenDaysOfMonth(date.day, nowDay),
          undefined,
          date.index,
        );
      }
      for (const match of sentence.matchAll(DAY_ONLY)) {
        if (isNow((match.index ?? 0) + match[0].length - 1)) continue;
        dated(sentence, daysBetweenDaysOfMonth(Number(match[1]), now ? now.day : nowDay));
      }
    }
  } else if (today) {
    for (const sentence of storySentences(narrative)) {
      for (const date of [...datesIn(sentence), ...numericDatesIn(sentence, today)]) {
        const elapsed = daysSince(date, today);
        // Its own clause, as for a month: "I appealed with the death certificate but the Appeals
        // Officer dismissed it on 18 Nov" dates the dismissal, not the student's appeal.
        dated(
          sentence,
          elapsed,
          elapsed === undefined ? undefined : daysBefore(today, elapsed),
          date.index,
          clauseAround(sentence, date.index, date.text.length),
        );
      }
      for (const match of sentence.matchAll(DAY_ONLY))
        dated(sentence, daysSinceDayOfMonth(Number(match[1]), today));
      // The month alone, where the sentence gives no day of its own.
      if (months && datesIn(sentence).length === 0)
        for (const match of sentence.matchAll(MONTH_ONLY))
          // Its own clause: "I ask for counselling in february" is the student's step, "they
          // give me appointment only in april" what came to them.
          dated(
            sentence,
            daysSinceMonth(match[1], match[2] ? Number(match[2]) : undefined, today),
            undefined,
            match.index,
            clauseAround(sentence, match.index ?? 0, match[0].length),
          );
    }
  }
  return mentions;
}

// Where a clause ends: punctuation, or a conjunction that starts another ("… last week and got an
// automatic reply").
const CLAUSE_END = /[,;:(]|\s(?:and|but|so|because|then|n|&)\s/gi;

/** The clause of `sentence` around the words at `index`. */
function clauseAround(sentence: string, index: number, length: number): string {
  let start = 0;
  let end = sentence.length;
  for (const m of sentence.matchAll(CLAUSE_END)) {
    const at = m.index ?? 0;
    if (at + m[0].length <= index) start = at + m[0].length;
    else if (at >= index + length) {
      end = at;
      break;
    }
  }
  return sentence.slice(start, end).trim();
}

function calendarDays(amount: number, unit: string): number {
  const u = unit.toLowerCase();
  return /^d/.test(u)
    ? amount
    : /^w/.test(u)
      ? amount * 7
      : /^f/.test(u)
        ? amount * 14
        : amount * 30.4;
}

/** Days from one day of a month to a later one, across a month's end when needed. */
function daysBetweenDaysOfMonth(from: number, to: number): number | undefined {
  if (!(from >= 1 && from <= 31 && to >= 1 && to <= 31)) return undefined;
  return from <= to ? to - from : Math.round(30.4 - from + to);
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
