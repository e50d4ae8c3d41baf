// The Help Center's articles as the pages see them, read from the same Markdown and through the
// same rules (libs/shared/domain), so the browser tests check the page against the rules
// rather than against a copy of today's content.
import { markdownToPlainText } from '@redress/domain';
import { ARTICLE_INDEX, stripFrontMatter, type HelpArticle } from '@redress/help-content';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const articlesDir = path.resolve(__dirname, '../../../libs/help-content/content/articles');

/** Every article with its text (Markdown removed), as search and previews read it. */
export const HELP_ARTICLES: readonly HelpArticle[] = ARTICLE_INDEX.map((meta) => ({
  ...meta,
  content: markdownToPlainText(
    stripFrontMatter(readFileSync(path.join(articlesDir, `${meta.slug}.md`), 'utf8')),
  ),
}));
