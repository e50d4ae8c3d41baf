import { splitPassages } from '../passages/split-passages';
import { RIVERFORD_POLICY } from '../testing/invented-cases';
import { createPassageIndex, passagesSharingRareWords } from './passage-index';
import { stemTerm } from './search-terms';

describe('createPassageIndex', () => {
  const index = createPassageIndex(splitPassages({ text: RIVERFORD_POLICY }));

  it('ranks the passage about the facts described first', () => {
    const [best] = index.search('The panel increased my penalty after the hearing');
    expect(best.passage.section).toBe('4.2');
  });

  it('matches different forms of the same word', () => {
    const [best] = index.search('I missed my examinations because I was ill');
    expect(best.passage.section).toBe('3.4');
    expect(stemTerm('examinations')).toBe(stemTerm('examination'));
  });

  it('returns nothing for an empty query', () => {
    expect(index.search('   ')).toEqual([]);
  });
});

describe('passagesSharingRareWords', () => {
  const passages = splitPassages({
    text: [
      '1. The room',
      '',
      '1.1 Your room will be free from damp and mould.',
      '',
      '2. Complaints about your room',
      '',
      '2.1 A complaint about your room goes to the residence office.',
      '',
      '3. Redress',
      '',
      '3.1 We may move you to another room or refund part of the rent for the room.',
    ].join('\n'),
  });
  const sectionsOf = (story: string) =>
    [...passagesSharingRareWords(story, passages)].map(
      (id) => passages.find((p) => p.id === id)?.section,
    );

  it('finds the passage that shares the story’s own rare word', () => {
    expect(sectionsOf('black mould all over my room, i cough all night')).toEqual(['1.1']);
  });

  it('finds nothing for words every passage uses, or words no passage uses', () => {
    expect(sectionsOf('my room is awful and the heating is broken')).toEqual([]);
  });
});
