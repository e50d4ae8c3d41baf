import { createSpellingCorrector, editDistance } from './spelling';

const known = [
  { word: 'received', lemma: 'receive', count: 40 },
  { word: 'plagiarism', lemma: 'plagiarism', count: 25 },
  { word: 'accommodations', lemma: 'accommodation', count: 30 },
  { word: 'definitely', lemma: 'definitely', count: 12 },
  { word: 'their', lemma: 'their', count: 90 },
  { word: 'there', lemma: 'there', count: 95 },
  { word: 'lecturer', lemma: 'lecturer', count: 20 },
];

describe('createSpellingCorrector', () => {
  const corrector = createSpellingCorrector(known);

  it.each([
    ['recieved', 'received'],
    ['plagarism', 'plagiarism'],
    ['acomodations', 'accommodations'],
    ['definately', 'definitely'],
    ['lecturor', 'lecturer'],
  ])('reads %s as %s', (typed, meant) => {
    expect(corrector.correct(typed)?.word).toBe(meant);
  });

  it('leaves known words, short words, names and numbers alone', () => {
    expect(corrector.correct('received')).toBeUndefined();
    expect(corrector.correct('thr')).toBeUndefined();
    expect(corrector.correct('okonkwo')).toBeUndefined();
    expect(corrector.correct('2026')).toBeUndefined();
  });

  it('prefers the more frequent of equally near words', () => {
    expect(corrector.correct('thier')?.word).toBe('their');
    expect(corrector.correct('ther')?.word).toBe('there');
  });

  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('recieve', 'receive')).toBe(1);
    expect(editDistance('acomodation', 'accommodation')).toBe(2);
  });
});
