/**
 * The Help Center's rules (spec document 1, sections 2, 3, 4 and 9): categories and their names,
 * search, the category filter, Clear, previews, popular and related articles. Pure, so the page
 * and its tests read the same behaviour.
 */

/** The filter buttons in the order shown; `all` is a filter, never an article's category. */
export const HELP_CATEGORIES = [
  { id: 'all', name: 'All Articles' },
  { id: 'getting-started', name: 'Getting Started' },
  { id: 'analysis', name: 'Analysis' },
  { id: 'tips', name: 'Tips & Tricks' },
  { id: 'support', name: 'Support' },
  { id: 'account', name: 'Account & Data' },
] as const;

export type HelpCategoryId = (typeof HELP_CATEGORIES)[number]['id'];
export type ArticleCategory = Exclude<HelpCategoryId, 'all'>;

export const ARTICLE_CATEGORIES: readonly ArticleCategory[] = HELP_CATEGORIES.map(
  (category) => category.id,
).filter((id): id is ArticleCategory => id !== 'all');

export function isArticleCategory(value: unknown): value is ArticleCategory {
  return typeof value === 'string' && (ARTICLE_CATEGORIES as readonly string[]).includes(value);
}

export function helpCategoryName(id: HelpCategoryId): string {
  return HELP_CATEGORIES.find((category) => category.id === id)?.name ?? id;
}

/** Spec document 1, section 9. */
export const POPULAR_PREVIEW_LENGTH = 80;
export const RESULT_PREVIEW_LENGTH = 150;
export const POPULAR_ARTICLE_COUNT = 3;
export const RELATED_ARTICLE_COUNT = 3;

export const HELP_TEXTS = {
  heroTitle: 'How we can help you',
  searchPlaceholder: 'Search for help articles...',
  popularTitle: 'Most popular articles',
  browseTitle: 'Browse Articles',
  noResults: 'No articles found. Try a different search term or category.',
  notFoundTitle: 'Article Not Found',
  notFound: "Sorry, we couldn't find the article you're looking for.",
  copied: 'Copied!',
} as const;

/** What the rules need to know about an article; pages pass richer objects through unchanged. */
export interface SearchableArticle {
  slug: string;
  title: string;
  category: string;
  popularity: number;
  /** The article's text (Markdown or plain text). */
  content: string;
}

/** Most popular first; equal popularity by title, so the order never depends on file order. */
export function byPopularity<T extends Pick<SearchableArticle, 'popularity' | 'title'>>(
  a: T,
  b: T,
): number {
  return b.popularity - a.popularity || a.title.localeCompare(b.title, 'en');
}

/**
 * Markdown as the reader sees it: link targets, emphasis marks, heading and list markers and
 * code fences removed, whitespace collapsed. Previews and search read this, not the markup.
 */
