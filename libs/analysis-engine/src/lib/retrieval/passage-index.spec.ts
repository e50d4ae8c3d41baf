import { splitPassages } from '../passages/split-passages';
import { RIVERFORD_POLICY } from '../testing/invented-cases';
import { createPassageIndex } from './passage-index';
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
