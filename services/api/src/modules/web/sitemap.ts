import {
  ROBOTS_DISALLOWED_PATHS,
  SITEMAP_PATHS,
  STUDENT_ROUTES,
  helpArticlePath,
} from '@redress/domain';
import { ARTICLE_INDEX, LEGAL_INDEX } from '@redress/help-content';

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD of the last change, when known. */
  lastModified?: string;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]);

/** The public pages and every help article, the legal pages dated by their content. */
export function sitemapEntries(): SitemapEntry[] {
  const legalUpdated = new Map<string, string>(
    LEGAL_INDEX.map((page) => [`/${page.slug}`, page.updated]),
  );
  const helpUpdated = ARTICLE_INDEX.map((article) => article.updated).sort();
  return [
    ...SITEMAP_PATHS.map((path) => {
      const lastModified =
        path === STUDENT_ROUTES.help ? helpUpdated[helpUpdated.length - 1] : legalUpdated.get(path);
      return lastModified ? { path, lastModified } : { path };
    }),
    ...ARTICLE_INDEX.map((article) => ({
      path: helpArticlePath(article.slug),
      lastModified: article.updated,
    })),
  ];
}

/** sitemaps.org XML with absolute addresses on the public origin. */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const origin = publicUrl.replace(/\/+$/, '');
  const urls = entries.map(({ path, lastModified }) =>
    [
      '  <url>',
      `    <loc>${xml(origin + path)}</loc>`,
      ...(lastModified ? [`    <lastmod>${xml(lastModified)}</lastmod>`] : []),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