export function markdownToPlainText(markdown: string): string {
  return (
    markdown
      .replace(/\r\n?/g, '\n')
      .replace(/^```.*$/gm, '')
      // Images keep their alt text, links their text.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, '')
      .replace(/^[ \t]{0,3}>[ \t]?/gm, '')
      .replace(/^[ \t]*(?:[-*+]|\d+[.)])[ \t]+/gm, '')
      .replace(/^[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*$/gm, '')
      .replace(/(\*\*|__)(\S(?:.*?\S)?)\1/g, '$2')
      // Emphasis opens and closes next to text (CommonMark), so `2 * 3 * 4` stays as it is.
      .replace(/(^|[^\w*])[*_](\S(?:[^*_\n]*\S)?)[*_](?=[^\w*]|$)/g, '$1$2')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * The first `length` characters of the text (spec: 80 on popular cards, 150 on result cards),
 * with an ellipsis when there is more. A cut never leaves a dangling space before the ellipsis.
 */
export function previewOf(text: string, length: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= length) return plain;
  return `${plain.slice(0, length).trimEnd()}...`;
}

export interface PassagePart {
  text: string;
  /** True for the words the reader searched for, shown marked. */
  match: boolean;
}

/**
 * The passage of an article that matched a search, about `length` characters around the first
 * place the query occurs, cut at word boundaries, with every occurrence of the query marked. An
 * article that matched only by its title shows its start, unmarked.
 */
export function matchingPassage(text: string, query: string, length: number): PassagePart[] {
  const plain = text.replace(/\s+/g, ' ').trim();
  const needle = query.trim().toLowerCase();
  const at = needle === '' ? -1 : plain.toLowerCase().indexOf(needle);
  if (at < 0) return [{ text: previewOf(plain, length), match: false }];

  // About a third of the passage before the match, the rest after it.
  let start = Math.max(0, at - Math.floor((length - needle.length) / 3));
  let end = Math.min(plain.length, start + Math.max(length, needle.length));
  if (start > 0) {
    const space = plain.indexOf(' ', start);
    if (space >= 0 && space < at) start = space + 1;
  }
  if (end < plain.length) {
    const space = plain.lastIndexOf(' ', end);
    if (space > at + needle.length) end = space;
  }
  const window = plain.slice(start, end);
  const parts: PassagePart[] = [];
  const lower = window.toLowerCase();
  let from = 0;
  for (let hit = lower.indexOf(needle); hit >= 0; hit = lower.indexOf(needle, from)) {
    if (hit > from) parts.push({ text: window.slice(from, hit), match: false });
    parts.push({ text: window.slice(hit, hit + needle.length), match: true });
    from = hit + needle.length;
  }
  if (from < window.length) parts.push({ text: window.slice(from), match: false });
  if (start > 0) parts.unshift({ text: '...', match: false });
  if (end < plain.length) parts.push({ text: '...', match: false });
  return parts;
}

/**
 * Articles whose title or content contains the query, case-insensitively; a blank query finds
 * nothing. Title matches come first, then content matches, each most popular first.
 */
export function searchArticles<T extends SearchableArticle>(
  articles: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  const inTitle: T[] = [];
  const inContent: T[] = [];
  for (const article of articles) {
    if (article.title.toLowerCase().includes(needle)) inTitle.push(article);
    else if (article.content.toLowerCase().includes(needle)) inContent.push(article);
  }
  return [...inTitle.sort(byPopularity), ...inContent.sort(byPopularity)];
}

/** A category's articles, most popular first; `all` lists nothing (spec 1 §4). */
export function articlesInCategory<T extends SearchableArticle>(
  articles: readonly T[],
  category: HelpCategoryId,
): T[] {
  if (category === 'all') return [];
  return articles.filter((article) => article.category === category).sort(byPopularity);
}

/** The most popular articles: the help centre's 'Most popular articles' and the home page's guides. */
export function popularArticles<T extends Pick<SearchableArticle, 'popularity' | 'title'>>(
  articles: readonly T[],
  count = POPULAR_ARTICLE_COUNT,
): T[] {
  return [...articles].sort(byPopularity).slice(0, count);
}

/** Up to three other popular articles for an article's page. */
export function relatedArticles<T extends Pick<SearchableArticle, 'popularity' | 'title' | 'slug'>>(
  articles: readonly T[],
  slug: string,
  count = RELATED_ARTICLE_COUNT,
): T[] {
  return popularArticles(
    articles.filter((article) => article.slug !== slug),
    count,
  );
}

/** The help page's state (spec 1 §4): the text, the searching flag and the category. */
export interface HelpCenterState {
  text: string;
  searching: boolean;
  category: HelpCategoryId;
}

export type HelpCenterAction =
  | { type: 'type'; text: string }
  | { type: 'submit' }
  | { type: 'choose-category'; category: HelpCategoryId }
  | { type: 'clear' };

export const INITIAL_HELP_CENTER_STATE: HelpCenterState = {
  text: '',
  searching: false,
  category: 'all',
};

export function helpCenterReducer(
  state: HelpCenterState,
  action: HelpCenterAction,
): HelpCenterState {
  switch (action.type) {
    case 'type':
      // While searching, results follow the text as it changes.
      return { ...state, text: action.text };
    case 'submit':
      // Non-empty text searches over every category; empty text clears the results.
      return state.text.trim() === ''
        ? INITIAL_HELP_CENTER_STATE
        : { ...state, searching: true, category: 'all' };
    case 'choose-category':
      return { text: '', searching: false, category: action.category };
    case 'clear':
      return INITIAL_HELP_CENTER_STATE;
  }
}

/** The results section shows once a search or a category filter is active. */
export function showsHelpResults(state: HelpCenterState): boolean {
  return state.searching || state.category !== 'all';
}

export function helpResults<T extends SearchableArticle>(
  articles: readonly T[],
  state: HelpCenterState,
): T[] {
  if (state.searching) return searchArticles(articles, state.text);
  return articlesInCategory(articles, state.category);
}

/** 'Search Results for "…"', the category's name, or 'Browse Articles'. */
export function helpResultsHeading(state: HelpCenterState): string {
  const text = state.text.trim();
  if (state.searching && text !== '') return `Search Results for "${text}"`;
  if (state.category !== 'all') return helpCategoryName(state.category);
  return HELP_TEXTS.browseTitle;
}
