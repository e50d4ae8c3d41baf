import { helpArticlePath, PRERENDERED_PATHS } from '@redress/domain';
import { ARTICLE_INDEX } from '@redress/help-content';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { RunningApp, TestDatabase, createTestDatabase, startApp } from './harness';

const root = resolve(__dirname, '../../..');

/** The host's index.html as its build writes it: the template every page is rendered into. */
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redress</title>' +
  '<meta name="description" content="Redress helps students."><script defer src="/main.1a2b3c4d.js"></script>' +
  '</head><body><div id="root"></div></body></html>';

/** Each page's heading and a sentence of its body, as a visitor reads them. */
const PAGES: Record<string, [heading: string, body: string]> = {
  '/': [
    'Stand up for your education with a clear plan',
    'Describe your situation and get a free, plain-language analysis of your options',
  ],
  '/about': [
    'Our Story',
    'Redress began with a simple question: why is it so hard for a student to challenge a decision',
  ],
  '/help': ['How we can help you', 'Guides to every step of your complaint or appeal'],
  '/support': ['Support Services', 'When you want a person on your side, our experts can review'],
  '/support-editor': ['Editor Support', 'Your letter is your case.'],
  '/terms': ['Terms of Service', 'These Terms of Service ("Terms") govern your use of the Redress'],
  '/privacy': [
    'Privacy Policy',
    'This Privacy Policy explains what personal data Redress collects',
  ],
  '/data-deletion': [
    'Data Deletion Request',
    'You can ask us to delete your account and everything in it at any time',
  ],
  '/login': ['Sign in to Redress', "We'll email you a secure link that signs you in."],
};

/** The text of a page as a browser shows it: no tags, entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The first paragraph of an article's Markdown, as plain text. */
function firstParagraph(slug: string): string {
  const source = readFileSync(
    join(root, 'libs/help-content/content/articles', `${slug}.md`),
    'utf8',
  );
  const body = source.replace(/^---[\s\S]*?\n---\n/, '').trim();
  const paragraph = body.split(/\n\s*\n/).find((block) => !block.startsWith('#')) ?? '';
  return paragraph
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function run(command: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

describe('the public pages, prerendered by the build', () => {
  let database: TestDatabase;
  let running: RunningApp;
  let dist: string;

  beforeAll(async () => {
    // The host's build steps that render the pages, into a scratch build.
    dist = mkdtempSync(join(tmpdir(), 'redress-pages-'));
    mkdirSync(join(dist, 'host'));
    writeFileSync(join(dist, 'host', 'index.html'), TEMPLATE);
    const renderer = join(dist, 'renderer');
    run(
      join(root, 'node_modules/.bin/rspack'),
      ['build', '-c', 'frontends/host/rspack.prerender.mjs'],
      { PRERENDER_OUTPUT_PATH: renderer },
    );
    run(process.execPath, [
      'frontends/host/scripts/prerender.mjs',
      '--host-dist',
      join(dist, 'host'),
      '--renderer',
      join(renderer, 'render.cjs'),
    ]);
    database = await createTestDatabase('sqlite');
    running = await startApp({ ...database.env, WEB_DIST_DIR: dist });
    // The renderer's build takes a minute on a quiet machine and several on a busy one.
  }, 600_000);

  afterAll(async () => {
    await running?.close();
    await database?.drop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('covers every prerendered public page', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...PRERENDERED_PATHS].sort());
  });

  it.each(Object.entries(PAGES))(
    'answers %s with its heading and text in the HTML',
    async (path, [heading, body]) => {
      const response = await request(running.url).get(path).expect(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.text).toContain('<div id="root" data-prerendered>');
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(response.text)?.[1] ?? '';
      expect(visibleText(h1).trim()).toBe(heading);
      expect(visibleText(response.text)).toContain(body);
      // Its own title, and the loader of the host's scripts that take the page over, fetched
      // after the page has painted rather than in the head.
      expect(response.text).toMatch(/<title>[^<]+ \| Redress<\/title>|<title>Redress — /);
      expect(response.text).not.toContain('<script defer src="/main.1a2b3c4d.js"></script>');
      expect(response.text).toMatch(
        /<script defer src="\/after-paint\.[0-9a-f]{8}\.js"><\/script><\/body>/,
      );
    },
  );

  it('serves the loader, which fetches the host’s scripts, for good', async () => {
    const page = await request(running.url).get('/help').expect(200);
    const loader = /src="(\/after-paint\.[0-9a-f]{8}\.js)"/.exec(page.text)?.[1] ?? '';
    const response = await request(running.url).get(loader).expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.text).toContain('var scripts = ["/main.1a2b3c4d.js"];');
  });

  it.each(ARTICLE_INDEX.map((article) => [helpArticlePath(article.slug), article]))(
    'answers the help article %s with its title and first paragraph',
    async (path, article) => {
      const response = await request(running.url).get(path).expect(200);
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(response.text)?.[1] ?? '';
      expect(visibleText(h1).trim()).toBe(article.title);
      expect(visibleText(response.text)).toContain(firstParagraph(article.slug));
      expect(visibleText(/<title>([^<]*)<\/title>/.exec(response.text)?.[1] ?? '')).toBe(
        `${article.title} | Redress`,
      );
    },
  );

  it('answers an unknown address with 404 and the not-found page', async () => {
    const response = await request(running.url).get('/does-not-exist').expect(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(visibleText(response.text)).toContain('Page Not Found');
    expect(visibleText(response.text)).toContain(
      'The page you are looking for does not exist or may have been moved.',
    );
    expect(response.text).toContain('<title>Page Not Found | Redress</title>');
    // A help article that does not exist is not found either (the page says so in the browser).
    await request(running.url).get('/help/no-such-article').expect(404);
  });

  it('leaves signed-in pages, and pages asked with a query, to the browser', async () => {
    const dashboard = await request(running.url).get('/dashboard').expect(200);
    expect(dashboard.text).toContain('<div id="root"></div>');
    const withNext = await request(running.url).get('/login?next=%2Fdashboard').expect(200);
    expect(withNext.text).toContain('<div id="root"></div>');
  });

  it('sends the compressed copy, revalidated by its ETag, and 304 when the copy is current', async () => {
    const first = await request(running.url).get('/help').set('accept-encoding', 'br').expect(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['vary']).toMatch(/accept-encoding/i);
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^"[\w-]+"$/);
    await request(running.url).get('/help').set('if-none-match', etag).expect(304);
    const other = await request(running.url).get('/about').expect(200);
    expect(other.headers['etag']).not.toBe(etag);
    // The files themselves are not served at addresses of their own.
    await request(running.url).get('/pages/help.html').expect(404);
  });
});
