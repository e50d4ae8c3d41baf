import { promiseSharedWith } from '../citations/rules-bearing-on';
import { type StorySentence, type StoryToken } from './read-story';

/**
 * The features the reading model sees. Text features belong to a sentence, so the sentences
 * that carry a label can be shown as the reason for it; context features describe the case as
 * a whole (its category and stage, what the policy says, what the rule detectors found).
 *
 * Text features are word lemmas (`w:`), lemmas inside a negation (`n:`), pairs of neighbouring
 * lemmas (`b:`), and the content words of a sentence whose subject is not the student, by who
 * the subject is (`staff:`, `family:`, `other:`): "my tutor was off sick" is not the student's
 * illness, "my mum was in hospital" may be the student's circumstance. A sentence that tells of
 * something not done, or done by halves, about what the policy promises (`pr:`) is the policy's
 * rule read against the student's facts: "only one of them marked it" against "every
 * dissertation is marked by two examiners", "nobody emailed me" against "the Admissions Office
 * will email the applicant".
 */
/** The prefixes of the features that carry the student's words, as `sentenceFeatures` writes them. */
export const WORD_FEATURE_PREFIXES = ['w', 'n', 'b', 'nb', 'staff', 'family', 'other'] as const;
/** The prefixes of every feature of a sentence: its words, and the policy's promises it meets. */
export const TEXT_FEATURE_PREFIXES = [...WORD_FEATURE_PREFIXES, 'pr'] as const;

export interface StoryFeatures {
  sentences: { sentence: StorySentence; features: string[] }[];
  context: string[];
}

const SELF = new Set(['i', 'me', 'my', 'mine', 'myself', 'we', 'us', 'our', 'im', 'ive', 'id']);
const STAFF = new Set([
  'tutor',
  'lecturer',
  'professor',
  'prof',
  'supervisor',
  'teacher',
  'instructor',
  'examiner',
  'marker',
  'staff',
  'dean',
  'officer',
  'advisor',
  'adviser',
  'coordinator',
  'co-ordinator',
  'invigilator',
  'proctor',
  'landlord',
  'warden',
  'manager',
  'head',
  'chair',
  'panel',
  'committee',
  'board',
  'department',
  'school',
  'faculty',
  'university',
  'college',
  'office',
  'registry',
  'admissions',
  'they',
  'he',
  'she',
  'ta',
  'convenor',
  'director',
  'counsellor',
  'counselor',
  'doctor',
  'nurse',
]);
const FAMILY = new Set([
  'mum',
  'mom',
  'mother',
  'dad',
  'father',
  'parent',
  'parents',
  'brother',
  'sister',
  'son',
  'daughter',
  'child',
  'children',
  'kid',
  'kids',
  'wife',
  'husband',
  'partner',
  'grandmother',
  'grandfather',
  'grandma',
  'grandpa',
  'nan',
  'nana',
  'granny',
  'aunt',
  'uncle',
  'cousin',
  'family',
  'baby',
  'fiance',
  'fiancee',
  'boyfriend',
  'girlfriend',
]);
const CONTENT_POS = new Set(['NOUN', 'VERB', 'ADJ', 'PROPN']);
const SUBJECT_POS = new Set(['NOUN', 'PROPN', 'PRON']);

type Subject = 'self' | 'staff' | 'family' | 'other';

// The subject of a clause is taken as the first noun or pronoun before its first verb.
function subjectOf(tokens: StoryToken[]): Subject {
  for (const token of tokens) {
    if (token.pos === 'VERB' || token.pos === 'AUX') break;
    if (!SUBJECT_POS.has(token.pos) && !SELF.has(token.normal)) continue;
    if (SELF.has(token.normal)) return 'self';
    if (FAMILY.has(token.lemma)) return 'family';
    if (STAFF.has(token.lemma)) return 'staff';
  }
  for (const token of tokens) {
    if (SELF.has(token.normal)) return 'self';
    if (token.pos === 'VERB') break;
  }
  return 'other';
}

// A clause ends at a comma, "but", "and", "because" and the like; subjects are read per clause.
const CLAUSE_BREAK = new Set([
  'but',
  'and',
  'because',
  'so',
  'although',
  'though',
  'while',
  'when',
  'since',
  'after',
  'before',
  'then',
]);

function clausesOf(tokens: StoryToken[]): StoryToken[][] {
  const clauses: StoryToken[][] = [[]];
  for (const token of tokens) {
    if (CLAUSE_BREAK.has(token.normal) && clauses[clauses.length - 1].length > 0) clauses.push([]);
    clauses[clauses.length - 1].push(token);
  }
  return clauses.filter((c) => c.length > 0);
}

function isWordLike(lemma: string): boolean {
  return /[a-z0-9]/.test(lemma);
}

/** The text features of one sentence (a set: each feature at most once). */
export function sentenceFeatures(sentence: StorySentence): string[] {
  const features = new Set<string>();
  const tokens = sentence.tokens.filter((t) => isWordLike(t.lemma));
  for (const token of tokens) features.add(`${token.negated ? 'n' : 'w'}:${token.lemma}`);
  for (let i = 1; i < tokens.length; i++) {
    const negated = tokens[i].negated || tokens[i - 1].negated;
    features.add(`${negated ? 'nb' : 'b'}:${tokens[i - 1].lemma}_${tokens[i].lemma}`);
  }
  for (const clause of clausesOf(tokens)) {
    const subject = subjectOf(clause);
    if (subject === 'self') continue;
    for (const token of clause) {
      if (CONTENT_POS.has(token.pos) && !STAFF.has(token.lemma) && !FAMILY.has(token.lemma))
        features.add(`${subject}:${token.lemma}`);
    }
  }
  return [...features];
}

// Words that tell of something not done, refused, lost or done by halves.
const NOT_DONE = new Set([
  'only',
  'never',
  'nobody',
  'noone',
  'without',
  'no',
  'nothing',
  'refuse',
  'ignore',
  'lose',
  'lost',
  'instead',
  'miss',
  'missing',
  'skip',
  'just',
  'alone',
  'didnt',
  'wasnt',
  'werent',
  'havent',
  'hasnt',
  'hadnt',
  'couldnt',
  'wouldnt',
  'cant',
  'dont',
  'doesnt',
]);

/** `pr:` features: the sentence tells of a promise of the policy not kept. */
export function unkeptPromiseFeatures(sentence: StorySentence, promises: Set<string>[]): string[] {
  if (promises.length === 0) return [];
  const notDone = sentence.tokens.some(
    (t) => t.negated || NOT_DONE.has(t.normal) || NOT_DONE.has(t.lemma),
  );
  if (!notDone) return [];
  const shared = promiseSharedWith(sentence.text, promises);
  if (shared.length === 0) return [];
  return ['pr:unkept', ...shared.filter((t) => t.startsWith('~')).map((t) => `pr:${t.slice(1)}`)];
}

export function storyFeatures(
  sentences: StorySentence[],
  context: string[],
  promises: Set<string>[] = [],
): StoryFeatures {
  return {
    sentences: sentences.map((sentence) => ({
      sentence,
      features: [...sentenceFeatures(sentence), ...unkeptPromiseFeatures(sentence, promises)],
    })),
    context,
  };
}

/** Every feature of the case once: the union of its sentences' features and its context. */
export function allFeatures(features: StoryFeatures): string[] {
  const all = new Set<string>(features.context);
  for (const s of features.sentences) for (const f of s.features) all.add(f);
  return [...all];
}
