import { splitPassages } from '../passages/split-passages';
import { createQuoteVerifier } from '../text/quote-integrity';
import { selectCitations, type CitationRequest } from './select-citations';

describe('selectCitations', () => {
  const text = Array.from(
    { length: 14 },
    (_, i) =>
      `${i + 1}. Part ${i + 1}\n\n${i + 1}.1 Rule number ${i + 1} of the procedure applies.\n`,
  ).join('\n');
  const passages = splitPassages({ text }).filter((p) => /Rule number/.test(p.text));
  const request = (index: number, named = false): CitationRequest => ({
    passage: passages[index],
    reason: named ? 'warning: sanction_may_increase' : 'relevant to the facts described',
    bearing: named ? 'against' : 'procedure',
    named,
  });

  it('cites at most twelve passages, in the order asked', () => {
    const cited = selectCitations(
      passages.map((_, i) => request(i)),
      createQuoteVerifier(text),
    );
    expect(cited).toHaveLength(12);
    expect(cited[0].quote).toContain('Rule number 1 ');
  });

  it('keeps the clause a warning names, however many rules come before it', () => {
    const cited = selectCitations(
      [...passages.slice(0, 13).map((_, i) => request(i)), request(13, true)],
      createQuoteVerifier(text),
    );
    expect(cited).toHaveLength(12);
    expect(cited.at(-1)?.quote).toContain('Rule number 14 ');
    expect(cited.at(-1)?.reason).toBe('warning: sanction_may_increase');
  });
});
