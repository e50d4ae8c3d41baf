import type { ArticleCategory } from '@redress/domain';

/** A help article's front matter (see content/README.md). */
export interface HelpArticleMeta {
  /** The URL segment: /help/<slug>. */
  slug: string;
  title: string;
  category: ArticleCategory;
  /** 1–100; the three highest are the popular articles. */
  popularity: number;
  /** One sentence for cards and the page description. */
  summary: string;
  /** YYYY-MM-DD of the last real change. */
  updated: string;
}

/** An article with its Markdown body (front matter removed). */
export interface HelpArticle extends HelpArticleMeta {
  content: string;
}

export type LegalSlug = 'privacy' | 'terms';

export interface LegalPageMeta {
  slug: LegalSlug;
  title: string;
  updated: string;
}

export interface LegalPage extends LegalPageMeta {
  content: string;
}

/** Spec 1 §3: an FAQ item; relatedLinks are optional. */
export interface FaqItem {
  question: string;
  answer: string;
  relatedLinks?: readonly { text: string; href: string }[];
}

/** One tab of the FAQ (General, Analysis, Services, Accounts). */
export interface FaqTab {
  id: string;
  label: string;
  items: readonly FaqItem[];
}
