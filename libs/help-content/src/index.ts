// The Help Center's words for every app: the article index (front matter only), the FAQ and
// the legal pages' titles. The Markdown bodies are separate entry points
// (`@redress/help-content/articles`, `@redress/help-content/legal`) so only the pages that show
// them load them.
import { popularArticles } from '@redress/domain';
import { ARTICLE_INDEX } from './generated/help-index';
import type { HelpArticleMeta } from './types';

export type * from './types';
export { ARTICLE_INDEX, LEGAL_INDEX } from './generated/help-index';
export { FAQ_TABS, faqTab } from './faq';
export { stripFrontMatter } from './front-matter';
export { fillSupportEmail, SUPPORT_EMAIL_PLACEHOLDER } from './support-email';

export function articleMeta(slug: string): HelpArticleMeta | undefined {
  return ARTICLE_INDEX.find((article) => article.slug === slug);
}

/** The home page's three popular guides. */
export function popularGuides(): HelpArticleMeta[] {
  return popularArticles(ARTICLE_INDEX);
}
