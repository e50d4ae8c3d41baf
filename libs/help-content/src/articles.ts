// `@redress/help-content/articles`: every help article with its Markdown body, for the Help
// Center and the article pages (search needs them all; together they are a few tens of KB).
import { stripFrontMatter } from './front-matter';
import { ARTICLE_SOURCES } from './generated/article-sources';
import { ARTICLE_INDEX } from './generated/help-index';
import type { HelpArticle } from './types';

export const HELP_ARTICLES: readonly HelpArticle[] = ARTICLE_INDEX.map((meta) => {
  const source = ARTICLE_SOURCES[meta.slug];
  if (source === undefined) throw new Error(`No Markdown for the help article "${meta.slug}"`);
  return { ...meta, content: stripFrontMatter(source).trim() };
});

export function findHelpArticle(slug: string): HelpArticle | undefined {
  return HELP_ARTICLES.find((article) => article.slug === slug);
}
