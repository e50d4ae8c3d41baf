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
  /**
   * A clause a warning of the report names ("the body hearing the appeal can impose a more
   * severe outcome (Section 7.5)"): always cited, however many rules come before it.
   */
  named?: boolean;
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

const keyOf = (request: CitationRequest, quote: string) =>
  quote === passageQuoteText(request.passage)
    ? request.passage.id
    : `${request.passage.id}|${quote}`;

/**
 * Turns the passages the analysis relies on into citations, one per passage (or per sentence of
 * a long passage), in priority order, at most twelve. A quote that is not verbatim in the policy
 * is dropped. The clauses the report's warnings name keep their places: the other requests fill
 * what is left.
 */
export function selectCitations(
  requests: CitationRequest[],
  isVerbatim: QuoteVerifier,
): RelevantPolicy[] {
  const citations: RelevantPolicy[] = [];
  const seen = new Set<string>();
  const quotable = requests
    .map((request) => ({ request, quote: quoteFor(request) }))
    .filter(({ quote }) => quote && isVerbatim(quote))
    .map(({ request, quote }) => ({ request, quote, key: keyOf(request, quote) }));
  const named = new Set(quotable.filter(({ request }) => request.named).map(({ key }) => key));
  const reserved = Math.min(named.size, MAX_CITATIONS);
  let others = 0;
  for (const { request, quote, key } of quotable) {
    if (seen.has(key)) continue;
    const isNamed = named.has(key);
    if (!isNamed && others >= MAX_CITATIONS - reserved) continue;
    if (citations.length >= MAX_CITATIONS) break;
    if (!isNamed) others++;
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
