import {
  HELP_CATEGORIES,
  isArticleCategory,
  isKnownPagePath,
  markdownToPlainText,
} from '@redress/domain';
import matter from 'gray-matter';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  GENERATED_FILES,
  readHelpContent,
  renderGeneratedFiles,
} from '../scripts/help-content-build.mjs';
import { HELP_ARTICLES, findHelpArticle } from './articles';
import {
  ARTICLE_INDEX,
  FAQ_TABS,
  LEGAL_INDEX,
  articleMeta,
  popularGuides,
  fillSupportEmail,
  stripFrontMatter,
} from './index';
import { HOME_FAQ, POPULAR_GUIDES } from './home';
import { legalPage } from './legal';

const libDir = join(__dirname, '..');
const contentDir = join(libDir, 'content');
const markdownFiles = ['articles', 'legal'].flatMap((kind) =>
  readdirSync(join(contentDir, kind))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `${kind}/${name}`),
);

/** Spec document 1, section 2 ({product} is Redress). */
const SPEC_SLUGS = [
  'step-by-step-guide',
  'whats-inside-ai-analysis',
  'writing-strong-description',
  'actions-taken-meaning',
  'interpret-recommendations',
  'how-redress-works',
  'ai-analysis-time',
  'ai-capabilities',
  'next-steps',
  'support-options',
  'data-security',
  'data-deletion',
];

describe('the generated modules', () => {
  it('are up to date with the Markdown (run `npm run help:generate` when this fails)', () => {
    const expected = renderGeneratedFiles(readHelpContent(contentDir));
    expect(Object.keys(expected).sort()).toEqual([...GENERATED_FILES].sort());
    for (const [name, text] of Object.entries(expected)) {
      expect({ name, text: readFileSync(join(__dirname, 'generated', name), 'utf8') }).toEqual({
        name,
        text,
      });
    }
  });

  it('cut the front matter off exactly as gray-matter reads it', () => {
    expect(markdownFiles.length).toBeGreaterThan(12);
    for (const file of markdownFiles) {
      const source = readFileSync(join(contentDir, file), 'utf8');
      expect({ file, body: stripFrontMatter(source) }).toEqual({
        file,
        body: matter(source).content,
      });
    }
  });

  it('keep text without front matter as it is', () => {
    expect(stripFrontMatter('No front matter\n---\n')).toBe('No front matter\n---\n');
    expect(stripFrontMatter('---\ntitle: x\n---\nBody')).toBe('Body');
  });
});

