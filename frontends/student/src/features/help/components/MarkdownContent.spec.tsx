import { HELP_ARTICLES } from '@redress/help-content/articles';
import { legalPage } from '@redress/help-content/legal';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { MarkdownContent } from './MarkdownContent';

function render(source: string): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <MarkdownContent source={source} />
    </MemoryRouter>,
  );
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ')
    .replace(/\s+/g, ' ');

describe('MarkdownContent', () => {
  it('renders headings, paragraphs, lists and emphasis as HTML', () => {
    const html = render(
      '## What to include\n\nWrite **at least 20 characters** and *be specific*.\n\n- one\n- two\n\n1. first\n2. second',
    );
    expect(html).toContain('<div class="rd-prose">');
    expect(html).toMatch(/<h2[^>]*>What to include<\/h2>/);
    expect(html).toContain('<strong>at least 20 characters</strong>');
    expect(html).toContain('<em>be specific</em>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol[^>]*>\s*<li>first<\/li>\s*<li>second<\/li>\s*<\/ol>/);
  });

  it('keeps site links in the app and opens other sites in a new tab', () => {
    const html = render(
      'See [the guide](/help/step-by-step-guide) or [the ombudsman](https://www.oiahe.org.uk).',
    );
    expect(html).toContain('<a href="/help/step-by-step-guide" data-discover="true">the guide</a>');
    expect(html).toMatch(
      /<a href="https:\/\/www\.oiahe\.org\.uk" target="_blank" rel="noopener noreferrer">the ombudsman<span class="rd-visually-hidden"> \(opens in a new tab\)<\/span><\/a>/,
    );
  });

  it('shows raw HTML and script links as text, never as markup', () => {
    const html = render('<img src=x onerror="alert(1)"> and [click](javascript:alert(1))');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('href="javascript:');
    expect(textOf(html)).toContain('click');
  });

  it.each(HELP_ARTICLES.map((article) => [article.slug, article.content]))(
    'renders the article %s with no Markdown left over',
    (_slug, content) => {
      const html = render(content);
      const text = textOf(html);
      expect(text).not.toMatch(/\*\*|\]\(|(^|\s)##\s/);
      expect(html).toMatch(/<h2[^>]*>/);
      // Every link inside the site is a router link (React Router marks them data-discover),
      // opening in the same tab; any other opens in a new one.
      for (const [, href, rest] of html.matchAll(/<a href="([^"]+)"([^>]*)>/g)) {
        if (href.startsWith('/'))
          expect({ href, rest }).toEqual({ href, rest: ' data-discover="true"' });
        else if (!href.startsWith('mailto:')) expect(rest).toContain('rel="noopener noreferrer"');
      }
    },
  );

  it.each(['terms', 'privacy'] as const)(
    'renders the %s page with its numbered sections',
    (slug) => {
      const html = render(legalPage(slug).content);
      expect(textOf(html)).not.toMatch(/\*\*|\]\(/);
      expect((html.match(/<h2[^>]*>/g) ?? []).length).toBeGreaterThanOrEqual(10);
      if (slug === 'privacy') expect(html).toContain('href="/data-deletion"');
    },
  );
});
