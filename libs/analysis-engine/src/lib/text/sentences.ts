export interface TextSpan {
  start: number;
  end: number;
  text: string;
}

// Tokens whose trailing full stop does not end a sentence.
const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'etc',
  'eg',
  'ie',
  'cf',
  'vs',
  'no',
  'nos',
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'st',
  'approx',
  'incl',
  'para',
  'paras',
  'sec',
  'art',
  'reg',
  'regs',
  'ch',
  'p',
  'pp',
  'fig',
  'vol',
  'inc',
  'ltd',
  'co',
  'jr',
  'sr',
  'u.s',
  'u.k',
  'a.m',
  'p.m',
  'min',
  'max',
]);

const LIST_MARKER = /^\(?(?:[a-z]|[ivx]{1,5}|\d{1,2})\)\s/;
const NUMBER_WORD_AT_END =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?$/i;

function endsWithAbbreviation(before: string): boolean {
  const token = /([A-Za-z][A-Za-z.]*)$/.exec(before)?.[1];
  if (!token) return false;
  const lower = token.toLowerCase();
  if (ABBREVIATIONS.has(lower)) return true;
  // Initials such as "U.S" or a lone capital letter in a name.
  return /^(?:[A-Z]\.)+[A-Z]?$/.test(token) || /^[A-Z]$/.test(token);
}

/**
 * The sentences of a student's story. Students often start sentences in lower case and skip
 * capitals after a full stop, so any ".", "!" or "?" followed by a space ends one, as does a line
 * break; unlike `splitSentences` (for policies), no abbreviation is kept together.
 */
export function storySentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * Splits text into sentences and keeps their offsets. List items that start on a new line
 * ("(a) ...", "(ii) ...") are separate units, because policies state one ground or rule per item.
 */
export function splitSentences(text: string, baseOffset = 0): TextSpan[] {
  const spans: TextSpan[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed) {
      spans.push({
        start: baseOffset + start + lead,
        end: baseOffset + start + lead + trimmed.length,
        text: trimmed,
      });
    }
    start = end;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') {
      const rest = text.slice(i + 1).trimStart();
      const previous = text.slice(start, i).trim();
      // "within twenty\n(20) working days": a number restated in brackets is no list item.
      if (LIST_MARKER.test(rest) && previous.length > 0 && !NUMBER_WORD_AT_END.test(previous))
        push(i + 1);
      continue;
    }
    if (ch !== '.' && ch !== '!' && ch !== '?') continue;
    let j = i + 1;
    while (j < text.length && /["'”’)]/.test(text[j])) j++;
    if (j < text.length && !/\s/.test(text[j])) continue;
    const next = text.slice(j).trimStart();
    if (next.length > 0 && !/^[A-Z0-9"“‘'(]/.test(next)) continue;
    if (ch === '.' && endsWithAbbreviation(text.slice(start, i))) continue;
    push(j);
  }
  push(text.length);
  return spans;
}
