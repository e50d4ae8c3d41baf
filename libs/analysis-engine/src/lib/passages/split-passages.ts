import { splitSentences } from '../text/sentences';
import { normaliseWhitespace } from '../text/whitespace';

/** A page of the source document as character offsets into the joined text. */
export interface PolicyPage {
  number: number;
  start: number;
  end: number;
}

export interface PolicyDocument {
  /** The full text, exactly as extracted: quotes are cut from it. */
  text: string;
  pages?: PolicyPage[];
}

export interface Passage {
  id: string;
  start: number;
  end: number;
  /** The verbatim slice of the policy text. */
  text: string;
  section?: string;
  heading?: string;
  page?: number;
  location: string;
}

interface Line {
  start: number;
  end: number;
  text: string;
}

type LineKind =
  | { kind: 'blank' }
  | { kind: 'heading'; section?: string; title: string }
  | { kind: 'clause'; section: string }
  | { kind: 'list-item' }
  | { kind: 'text' };

const MAX_PASSAGE_CHARS = 900;
const TARGET_CHUNK_CHARS = 500;

const SENTENCE_END = /[.:;!?)"”’]$/;
const LIST_ITEM = /^\(?(?:[a-z]|[ivx]{1,5}|\d{1,2})\)\s/;

// Headings are short, unpunctuated and not the first line of a wrapped sentence.
function looksLikeHeadingText(text: string, nextLine: string, maxWords = 12): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  return (
    text.length <= 80 &&
    words.length <= maxWords &&
    !/^[a-z(]/.test(nextLine) &&
    !/\b(?:a|an|the|of|to|and|or|for|by|with|on|in|at|that|which|who|when|where|if|is|are|be|will|must|may)$/i.test(
      text,
    ) &&
    !/[.;:,]$/.test(text) &&
    /^[A-Z0-9"“'‘]/.test(text)
  );
}

function classifyLine(
  text: string,
  nextLine: string,
  previousEndedSentence: boolean,
  topSection?: string,
): LineKind {
  if (text === '') return { kind: 'blank' };
  if (LIST_ITEM.test(text)) return { kind: 'list-item' };

  const subClause = /^(\d{1,3}(?:\.\d{1,3})+)\.?\s+(\S.*)$/.exec(text);
  if (subClause) {
    return looksLikeHeadingText(subClause[2], nextLine, 8) && previousEndedSentence
      ? { kind: 'heading', section: subClause[1], title: subClause[2] }
      : { kind: 'clause', section: subClause[1] };
  }
  // "B2. Applications must be lodged…": clauses numbered by their part's letter.
  const partNumbered = /^([A-Z]\d{1,3}(?:\.\d{1,3})*)[.)]?\s+([A-Z].*)$/.exec(text);
  if (partNumbered && previousEndedSentence && !looksLikeHeadingText(partNumbered[2], nextLine, 8))
    return { kind: 'clause', section: partNumbered[1] };
  const topNumbered = /^(\d{1,2})[.)]?\s+([A-Z].*)$/.exec(text);
  if (topNumbered && previousEndedSentence) {
    return looksLikeHeadingText(topNumbered[2], nextLine)
      ? { kind: 'heading', section: topNumbered[1], title: topNumbered[2] }
      : { kind: 'clause', section: topNumbered[1] };
  }
  const roman = /^([IVXL]{1,6})\.\s+(\S.*)$/.exec(text);
  if (roman && previousEndedSentence && looksLikeHeadingText(roman[2], nextLine)) {
    return { kind: 'heading', section: roman[1], title: roman[2] };
  }
  const lettered = /^([A-Z])\.\s+(\S.*)$/.exec(text);
  if (lettered && previousEndedSentence) {
    return { kind: 'clause', section: topSection ? `${topSection}.${lettered[1]}` : lettered[1] };
  }
  const named =
    /^(Section|Part|Article|Chapter|Schedule|Appendix|Annex|Clause)\s+([0-9A-Z]+)\b[.:]?\s*(.*)$/i.exec(
      text,
    );
  // A named heading may be followed by a numbered paragraph: "Clause 5 - Academic integrity"
  // then "(14) A student suspected of a breach…".
  if (
    named &&
    previousEndedSentence &&
    looksLikeHeadingText(text, /^\(\d/.test(nextLine) ? '' : nextLine)
  ) {
    // "Clause 5 - Academic integrity" is cited as the policy names it, not as a "Section 5".
    const numbered = /^\d/.test(named[2]) && !/^clause$/i.test(named[1]);
    return { kind: 'heading', section: numbered ? named[2] : undefined, title: text };
  }
  if (previousEndedSentence && looksLikeHeadingText(text, nextLine))
    return { kind: 'heading', title: text };
  return { kind: 'text' };
}

function toLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const raw of text.split('\n')) {
    const end = start + raw.length;
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    lines.push({ start: start + lead, end: start + lead + trimmed.length, text: trimmed });
    start = end + 1;
  }
  return lines;
}

function pageAt(offset: number, pages?: PolicyPage[]): number | undefined {
  if (!pages?.length) return undefined;
  const page = pages.find((p) => offset >= p.start && offset < p.end);
  return page?.number ?? pages[pages.length - 1].number;
}

