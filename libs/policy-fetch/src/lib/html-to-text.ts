import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

export interface PageText {
  text: string;
  title?: string;
}

const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'canvas',
  'iframe',
  'object',
  'head',
  'select',
]);

const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'section',
  'summary',
  'table',
  'tbody',
  'tfoot',
  'thead',
  'tr',
  'ul',
]);

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

interface DomNode {
  nodeType: number;
  textContent: string | null;
  localName?: string;
  childNodes: ArrayLike<DomNode>;
}

/**
 * Writes the text of a DOM subtree with one line per block. Headings get a blank line before
 * and after: the analysis engine splits a policy into passages at headings and section numbers
 * ("4.2 Appeals"), which only works when they start a line.
 */
function blockText(root: DomNode): string {
  const lines: string[] = [];
  let inline = '';
  const flush = () => {
    const line = inline.replace(/\s+/g, ' ').trim();
    if (line) lines.push(line);
    inline = '';
  };
  const blank = () => {
    flush();
    if (lines.length > 0 && lines[lines.length - 1] !== '') lines.push('');
  };
  const walk = (node: DomNode, pre: boolean) => {
    if (node.nodeType === 3) {
      if (!pre) {
        inline += node.textContent ?? '';
        return;
      }
      // Preformatted text keeps its own line breaks.
      const parts = (node.textContent ?? '').split('\n');
      parts.forEach((part, index) => {
        if (index > 0) flush();
        inline += part;
      });
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
    const name = node.localName ?? '';
    if (SKIPPED.has(name)) return;
    if (name === 'br') return flush();
    const heading = HEADINGS.has(name);
    const block = heading || BLOCKS.has(name) || name === 'pre';
    if (heading) blank();
    else if (block) flush();
    else if (name === 'td' || name === 'th') inline += ' ';
    for (const child of Array.from(node.childNodes)) walk(child, pre || name === 'pre');
    if (heading) blank();
    else if (block) flush();
    else if (name === 'td' || name === 'th') inline += ' ';
  };
  walk(root, false);
  flush();
  while (lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}

function parse(html: string) {
  return parseHTML(html).document;
}

/**
 * Reduces a web page to the text of its main content with Mozilla's Readability (the reader
 * view of Firefox), on a linkedom DOM. Navigation, footers and cookie banners go; headings and
 * paragraphs stay on their own lines. When Readability finds no article (short pages, odd
 * layouts), the whole body text is used instead.
 */
export function htmlToPolicyText(html: string): PageText {
  const document = parse(html);
  const pageTitle = document.title?.replace(/\s+/g, ' ').trim() || undefined;
  let article: { title?: string | null; content?: string | null } | null = null;
  try {
    // Readability changes the document it reads; the fallback below parses a fresh copy.
    article = new Readability(
      document as unknown as ConstructorParameters<typeof Readability>[0],
    ).parse();
  } catch (_error) {
    article = null;
  }
  if (article?.content) {
    const text = blockText(
      parse(`<!doctype html><html><body>${article.content}</body></html>`).body,
    );
    if (text) return { text, title: article.title?.trim() || pageTitle };
  }
  const fresh = parse(html);
  return { text: fresh.body ? blockText(fresh.body) : '', title: pageTitle };
}
