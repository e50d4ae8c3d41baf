import { ARTICLE_INDEX } from '@redress/help-content';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

describe('sitemap.xml', () => {
  const xml = sitemapXml('https://redress.example/', sitemapEntries());
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('lists the public pages and every help article on the public origin', () => {
    expect(locations).toEqual([
      'https://redress.example/',
      'https://redress.example/about',
      'https://redress.example/help',
      'https://redress.example/support',
      'https://redress.example/support-editor',
      'https://redress.example/booking',
      'https://redress.example/terms',
      'https://redress.example/privacy',
      'https://redress.example/data-deletion',
      ...ARTICLE_INDEX.map((article) => `https://redress.example/help/${article.slug}`),
    ]);
    expect(ARTICLE_INDEX).toHaveLength(12);
  });

  it('is well-formed sitemaps.org XML, dated where the content is', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml.match(/<url>/g)).toHaveLength(locations.length);
    expect(xml).toMatch(
      /<loc>https:\/\/redress\.example\/terms<\/loc>\n {4}<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
    );
    expect(xml).toMatch(/<loc>https:\/\/redress\.example\/<\/loc>\n {2}<\/url>/);
  });

  it('escapes what XML needs escaped', () => {
    expect(sitemapXml('http://a.example', [{ path: '/x?a=1&b=<2>' }])).toContain(
      '<loc>http://a.example/x?a=1&amp;b=&lt;2&gt;</loc>',
    );
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the API, the admin area and signed-in pages, and names the sitemap', () => {
    const text = robotsTxt('https://redress.example');
    expect(text).toContain('User-agent: *\n');
    for (const path of ['/api/', '/admin', '/dashboard', '/input', '/analysis/', '/checkout']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).not.toMatch(/Disallow: \/help/);
    expect(text.trimEnd().endsWith('Sitemap: https://redress.example/sitemap.xml')).toBe(true);
  });
});
