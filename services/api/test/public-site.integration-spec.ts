import { ARTICLE_INDEX } from '@redress/help-content';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { AppConfig } from '../src/config/app-config';
import { ConfigurationError } from '../src/config/config.schema';
import {
  RunningApp,
  TestDatabase,
  createTestDatabase,
  fakeFrontendDist,
  startApp,
} from './harness';

const PUBLIC_URL = 'https://redress.example';

describe('the public site around the pages', () => {
  let database: TestDatabase;
  let running: RunningApp;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const dist = fakeFrontendDist();
    writeFileSync(join(dist, 'host', 'sw.js'), 'self.addEventListener("fetch", () => {});');
    running = await startApp({
      ...database.env,
      WEB_DIST_DIR: dist,
      PUBLIC_URL,
      INTRO_VIDEO_ID: 'M7lc1UVf-VE',
      ANALYTICS_EVENTS_URL: 'https://stats.example.org/api/event',
      SUPPORT_EMAIL: 'help@appeals.org.uk',
      SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/appeals',
    });
  });

  afterAll(async () => {
    await running?.close();
    await database?.drop();
  });

  it('serves sitemap.xml with every public page and help article on the public origin', async () => {
    const response = await request(running.url).get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const locations = [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/',
      '/about',
      '/help',
      '/support',
      '/support-editor',
      '/terms',
      '/privacy',
      '/data-deletion',
    ]) {
      expect(locations).toContain(`${PUBLIC_URL}${path}`);
    }
    for (const article of ARTICLE_INDEX) {
      expect(locations).toContain(`${PUBLIC_URL}/help/${article.slug}`);
    }
    expect(locations.some((loc) => loc.includes('/dashboard') || loc.includes('/admin'))).toBe(
      false,
    );
  });

  it('serves robots.txt naming the sitemap', async () => {
    const response = await request(running.url).get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text).toContain('Disallow: /api/\n');
    expect(response.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('tells the pages which introduction video to show and where page views go, cacheably', async () => {
    const response = await request(running.url).get('/api/site-config').expect(200);
    expect(response.body).toEqual({
      introVideoId: 'M7lc1UVf-VE',
      analytics: { eventsUrl: 'https://stats.example.org/api/event', domain: 'redress.example' },
      supportEmail: 'help@appeals.org.uk',
      social: [{ name: 'LinkedIn', href: 'https://www.linkedin.com/company/appeals' }],
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    // The pages may call the provider, and nothing else beyond Stripe (the pages' policy: the
    // API's own answers carry one that allows nothing).
    const page = await request(running.url).get('/');
    const connectSrc = /connect-src ([^;]+)/.exec(
      String(page.headers['content-security-policy']),
    )?.[1];
    expect(connectSrc?.split(' ')).toEqual([
      "'self'",
      'https://api.stripe.com',
      'https://stats.example.org',
    ]);
  });

  it('serves a visitor no invented contact address or profile', async () => {
    const { body } = await request(running.url).get('/api/site-config').expect(200);
    // Only what was configured; the analytics domain is the operator's own PUBLIC_URL here.
    const contacts = JSON.stringify({ supportEmail: body.supportEmail, social: body.social });
    expect(contacts).not.toMatch(/redress\.example/);
    expect(contacts).not.toMatch(/x\.com\/redress|instagram\.com\/redress|tiktok\.com\/@redress/);
  });

  it('serves the service worker at /sw.js, revalidated on every load, for the whole site', async () => {
    const response = await request(running.url).get('/sw.js').expect(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
    // Hashed bundles keep their long cache and get no such header.
    const bundle = await request(running.url).get('/main.3f2a.js').expect(200);
    expect(bundle.headers['service-worker-allowed']).toBeUndefined();
  });

  it('refuses a malformed INTRO_VIDEO_ID at start, and shows no video without one', () => {
    expect(() => AppConfig.from({ INTRO_VIDEO_ID: 'https://youtu.be/x' })).toThrow(
      ConfigurationError,
    );
    expect(() => AppConfig.from({ INTRO_VIDEO_ID: 'short' })).toThrow(/INTRO_VIDEO_ID/);
    expect(AppConfig.from({}).site.introVideoId).toBeNull();
    expect(AppConfig.from({}).site.analytics).toBeNull();
    expect(() => AppConfig.from({ ANALYTICS_EVENTS_URL: 'plausible.io' })).toThrow(
      /ANALYTICS_EVENTS_URL/,
    );
    expect(
      AppConfig.from({
        ANALYTICS_EVENTS_URL: 'https://plausible.io/api/event',
        ANALYTICS_DOMAIN: 'redress.example',
        PUBLIC_URL: 'https://app.redress.example',
      }).site.analytics,
    ).toEqual({ eventsUrl: 'https://plausible.io/api/event', domain: 'redress.example' });
    expect(AppConfig.from({ INTRO_VIDEO_ID: ' M7lc1UVf-VE ' }).site.introVideoId).toBe(
      'M7lc1UVf-VE',
    );
  });
});
