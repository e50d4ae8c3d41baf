// Reads the Help Center's Markdown (content/) and writes the typed modules the apps import
// (src/generated/). The front matter is parsed here, at build time, with gray-matter, so no YAML
// parser ships to the browser; the home page imports only the small index, never the bodies.
// Used by scripts/generate.mjs (the command) and by the unit test that fails when the
// committed modules are stale.
import matter from 'gray-matter';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const LEGAL_SLUGS = ['privacy', 'terms'];
export const GENERATED_FILES = [
  'help-index.ts',
  'home-content.ts',
  'article-sources.ts',
  'legal-sources.ts',
];
/** How many popular guides the home page shows (spec 1 §1), and its FAQ tab. */
const HOME_GUIDES = 3;
const HOME_FAQ_TAB = 'general';

/** YAML reads an unquoted 2026-11-22 as a date; both spellings become the same text. */
function isoDate(value) {
  if (value instanceof Date && !Number.isNaN(value.getTime()))
    return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && DATE.test(value.trim())) return value.trim();
  return null;
}

function readMarkdown(dir, kind, problems) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = `${kind}/${name}`;
      const { data } = matter(readFileSync(join(dir, name), 'utf8'));
      const slug = name.slice(0, -'.md'.length);
      const problem = (message) => problems.push(`${file}: ${message}`);
      if (data.slug !== slug)
        problem(`slug must be "${slug}" (the file name), found "${data.slug}"`);
      if (!SLUG.test(slug)) problem('the file name must be a kebab-case slug');
      if (typeof data.title !== 'string' || data.title.trim() === '') problem('title is missing');
      const updated = isoDate(data.updated);
      if (!updated) problem('updated must be a date, YYYY-MM-DD');
      return { file, slug, data, updated };
    });
}

/**
 * The front matter of every article and legal page, checked for shape. Throws one error listing
 * every problem. The product's own rules (category ids, popularity range, summary length) are
 * checked by the library's unit test and by the types of the generated index.
 */
export function readHelpContent(contentDir) {
  const problems = [];
  const articles = readMarkdown(join(contentDir, 'articles'), 'articles', problems).map(
    ({ file, slug, data, updated }) => {
      if (typeof data.category !== 'string') problems.push(`${file}: category is missing`);
      if (!Number.isInteger(data.popularity))
        problems.push(`${file}: popularity must be a whole number`);
      if (typeof data.summary !== 'string' || data.summary.trim() === '')
        problems.push(`${file}: summary is missing`);
      return {
        slug,
        title: String(data.title ?? '').trim(),
        category: String(data.category ?? ''),
        popularity: Number(data.popularity),
        summary: String(data.summary ?? '').trim(),
        updated,
      };
    },
  );
  const legal = readMarkdown(join(contentDir, 'legal'), 'legal', problems).map(
    ({ file, slug, data, updated }) => {
      if (!LEGAL_SLUGS.includes(slug)) problems.push(`${file}: only ${LEGAL_SLUGS.join(', ')}`);
      return { slug, title: String(data.title ?? '').trim(), updated };
    },
  );
  for (const slug of LEGAL_SLUGS) {
    if (!legal.some((page) => page.slug === slug)) problems.push(`legal/${slug}.md is missing`);
  }
  if (problems.length > 0) {
    throw new Error(
      `The help content has problems:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  // Most popular first (ties by title), the order the Help Center lists them in.
  articles.sort((a, b) => b.popularity - a.popularity || a.title.localeCompare(b.title, 'en'));
  const faq = JSON.parse(readFileSync(join(contentDir, 'faq.json'), 'utf8'));
  const homeFaq = Array.isArray(faq) ? faq.find((tab) => tab?.id === HOME_FAQ_TAB) : undefined;
  if (!homeFaq) throw new Error(`faq.json has no "${HOME_FAQ_TAB}" tab for the home page`);
  return { articles, legal, homeFaq };
}

const HEADER = `// Generated from libs/help-content/content by \`npm run help:generate\`. Do not edit: change the
// Markdown and run the command again (a unit test fails while this file is out of date).
`;

const identifier = (prefix, slug) =>
  prefix + slug.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter) => letter.toUpperCase());

function sourcesModule(kind, entries, exportName, type, typeImport) {
  const imports = entries.map(
    ({ slug }) => `import ${identifier(kind, slug)} from '../../content/${kind}/${slug}.md';`,
  );
  const fields = entries.map(({ slug }) => `  '${slug}': ${identifier(kind, slug)},`);
  return `${HEADER}${typeImport}${imports.join('\n')}

/** The raw Markdown of each file, front matter included, by slug. */
export const ${exportName}: ${type} = {
${fields.join('\n')}
};
`;
}

/** The contents of src/generated/*, by file name. */
export function renderGeneratedFiles({ articles, legal, homeFaq }) {
  const json = (value) => JSON.stringify(value, null, 2);
  const bySlug = (list) => [...list].sort((a, b) => a.slug.localeCompare(b.slug, 'en'));
  return {
    'help-index.ts': `${HEADER}import type { HelpArticleMeta, LegalPageMeta } from '../types';

/** Every help article's front matter, most popular first. Small: the home page imports it. */
export const ARTICLE_INDEX: readonly HelpArticleMeta[] = ${json(articles)};

/** The legal pages' front matter. */
export const LEGAL_INDEX: readonly LegalPageMeta[] = ${json(bySlug(legal))};
`,
    'home-content.ts': `${HEADER}import type { FaqTab, HelpArticleMeta } from '../types';

// Only what the home page shows, so the page whose JavaScript budget is tightest loads neither
// the whole index nor the whole FAQ.

/** The most popular guides (the three highest \`popularity\`). */
export const POPULAR_GUIDES: readonly HelpArticleMeta[] = ${json(articles.slice(0, HOME_GUIDES))};

/** The FAQ tab the home page's accordion shows. */
export const HOME_FAQ: FaqTab = ${json(homeFaq)};
`,
    'article-sources.ts': sourcesModule(
      'articles',
      bySlug(articles),
      'ARTICLE_SOURCES',
      'Readonly<Record<string, string>>',
      '',
    ),
    'legal-sources.ts': sourcesModule(
      'legal',
      bySlug(legal),
      'LEGAL_SOURCES',
      'Readonly<Record<LegalSlug, string>>',
      "import type { LegalSlug } from '../types';\n",
    ),
  };
}
