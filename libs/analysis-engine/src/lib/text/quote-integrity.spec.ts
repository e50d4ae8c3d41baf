import { createQuoteVerifier } from './quote-integrity';
import { splitSentences } from './sentences';

describe('createQuoteVerifier', () => {
  const policy = 'Appeals must be lodged\nwithin ten (10) working days\tof the decision.';
  const isVerbatim = createQuoteVerifier(policy);

  it('accepts a quote that differs only in whitespace', () => {
    expect(isVerbatim('lodged within ten (10) working days of the decision')).toBe(true);
  });

  it('rejects a paraphrase, a changed case or an empty quote', () => {
    expect(isVerbatim('within 10 working days of the decision')).toBe(false);
    expect(isVerbatim('Within ten (10) working days')).toBe(false);
    expect(isVerbatim('   ')).toBe(false);
  });
});

describe('splitSentences', () => {
  it('keeps abbreviations, section numbers and initials inside a sentence', () => {
    const text =
      'See section 4.2 of the U.S. Department of Education rules, e.g. Title IX. A new sentence starts here.';
    expect(splitSentences(text).map((s) => s.text)).toEqual([
      'See section 4.2 of the U.S. Department of Education rules, e.g. Title IX.',
      'A new sentence starts here.',
    ]);
  });

  it('treats list items on their own lines as separate units and keeps offsets', () => {
    const text = 'Grounds are:\n(a) bias;\n(b) new evidence.';
    const spans = splitSentences(text, 100);
    expect(spans.map((s) => s.text)).toEqual(['Grounds are:', '(a) bias;', '(b) new evidence.']);
    expect(spans[1].start).toBe(100 + text.indexOf('(a)'));
  });

  it('keeps a number restated in brackets on the next line in its sentence', () => {
    const text =
      'A formal complaint must be lodged within twenty\n(20) working days of the incident.\n(a) a list item.';
    expect(splitSentences(text).map((s) => s.text)).toEqual([
      'A formal complaint must be lodged within twenty\n(20) working days of the incident.',
      '(a) a list item.',
    ]);
  });
});
