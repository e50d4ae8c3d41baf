// The product deployed as production is: the host and the API on one origin, the student remote
// on a second and the admin remote on a third, each served by its production server (nginx with
// deploy/nginx/remote.conf.template). A student and an operator use it across the three; then a
// team ships a new student build to its origin, and the unchanged host picks it up at the next
// page load; a build against another web-ui is refused with the error boundary.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { signInWithEmailLink, toastWithTitle, uniqueEmail } from '../src/support/accounts';
// The plain test: a real browser sends no X-Forwarded-For, and a header of its own on the
// remotes' requests would make them cross-origin requests that need a preflight.
import { expect, test, type Page } from '@playwright/test';
import { popularArticles } from '@redress/domain';
import { HELP_ARTICLES } from '../src/support/help-content';
import { E2E_ADMIN_USERNAME } from '../src/support/server-env';
import { BUILDS_DIR, BUILT, ORIGINS, STUDENT_ORIGIN_DIR } from './origins';

test.describe.configure({ mode: 'serial' });

const workspaceRoot = path.resolve(__dirname, '../..');

const CASE_DESCRIPTION =
  'My final project was marked down after the deadline was changed without notice. ' +
  'The Board of Examiners used 7 March instead of the 14 March deadline in the handbook, ' +
  'and I was ill that week with a doctor’s note. I want the mark reviewed.';

/** What the page loaded from where, and whatever the browser refused under the page's policy. */
function watch(page: Page) {
  const loaded: string[] = [];
  const console: string[] = [];
  page.on('response', (response) => loaded.push(response.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') console.push(message.text());
  });
  return {
    loaded,
    console,
    from: (origin: string) => loaded.filter((url) => url.startsWith(`${origin}/`)),
    /** Content-Security-Policy refusals (Chromium reports each one on the console). */
    refusals: () => console.filter((text) => /Content Security Policy/i.test(text)),
  };
}

/** The host's own main script: the host is the same build before and after a remote's deploy. */
async function hostScript(page: Page): Promise<string | null> {
  return page.locator('script[src*="main."]').first().getAttribute('src');
}

/** Builds the student remote anew (see build-student.mjs) and returns the build's folder. */
function buildStudent(name: string, args: string[]): string {
  const out = path.join(BUILDS_DIR, name);
  execFileSync(process.execPath, ['e2e/cross-origin/build-student.mjs', out, ...args], {
    cwd: workspaceRoot,
    stdio: 'pipe',
  });
  return out;
}

/** Ships a build to the student origin as a team would (tools/deploy/publish-remote.mjs). */
function publishStudent(build: string): void {
  execFileSync(process.execPath, ['tools/deploy/publish-remote.mjs', build, STUDENT_ORIGIN_DIR], {
    cwd: workspaceRoot,
    stdio: 'pipe',
  });
}

const remoteEntryOf = (build: string) =>
  (
    JSON.parse(readFileSync(path.join(build, 'mf-manifest.json'), 'utf8')) as {
      metaData: { remoteEntry: { name: string } };
    }
  ).metaData.remoteEntry.name;

test.afterAll(() => {
  // The origin serves the build it started with again.
  publishStudent(BUILT.student);
});

