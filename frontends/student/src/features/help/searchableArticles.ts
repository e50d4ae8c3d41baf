import { markdownToPlainText } from '@redress/domain';
import { HELP_ARTICLES } from '@redress/help-content/articles';
import { fillSupportEmail, type HelpArticle } from '@redress/help-content';

/**
 * The articles as the reader sees them: search and previews read the text, not the Markdown
 * (so "email link:" finds "**Email link:**", and a preview never shows a `##`).
 */
export const SEARCHABLE_ARTICLES: readonly HelpArticle[] = HELP_ARTICLES.map((article) => ({
  ...article,
  content: markdownToPlainText(fillSupportEmail(article.content, null)),
}));
