/**
 * Reads a misspelt word as the word the model knows: "recieved" as "received", "plagarism" as
 * "plagiarism", "acomodations" as "accommodations". Only words the model has never seen are
 * corrected, and only to words it has (with their lemma), within two edits, preferring the
 * nearest and then the most frequent. A name or a rare word with nothing near it stays itself.
 */
export interface KnownWord {
  word: string;
  lemma: string;
  count: number;
}

export interface SpellingCorrector {
  /** The known word for `word`, or undefined when it is known already or nothing is near. */
  correct(word: string): KnownWord | undefined;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const MIN_LENGTH = 4;
const MIN_LENGTH_FOR_TWO_EDITS = 7;

function deletes(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

function editsOne(word: string): Set<string> {
  const out = new Set<string>(deletes(word));
  for (let i = 0; i < word.length - 1; i++)
    out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  for (let i = 0; i <= word.length; i++) {
    for (const c of LETTERS) {
      out.add(word.slice(0, i) + c + word.slice(i));
      if (i < word.length) out.add(word.slice(0, i) + c + word.slice(i + 1));
    }
  }
  return out;
}

/** Optimal string alignment distance (adjacent transpositions count as one edit). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

export function createSpellingCorrector(known: KnownWord[]): SpellingCorrector {
  const byWord = new Map(known.map((k) => [k.word, k]));
  // Words that lose one letter to the same string are within two edits of each other. Built on
  // the first long word one edit does not mend: most stories never need it, and building it is
  // most of the cost of loading the model.
  let deletionIndex: Map<string, KnownWord[]> | undefined;
  const byDeletion = () => {
    if (deletionIndex) return deletionIndex;
    deletionIndex = new Map<string, KnownWord[]>();
    for (const k of known) {
      if (k.word.length < MIN_LENGTH_FOR_TWO_EDITS - 1) continue;
      for (const d of new Set(deletes(k.word))) {
        const list = deletionIndex.get(d) ?? [];
        list.push(k);
        deletionIndex.set(d, list);
      }
    }
    return deletionIndex;
  };
  const cache = new Map<string, KnownWord | undefined>();
  const best = (candidates: KnownWord[]) =>
    candidates.reduce<KnownWord | undefined>(
      (a, b) => (!a || b.count > a.count || (b.count === a.count && b.word < a.word) ? b : a),
      undefined,
    );

  return {
    correct(word) {
      if (word.length < MIN_LENGTH || !/^[a-z]+$/.test(word) || byWord.has(word)) return undefined;
      if (cache.has(word)) return cache.get(word);
      const one = editsOne(word);
      let found = best([...one].flatMap((e) => byWord.get(e) ?? []));
      if (!found && word.length >= MIN_LENGTH_FOR_TWO_EDITS) {
        // Two edits: one more edit away from a word one edit away.
        const near = new Set<KnownWord>();
        for (const e of one) {
          for (const k of byDeletion().get(e) ?? []) near.add(k);
          for (const d of deletes(e)) {
            const exact = byWord.get(d);
            if (exact) near.add(exact);
          }
        }
        found = best([...near].filter((k) => editDistance(word, k.word) <= 2));
      }
      cache.set(word, found);
      return found;
    },
  };
}
