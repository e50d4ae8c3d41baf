import MiniSearch from 'minisearch';
import { type Passage } from '../passages/split-passages';
import { toSearchTerm } from './search-terms';

export interface PassageHit {
  passage: Passage;
  score: number;
}

export interface PassageIndex {
  search(query: string, limit?: number): PassageHit[];
}

/**
 * A BM25+ index (MiniSearch) over the policy's passages. Headings are indexed as their own
 * field so a passage under "Grounds for appeal" ranks for a case about grounds.
 */
export function createPassageIndex(passages: Passage[]): PassageIndex {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const index = new MiniSearch<Passage>({
    idField: 'id',
    fields: ['text', 'heading'],
    extractField: (document, field) =>
      String((document as unknown as Record<string, unknown>)[field] ?? ''),
    processTerm: (term) => toSearchTerm(term),
    searchOptions: {
      boost: { text: 1, heading: 0.6 },
      combineWith: 'OR',
      prefix: false,
      fuzzy: false,
    },
  });
  index.addAll(passages);
  return {
    search(query: string, limit = 8): PassageHit[] {
      if (!query.trim() || passages.length === 0) return [];
      return index
        .search(query)
        .slice(0, limit)
        .flatMap((result) => {
          const passage = byId.get(String(result.id));
          return passage ? [{ passage, score: result.score }] : [];
        });
    },
  };
}

/**
 * The passages that share a rare word with the story: a word of the student's own that only one
 * or two passages use ("black mould all over my room" and "free from damp and mould") points at
 * the rule about the very thing that went wrong, however the rest of the story scores.
 */
export function passagesSharingRareWords(
  story: string,
  passages: Passage[],
  maxPassages = 2,
): Set<string> {
  const termsOf = (text: string) =>
    new Set(
      text
        .split(/[^\p{L}\p{N}'’-]+/u)
        .map((token) => toSearchTerm(token))
        .filter((term): term is string => term !== null && term.length > 3),
    );
  const storyTerms = termsOf(story);
  const holders = new Map<string, string[]>();
  for (const passage of passages)
    for (const term of termsOf(passage.text))
      if (storyTerms.has(term)) holders.set(term, [...(holders.get(term) ?? []), passage.id]);
  const found = new Set<string>();
  for (const ids of holders.values())
    if (ids.length <= maxPassages) ids.forEach((id) => found.add(id));
  return found;
}
