const SMALL: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const byLengthDesc = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
const SMALL_WORDS = byLengthDesc(Object.keys(SMALL));
const TENS_WORDS = byLengthDesc(Object.keys(TENS));
const ONES_WORDS = byLengthDesc(Object.keys(SMALL).filter((w) => SMALL[w] >= 1 && SMALL[w] <= 9));
const BELOW_HUNDRED = `(?:(?:${TENS_WORDS})(?:[- ](?:${ONES_WORDS}))?|${SMALL_WORDS})`;

/** A regular-expression source matching a number written in English words, 0 to 999. */
export const NUMBER_WORDS_PATTERN = `(?:(?:${ONES_WORDS})[- ]hundred(?:(?:[- ]and)?[- ]${BELOW_HUNDRED})?|${BELOW_HUNDRED})`;

/**
 * Reads a number written as digits or English words ("ten", "twenty-one", "one hundred and
 * eighty", "a"); returns null for anything else.
 */
export function parseNumber(text: string): number | null {
  const cleaned = text.trim().toLowerCase();
  if (/^\d+(?:\.\d+)?$/.test(cleaned)) return Number(cleaned);
  if (cleaned === 'a' || cleaned === 'an') return 1;
  const words = cleaned.split(/[\s-]+/).filter((w) => w !== 'and');
  if (words.length === 0) return null;
  let total = 0;
  let current = 0;
  for (const word of words) {
    if (word in SMALL) current += SMALL[word];
    else if (word in TENS) current += TENS[word];
    else if (word === 'hundred') current = (current || 1) * 100;
    else return null;
  }
  total += current;
  return total;
}
