import { passageQuoteText, type Passage } from '../passages/split-passages';
import { type CitationBearing, type RelevantPolicy } from '../report/report.schema';
import { splitSentences } from '../text/sentences';
import { normaliseWhitespace } from '../text/whitespace';
import { type QuoteVerifier } from '../text/quote-integrity';

export interface CitationRequest {
  passage: Passage;
  /** The sentence that matters, for passages too long to quote whole. */
  sentence?: string;
  reason: string;
  bearing: CitationBearing;
}

const WHOLE_PASSAGE_LIMIT = 650;
const MAX_CITATIONS = 12;

function quoteFor(request: CitationRequest): string {
  const whole = passageQuoteText(request.passage);
  if (whole.length <= WHOLE_PASSAGE_LIMIT) return whole;
  if (request.sentence) return normaliseWhitespace(request.sentence);
  const sentences = splitSentences(request.passage.text).map((s) => normaliseWhitespace(s.text));
  let quote = '';
  for (const sentence of sentences) {
    if (quote && quote.length + sentence.length > WHOLE_PASSAGE_LIMIT) break;
    quote = quote ? `${quote} ${sentence}` : sentence;
  }
  return quote;
}

/**
 * Turns the passages the analysis relies on into citations, one per passage (or per sentence of
 * a long passage), in priority order. A quote that is not verbatim in the policy is dropped.
 */
export function selectCitations(
  requests: CitationRequest[],
  isVerbatim: QuoteVerifier,
): RelevantPolicy[] {
  const citations: RelevantPolicy[] = [];
  const seen = new Set<string>();
  for (const request of requests) {
    if (citations.length >= MAX_CITATIONS) break;
    const quote = quoteFor(request);
    const key =
      quote === passageQuoteText(request.passage)
        ? request.passage.id
        : `${request.passage.id}|${quote}`;
    if (seen.has(key) || !quote || !isVerbatim(quote)) continue;
    seen.add(key);
    citations.push({
      quote,
      location: request.passage.location,
      passageId: request.passage.id,
      reason: request.reason,
      bearing: request.bearing,
    });
  }
  return citations;
}