test('a student signs in, submits a case and reads its report, the student remote from its own origin', async ({
  page,
}, testInfo) => {
  const seen = watch(page);
  const home = await page.goto('/');
  // The page allows the remotes' origins, and only where their files are loaded.
  const policy = home?.headers()['content-security-policy'] ?? '';
  for (const directive of ['script-src', 'style-src', 'connect-src'])
    expect(policy).toMatch(new RegExp(`${directive} [^;]*${ORIGINS.student}[^;]*${ORIGINS.admin}`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // The prerendered page fetches the app, and the app the remote, once it has painted.
  await expect
    .poll(() => seen.from(ORIGINS.student))
    .toContain(`${ORIGINS.student}/mf-manifest.json`);
  await expect
    .poll(() => seen.from(ORIGINS.student).some((url) => /remoteEntry\.[0-9a-f]{8}\.js$/.test(url)))
    .toBe(true);
  // Preloads and loads ask in the same (CORS) mode: the page fetched each file of the remote once.
  const fetched = seen.from(ORIGINS.student);
  expect(fetched.filter((url, i) => fetched.indexOf(url) !== i)).toEqual([]);
  // The host's origin has no copy of the remote.
  expect((await page.request.get('/remotes/student/mf-manifest.json')).status()).toBe(404);

  await signInWithEmailLink(page, uniqueEmail(testInfo));
  await page.goto('/input');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit an Issue' })).toBeVisible();
  const title = `Cross-origin appeal ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Describe your issue').fill(CASE_DESCRIPTION);
  await page.getByRole('button', { name: 'Submit for Analysis' }).click();
  await expect(toastWithTitle(page, 'Analysis Started')).toBeVisible();
  await expect(page).toHaveURL(/\/analysis\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 30_000,
  });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'At a glance' })).toBeVisible();
  await page.getByRole('button', { name: 'View Full Analysis' }).click();
  await expect(
    main.getByRole('heading', { level: 3, name: 'Key Issues', exact: true }),
  ).toBeVisible();

  expect(seen.refusals()).toEqual([]);
  expect(seen.from(ORIGINS.admin)).toEqual([]);
});

test('an operator opens the admin area, the admin remote from a third origin', async ({ page }) => {
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set: the global setup did not run');
  const seen = watch(page);
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(E2E_ADMIN_USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toastWithTitle(page, 'Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  expect(seen.from(ORIGINS.admin)).toContain(`${ORIGINS.admin}/mf-manifest.json`);
  expect(seen.from(ORIGINS.admin).some((url) => /remoteEntry\.[0-9a-f]{8}\.js$/.test(url))).toBe(
    true,
  );
  expect(seen.from(ORIGINS.student)).toEqual([]);
  expect(seen.refusals()).toEqual([]);
});

test('a help article read once opens again offline, the student remote kept from its own origin', async ({
  browser,
}) => {
  // The rest of the suite blocks service workers (playwright.config.ts); this test is about one.
  const context = await browser.newContext({ baseURL: ORIGINS.host, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const [, article] = popularArticles(HELP_ARTICLES);
  await page.goto(`/help/${article.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 20_000,
    })
    .toMatch(/\/sw\.js$/);
  // A reload under the worker's control, so it sees (and keeps) what the page loads.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open('redress-remotes');
          return (await cache.keys()).map((request) => request.url);
        }),
      { timeout: 20_000 },
    )
    .toContainEqual(expect.stringMatching(new RegExp(`^${ORIGINS.student}/remoteEntry\\.`)));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(page.locator('.rd-prose').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await context.close();
});

test('a new student build shipped to its origin reaches the next page load of the unchanged host', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('student-build')).toHaveCount(0);
  const host = await hostScript(page);

  const build = buildStudent('visible-change', ['--label', 'two']);
  publishStudent(build);

  // A fresh page load of the same host and API: nothing was rebuilt or restarted but the remote.
  const context = await browser.newContext({ baseURL: ORIGINS.host });
  const fresh = await context.newPage();
  const seen = watch(fresh);
  await fresh.goto('/');
  await expect(fresh.getByTestId('student-build')).toHaveText('Student build two');
  await expect(fresh.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await hostScript(fresh)).toBe(host);
  expect(seen.from(ORIGINS.student)).toContain(`${ORIGINS.student}/${remoteEntryOf(build)}`);
  expect(seen.refusals()).toEqual([]);

  // The manifest is revalidated on every load; the hashed files may be kept for a year.
  const manifest = await fresh.request.get(`${ORIGINS.student}/mf-manifest.json`, {
    headers: { origin: ORIGINS.host },
  });
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBe(ORIGINS.host);
  const entry = await fresh.request.get(`${ORIGINS.student}/${remoteEntryOf(build)}`);
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await context.close();
});

test('a student build made against another web-ui is refused: the boundary, and the console names the module and both versions', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The next major version of web-ui than the host's: a remote that needs it is incompatible.
  const hostWebUi = JSON.parse(
    readFileSync(path.join(workspaceRoot, 'libs/web/ui/package.json'), 'utf8'),
  ) as { version: string };
  const nextMajor = `${Number(hostWebUi.version.split('.')[0]) + 1}.0.0`;
  const build = buildStudent(`web-ui-${nextMajor}`, ['--web-ui-version', nextMajor]);
  // The check CI runs on every build refuses it too.
  const check = spawnSync(
    process.execPath,
    [
      'tools/scripts/check-federation.mjs',
      '--remote',
      `student=${path.join(build, 'mf-manifest.json')}`,
    ],
    { cwd: workspaceRoot, encoding: 'utf8' },
  );
  expect(check.status).toBe(1);
  expect(check.stdout).toContain(
    `FAIL student: @redress/web-ui ^${nextMajor} (built with ${nextMajor}), the host provides ${hostWebUi.version}`,
  );
  publishStudent(build);

  const context = await browser.newContext({ baseURL: ORIGINS.host });
  const page = await context.newPage();
  const seen = watch(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Failed to load component' })).toBeVisible();
  // Not a blank page: the shell stays around the refused remote.
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect
    .poll(() => seen.console.find((text) => text.includes('The host refused the remote "student"')))
    .toContain(
      `@redress/web-ui ^${nextMajor} (built with ${nextMajor}), the host provides ${hostWebUi.version}`,
    );
  // Refused before any of its code ran: its entry was never fetched.
  expect(seen.loaded).toContain(`${ORIGINS.student}/mf-manifest.json`);
  expect(seen.loaded).not.toContain(`${ORIGINS.student}/${remoteEntryOf(build)}`);
  await context.close();
});
