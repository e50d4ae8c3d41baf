import { type DeadlineUnit } from '../report/report.schema';
import { NUMBER_WORDS_PATTERN, parseNumber } from './number-words';

export interface TimeExpression {
  /** Offsets into the searched text. */
  start: number;
  end: number;
  amount: number;
  unit: DeadlineUnit;
  text: string;
  /** "the tenth working day": a single day named by its position, not a span. */
  ordinal: boolean;
}

const QUALIFIERS =
  'calendar|working|business|school|university|college|academic|teaching|clear|full|consecutive|week|further|additional|extra|more';
const UNIT_WORDS = 'hours?|days?|weeks?|months?|years?|fortnights?|weekdays?';

/**
 * "ten (10) working days", "48 hours", "one calendar month", "a week", "two weeks'".
 * The written number and a digit in brackets after it are both captured; the digit wins.
 */
const ORDINAL_WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  fourteenth: 14,
  fifteenth: 15,
  twentieth: 20,
  'twenty-first': 21,
  'twenty-eighth': 28,
  thirtieth: 30,
};
const ORDINAL = `\\d{1,3}(?:st|nd|rd|th)|${Object.keys(ORDINAL_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')}`;

const TIME_EXPRESSION = new RegExp(
  `\\b(\\d{1,4}|${ORDINAL}|${NUMBER_WORDS_PATTERN}|an?)(?:\\s*\\(\\s*(\\d{1,4})\\s*\\))?[\\s-]+((?:(?:${QUALIFIERS})[\\s-]+){0,2})(${UNIT_WORDS})\\b(?:['’]s?)?`,
  'gi',
);

const WORKING_QUALIFIERS = /\b(?:working|business|school|university|college|academic|teaching)\b/i;

/**
 * How bare "days" are counted: the policy's own definition when it gives one ("'Days' means
 * calendar days", "references to days are to working days"), otherwise calendar days.
 */
// How a policy defines bare "days": "'Days' means calendar days", "references to days are to
// working days", "all time limits are in working days".
export const DAY_DEFINITIONS: RegExp[] = [
  /(?<!(?:working|business|calendar|school|clear)\s)["“'‘]?\bdays?["”'’]?,?\s+(?:[^.;]{0,60}?,\s*)?(?:in\s+this\s+\w+\s+)?(?:means?|refers?\s+to|shall\s+mean|are(?:\s+to)?|is)\s+(?:to\s+)?(?:an?\s+)?(calendar|working|business|school)\s+days?\b/i,
  /\breferences?\s+to\s+["“'‘]?days["”'’]?[^.;]{0,40}?\b(calendar|working|business|school)\s+days/i,
  /\b(?:all\s+)?time\s+limits[^.;]{0,40}?\b(?:are|is)\s+(?:expressed\s+|given\s+|counted\s+)?in\s+(calendar|working|business|school)\s+days/i,
];

// "days" on its own, not "working days" or "calendar days".
export const BARE_DAYS = /(?<!(?:working|business|calendar|school|clear|week)\s)\bdays\b/i;

export function dayUnitDefinedBy(policyText: string): DeadlineUnit {
  const definition = DAY_DEFINITIONS.map((pattern) => pattern.exec(policyText)).find(Boolean);
  if (definition)
    return /working|business|school/i.test(definition[1]) ? 'working_days' : 'calendar_days';
  // "'Days' means days on which the College is open for business": a definition in words.
  const described =
    /(?<!(?:working|business|calendar|school|clear)\s)["“'‘]\s*days?\s*["”'’],?\s+(?:[^.;]{0,60}?,\s*)?(?:means?|refers?\s+to|shall\s+mean|are|is)\s+([^.;]{0,160})/i.exec(
      policyText,
    );
  if (described && !/\bcalendar\b/i.test(described[1])) {
    const workingOnly =
      /\b(?:open(?:\s+for\s+business)?|Monday\s+(?:to|through)\s+Friday|weekdays?)\b|\b(?:exclud\w*|other\s+than|except|not\s+including)\s+(?:a\s+)?(?:weekends?|Saturdays?)/i;
    if (workingOnly.test(described[1])) return 'working_days';
  }
  return 'calendar_days';
}

function toUnit(
  qualifiers: string,
  unitWord: string,
  bareDayUnit: DeadlineUnit,
): { unit: DeadlineUnit; factor: number } {
  const word = unitWord.toLowerCase();
  if (word.startsWith('hour')) return { unit: 'hours', factor: 1 };
  if (word.startsWith('weekday')) return { unit: 'working_days', factor: 1 };
  if (word.startsWith('day')) {
    if (WORKING_QUALIFIERS.test(qualifiers)) return { unit: 'working_days', factor: 1 };
    if (/calendar/i.test(qualifiers)) return { unit: 'calendar_days', factor: 1 };
    return { unit: bareDayUnit, factor: 1 };
  }
  if (word.startsWith('fortnight')) return { unit: 'weeks', factor: 2 };
  if (word.startsWith('week')) return { unit: 'weeks', factor: 1 };
  if (word.startsWith('month')) return { unit: 'months', factor: 1 };
  return { unit: 'months', factor: 12 };
}

/** Every amount of time written in the text, with its unit normalised. */
export function findTimeExpressions(text: string, bareDayUnit: DeadlineUnit): TimeExpression[] {
  const found: TimeExpression[] = [];
  for (const match of text.matchAll(TIME_EXPRESSION)) {
    const [whole, written, bracketed, qualifiers, unitWord] = match;
    const amountText = (bracketed ?? written).toLowerCase();
    // "by the tenth working day after" states the same limit as "within ten working days".
    const amount =
      ORDINAL_WORDS[amountText] ??
      (/^\d+(?:st|nd|rd|th)$/.test(amountText)
        ? parseInt(amountText, 10)
        : parseNumber(amountText));
    if (amount === null || amount <= 0) continue;
    const ordinal = amountText in ORDINAL_WORDS || /\d(?:st|nd|rd|th)$/.test(amountText);
    // "a day" is fine, "a working week" is fine, but plural units need a real number.
    if (/^an?$/i.test(written) && /s$/i.test(unitWord)) continue;
    // An ordinal names a single day ("the tenth working day"), never "the second week" of term.
    if (ordinal && !/^(?:day|weekday)$/i.test(unitWord)) continue;
    const { unit, factor } = toUnit(qualifiers ?? '', unitWord, bareDayUnit);
    const start = match.index ?? 0;
    found.push({
      start,
      end: start + whole.length,
      amount: amount * factor,
      unit,
      text: whole,
      ordinal,
    });
  }
  return found;
}
