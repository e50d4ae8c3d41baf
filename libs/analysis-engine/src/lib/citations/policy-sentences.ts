import { type Passage } from '../passages/split-passages';
import { splitSentences } from '../text/sentences';
import { normaliseWhitespace } from '../text/whitespace';

export interface PolicySentence {
  passage: Passage;
  sentence: string;
}

/** Sentences of the policy matching a pattern, in document order, with their passage. */
export function findPolicySentences(passages: Passage[], pattern: RegExp): PolicySentence[] {
  const found: PolicySentence[] = [];
  for (const passage of passages) {
    for (const span of splitSentences(passage.text)) {
      const sentence = normaliseWhitespace(span.text);
      if (pattern.test(sentence)) found.push({ passage, sentence });
    }
  }
  return found;
}
