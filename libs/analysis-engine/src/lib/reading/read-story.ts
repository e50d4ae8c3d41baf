import winkNLP, { type ItemSentence, type ItemToken, type WinkMethods } from 'wink-nlp';

/** Which field of the intake form a sentence comes from. */
export type StoryPart = 'title' | 'description' | 'resolution';

export interface StoryToken {
  /** Lower-case surface form ("can't" is "ca" + "not"). */
  normal: string;
  lemma: string;
  /** Inside the scope of a negation ("I was not ill": "ill"). */
  negated: boolean;
  /** Universal part-of-speech tag. */
  pos: string;
}

export interface StorySentence {
  part: StoryPart;
  /** The sentence exactly as the student typed it (trimmed). */
  text: string;
  tokens: StoryToken[];
}

export interface StoryText {
  title: string;
  description: string;
  resolution: string;
}

// The language model (tokens, sentence boundaries, negation scope, lemmas and parts of speech)
// is loaded on first use: about 40 MB and 100 ms, paid only by processes that analyse cases.
declare function require(id: 'wink-eng-lite-web-model'): Parameters<typeof winkNLP>[0];
let nlp: WinkMethods | undefined;
function english(): WinkMethods {
  nlp ??= winkNLP(require('wink-eng-lite-web-model'), ['sbd', 'negation', 'pos']);
  return nlp;
}

function readPart(text: string, part: StoryPart): StorySentence[] {
  if (!text.trim()) return [];
  const reader = english();
  const its = reader.its;
  const doc = reader.readDoc(text);
  const sentences: StorySentence[] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const raw = sentence.out().trim();
    if (!raw) return;
    const tokens: StoryToken[] = [];
    sentence.tokens().each((token: ItemToken) => {
      const type = token.out(its.type);
      if (type !== 'word' && type !== 'number' && type !== 'emoji') return;
      const normal = (token.out(its.normal) ?? '').toLowerCase();
      // Numbers and symbols have no lemma: they stand for themselves.
      const lemma = token.out(its.lemma as unknown as typeof its.normal) as string | undefined;
      tokens.push({
        normal,
        lemma: lemma ? lemma.toLowerCase() : normal,
        negated: token.out(its.negationFlag) as unknown as boolean,
        pos: token.out(its.pos),
      });
    });
    if (tokens.length === 0) return;
    sentences.push({ part, text: raw, tokens });
  });
  return sentences;
}

/** Reads the student's own words: sentences, tokens, lemmas and negation, field by field. */
export function readStory(story: StoryText): StorySentence[] {
  return [
    ...readPart(story.title, 'title'),
    ...readPart(story.description, 'description'),
    ...readPart(story.resolution, 'resolution'),
  ];
}

/** Character spans of the words inside a negation's scope ("shall not increase the penalty"). */
export function negatedSpans(text: string): { start: number; end: number }[] {
  const reader = english();
  const its = reader.its;
  const spans: { start: number; end: number }[] = [];
  let offset = 0;
  reader
    .readDoc(text)
    .tokens()
    .each((token: ItemToken) => {
      const value = token.out(its.value);
      offset += token.out(its.precedingSpaces).length;
      // Tokens are the text's own characters; should one ever differ, find it again.
      if (!text.startsWith(value, offset)) {
        const found = text.indexOf(value, offset);
        if (found >= 0) offset = found;
      }
      if (token.out(its.negationFlag)) spans.push({ start: offset, end: offset + value.length });
      offset += value.length;
    });
  return spans;
}