describe('the articles', () => {
  it('are exactly the twelve of the specification', () => {
    expect(ARTICLE_INDEX.map((a) => a.slug).sort()).toEqual([...SPEC_SLUGS].sort());
    expect(HELP_ARTICLES.map((a) => a.slug)).toEqual(ARTICLE_INDEX.map((a) => a.slug));
  });

  it.each(SPEC_SLUGS)('%s has valid front matter and a body', (slug) => {
    const article = findHelpArticle(slug);
    expect(article).toBeDefined();
    if (!article) return;
    expect(isArticleCategory(article.category)).toBe(true);
    expect(Number.isInteger(article.popularity)).toBe(true);
    expect(article.popularity).toBeGreaterThanOrEqual(1);
    expect(article.popularity).toBeLessThanOrEqual(100);
    expect(article.summary.length).toBeLessThanOrEqual(160);
    expect(article.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article.title.trim()).not.toBe('');
    // The page shows the title; the body starts with text, not a repeated heading.
    expect(article.content).not.toMatch(/^#\s/);
    expect(article.content).not.toMatch(/^---/);
    expect(markdownToPlainText(article.content).length).toBeGreaterThan(600);
    expect(article.content).not.toContain('{product}');
  });

  it('cover every category of the filter', () => {
    const used = new Set(ARTICLE_INDEX.map((a) => a.category));
    for (const category of HELP_CATEGORIES.filter((c) => c.id !== 'all')) {
      expect(used.has(category.id)).toBe(true);
    }
  });

  it('are listed most popular first, and the top three are the popular guides', () => {
    const popularity = ARTICLE_INDEX.map((a) => a.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    expect(popularGuides().map((a) => a.slug)).toEqual(
      ARTICLE_INDEX.slice(0, 3).map((a) => a.slug),
    );
    // The home page's own small module agrees with the index.
    expect(POPULAR_GUIDES).toEqual(popularGuides());
    expect(articleMeta('data-deletion')?.category).toBe('account');
    expect(articleMeta('nope')).toBeUndefined();
  });

  it('link only to pages and articles that exist', () => {
    const slugs = new Set(ARTICLE_INDEX.map((a) => a.slug));
    const bodies = [
      ...HELP_ARTICLES.map((a) => [a.slug, a.content] as const),
      ...LEGAL_INDEX.map((page) => [page.slug, legalPage(page.slug).content] as const),
    ];
    for (const [slug, content] of bodies) {
      for (const [, target] of content.matchAll(/\]\((\/[^)\s]*)\)/g)) {
        const path = target.split(/[?#]/)[0];
        expect({ slug, target, known: isKnownPagePath(path) }).toEqual({
          slug,
          target,
          known: true,
        });
        const help = /^\/help\/([^/]+)$/.exec(path);
        if (help)
          expect({ slug, target, exists: slugs.has(help[1]) }).toEqual({
            slug,
            target,
            exists: true,
          });
      }
    }
  });
});

describe('the FAQ (spec 1 §2 and §3)', () => {
  it('gives the home page the General tab', () => {
    expect(HOME_FAQ).toEqual(FAQ_TABS[0]);
    expect(HOME_FAQ.id).toBe('general');
  });

  it('has the four tabs in order', () => {
    expect(FAQ_TABS.map((tab) => [tab.id, tab.label])).toEqual([
      ['general', 'General'],
      ['analysis', 'Analysis'],
      ['services', 'Services'],
      ['accounts', 'Accounts'],
    ]);
  });

  it.each(['general', 'analysis', 'services', 'accounts'])(
    'tab %s has 5 to 7 plain-text questions and answers',
    (id) => {
      const tab = FAQ_TABS.find((candidate) => candidate.id === id);
      expect(tab?.items.length).toBeGreaterThanOrEqual(5);
      expect(tab?.items.length).toBeLessThanOrEqual(7);
      for (const item of tab?.items ?? []) {
        expect(item.question).toMatch(/\?$/);
        expect(item.answer.trim().length).toBeGreaterThan(20);
        expect(item.answer).not.toMatch(/\*\*|\]\(|<[a-z]/);
        for (const link of item.relatedLinks ?? []) expect(isKnownPagePath(link.href)).toBe(true);
      }
    },
  );
});

describe('the legal pages (spec 2 §2)', () => {
  const sections = (content: string) =>
    [...content.matchAll(/^## (.+)$/gm)].map((match) => match[1]);

  it('the Terms of Service have the eleven sections, governed by Italian law', () => {
    const terms = legalPage('terms');
    expect(terms.title).toBe('Terms of Service');
    expect(sections(terms.content)).toEqual([
      '1. Introduction',
      '2. Scope of Services',
      '3. No Professional Advice',
      '4. User Responsibilities',
      '5. Limitation of Liability',
      '6. Disclaimer of Warranties',
      '7. Modifications to Services',
      '8. Amendments to Terms',
      '9. Termination of Access',
      '10. Governing Law',
      '11. Contact',
    ]);
    const governingLaw = terms.content.split('## 10. Governing Law')[1]?.split('## 11.')[0] ?? '';
    expect(governingLaw).toContain('Italy');
  });

  it('the Privacy Policy has its sections and links to /data-deletion', () => {
    const privacy = legalPage('privacy');
    expect(privacy.title).toBe('Privacy Policy');
    expect(sections(privacy.content)).toEqual([
      'Introduction',
      'Information We Collect',
      'How We Use Your Information',
      'How We Share Your Information',
      'Data Deletion',
      'Your Rights',
      'Your GDPR Rights',
      'Security',
      'Changes to This Policy',
      'Contact Us',
    ]);
    expect(privacy.content).toContain('](/data-deletion)');
  });

  it('start with a Last updated line that agrees with the front matter', () => {
    for (const meta of LEGAL_INDEX) {
      const page = legalPage(meta.slug);
      const [year, month, day] = meta.updated.split('-').map(Number);
      const date = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(page.content.split('\n')[0]).toBe(`**Last updated: ${date}**`);
    }
  });
});

describe('contact details in the content', () => {
  it('names no address of its own: the support address is the configured one, put in by the page', () => {
    const faq = readFileSync(join(contentDir, 'faq.json'), 'utf8');
    for (const text of [
      ...markdownFiles.map((f) => readFileSync(join(contentDir, f), 'utf8')),
      faq,
    ]) {
      expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i);
    }
    const privacy = legalPage('privacy').content;
    expect(privacy).toContain('write to {{support-email}}');
  });

  it('links the configured support address, or says "us" when none is configured', () => {
    const source = 'Questions? Write to {{support-email}}. Or write to {{support-email}} again.';
    expect(fillSupportEmail(source, 'help@appeals.org.uk')).toBe(
      'Questions? Write to [help@appeals.org.uk](mailto:help@appeals.org.uk). Or write to [help@appeals.org.uk](mailto:help@appeals.org.uk) again.',
    );
    expect(fillSupportEmail(source, null)).toBe('Questions? Write to us. Or write to us again.');
  });
});
