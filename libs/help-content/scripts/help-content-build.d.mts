export interface ArticleFrontMatter {
  slug: string;
  title: string;
  category: string;
  popularity: number;
  summary: string;
  updated: string;
}

export interface LegalFrontMatter {
  slug: string;
  title: string;
  updated: string;
}

export interface HelpContent {
  articles: ArticleFrontMatter[];
  legal: LegalFrontMatter[];
  /** The FAQ tab the home page shows, as it is in faq.json. */
  homeFaq: unknown;
}

export const LEGAL_SLUGS: readonly string[];
export const GENERATED_FILES: readonly string[];
export function readHelpContent(contentDir: string): HelpContent;
export function renderGeneratedFiles(content: HelpContent): Record<string, string>;
