import { normaliseWhitespace } from './whitespace';

export type QuoteVerifier = (quote: string) => boolean;

/**
 * Builds a check that a quote appears verbatim (whitespace-normalised, case-sensitive) in the
 * source text. Every quote the report shows passes through it, so a quote can never be invented.
 */
export function createQuoteVerifier(sourceText: string): QuoteVerifier {
  const haystack = normaliseWhitespace(sourceText);
  return (quote: string) => {
    const needle = normaliseWhitespace(quote);
    return needle.length > 0 && haystack.includes(needle);
  };
}