function describeLocation(
  section: string | undefined,
  heading: string | undefined,
  page: number | undefined,
  index: number,
): string {
  const parts: string[] = [];
  if (section) parts.push(`Section ${section}`);
  // "Section 1.1 — Disability Accommodations", not "Section 1.1 — Section 1. Disability…".
  // "SECTION 4 - ACADEMIC APPEALS" is "Section 4.2 — ACADEMIC APPEALS", not "— - ACADEMIC APPEALS".
  const title = section
    ? heading?.replace(/^Section\s+[0-9A-Z]+\b\s*[.:\-–—]?\s*(?=\S)/i, '')
    : heading;
  if (title) parts.push(section ? `— ${title}` : title);
  if (parts.length === 0) parts.push(`Paragraph ${index + 1}`);
  let location = parts.join(' ');
  if (page !== undefined) location += `, page ${page}`;
  return location;
}

interface DraftPassage {
  start: number;
  end: number;
  section?: string;
  heading?: string;
}

/**
 * Splits a policy into located passages: numbered clauses ("5.2", "V.A"), paragraphs under a
 * heading, with the heading and page each one sits under. Wrapped lines (PDF, plain text) are
 * joined back into their paragraph; list items stay with the clause that introduces them.
 */
export function splitPassages(document: PolicyDocument): Passage[] {
  const { text, pages } = document;
  const drafts: DraftPassage[] = [];
  let current: DraftPassage | null = null;
  let headingTitle: string | undefined;
  let headingSection: string | undefined;
  let lastSection: string | undefined;
  let previousEndedSentence = true;
  let previousText = '';
  let sawBlank = false;

  const close = () => {
    if (current) drafts.push(current);
    current = null;
  };

  const lines = toLines(text);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const startsParagraph = previousEndedSentence || (sawBlank && !/^[a-z]/.test(line.text));
    const kind = classifyLine(line.text, lines[i + 1]?.text ?? '', startsParagraph, headingSection);
    if (kind.kind === 'blank') {
      sawBlank = true;
      continue;
    }
    const continuesAcrossBlank =
      sawBlank && current !== null && !SENTENCE_END.test(previousText) && /^[a-z]/.test(line.text);
    const listAfterIntroduction =
      kind.kind === 'list-item' &&
      current !== null &&
      (!sawBlank || /[:;]$|\band$|\bor$/.test(previousText));
    if (sawBlank && !continuesAcrossBlank && !listAfterIntroduction) close();
    sawBlank = false;

    switch (kind.kind) {
      case 'heading':
        close();
        headingTitle = kind.title;
        headingSection = kind.section;
        lastSection = kind.section;
        break;
      case 'clause':
        close();
        lastSection = kind.section;
        current = {
          start: line.start,
          end: line.end,
          section: kind.section,
          heading: headingTitle,
        };
        break;
      default:
        if (current) current.end = line.end;
        else
          current = {
            start: line.start,
            end: line.end,
            section: lastSection,
            heading: headingTitle,
          };
    }
    previousEndedSentence = kind.kind === 'heading' || SENTENCE_END.test(line.text);
    previousText = line.text;
  }
  close();

  const passages: Passage[] = [];
  for (const draft of drafts) {
    for (const chunk of chunkLongPassage(text, draft)) {
      const index = passages.length;
      const page = pageAt(chunk.start, pages);
      passages.push({
        id: `P${index + 1}`,
        start: chunk.start,
        end: chunk.end,
        text: text.slice(chunk.start, chunk.end),
        section: draft.section,
        heading: draft.heading,
        page,
        location: describeLocation(draft.section, draft.heading, page, index),
      });
    }
  }
  return passages;
}

function chunkLongPassage(text: string, draft: DraftPassage): { start: number; end: number }[] {
  if (draft.end - draft.start <= MAX_PASSAGE_CHARS) return [{ start: draft.start, end: draft.end }];
  const sentences = splitSentences(text.slice(draft.start, draft.end), draft.start);
  const chunks: { start: number; end: number }[] = [];
  let chunk: { start: number; end: number } | null = null;
  for (const sentence of sentences) {
    if (chunk && sentence.end - chunk.start > TARGET_CHUNK_CHARS) {
      chunks.push(chunk);
      chunk = null;
    }
    if (chunk) chunk.end = sentence.end;
    else chunk = { start: sentence.start, end: sentence.end };
  }
  if (chunk) chunks.push(chunk);
  return chunks;
}

/** A clause's text as quoted: its section number ("6.3", "IV.", "B.") removed, whitespace tidied. */
export function withoutClauseNumber(text: string): string {
  return normaliseWhitespace(
    text.replace(/^\s*(?:\d{1,3}(?:\.\d{1,3})*\.?|[IVXL]{1,6}\.|[A-Z]\.)\s+/, ''),
  );
}

/** The passage text as shown in a citation: section number removed, whitespace tidied. */
export function passageQuoteText(passage: Passage): string {
  return withoutClauseNumber(passage.text);
}
