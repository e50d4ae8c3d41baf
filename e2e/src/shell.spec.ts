import { expect, test, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { E2E_SERVER_ENV } from './support/server-env';
import { holdBackHostScript } from './support/slow-page';

const HOME_HEADING = 'Stand up for your education with a clear plan';

function breadcrumbLabels(page: Page) {
  return page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
}

async function breadcrumbJsonLd(
  page: Page,
): Promise<{ name: string; item: string; position: number }[]> {
  const scripts = page.locator('head script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  const data = JSON.parse((await scripts.textContent()) ?? 'null');
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe('BreadcrumbList');
  return data.itemListElement;
}

test('home renders through the host and the student remote', async ({ page }) => {
  const manifest = page.waitForResponse((r) =>
    r.url().endsWith('/remotes/student/mf-manifest.json'),
  );
  await page.goto('/');
  expect((await manifest).ok()).toBe(true);

  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  const header = page.getByRole('banner');
  const mainNav = header.getByRole('navigation', { name: 'Main' });
  for (const label of ['Start Now', 'Our Story', 'Services', 'Book Appointment', 'Help']) {
    await expect(mainNav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  // Signed out: no Dashboard link, and Sign In once the session check has answered.
  await expect(mainNav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('main').getByRole('link', { name: 'Start Now' })).toHaveAttribute(
    'href',
    '/login',
  );

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Redress`);
  for (const label of ['Terms of Service', 'Privacy Policy', 'Data Deletion']) {
    await expect(footer.getByRole('link', { name: label })).toBeVisible();
  }
  // Only the configured contact details (E2E_SERVER_ENV): the networks left unset are not shown.
  await expect(footer.getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute(
    'href',
    E2E_SERVER_ENV.SOCIAL_LINKEDIN_URL,
  );
  for (const label of ['YouTube', 'Twitter/X', 'Instagram', 'Facebook', 'TikTok']) {
    await expect(footer.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveCount(0);
  }
  await expect(footer.getByRole('link', { name: E2E_SERVER_ENV.SUPPORT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${E2E_SERVER_ENV.SUPPORT_EMAIL}`,
  );
  await expect(footer).not.toContainText('redress.example');

  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);
});

test('a prerendered page downloads each file of the student remote once, its preload used', async ({
  page,
}) => {
  const requested: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/student/'))
      requested.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto('/help');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const module = requested.filter((path) => path.includes('__federation_expose_Module'));
  expect(module).toHaveLength(1);
  expect(requested.length).toBe(new Set(requested).size);
  expect(warnings).toEqual([]);
});

test('/admin/login renders through the admin remote', async ({ page }) => {
  const manifest = page.waitForResponse((r) => r.url().endsWith('/remotes/admin/mf-manifest.json'));
  await page.goto('/admin/login');
  expect((await manifest).ok()).toBe(true);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Admin Database Access' }),
  ).toBeVisible();
  await expect(page.getByText('Login to browse and analyze database records')).toBeVisible();
  await expect(page).toHaveTitle('Admin Login | Redress');

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  // A password of spaces is no password, on the page as in the API (one message for both).
  await page.getByLabel('Password', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
});

for (const { path, labels, title, heading = title } of [
  {
    path: '/help/some-slug',
    labels: ['Home', 'Help Center', 'Article Not Found'],
    title: 'Article Not Found',
  },
  // The session exists only in the browser here, so the API knows no case 12 for it.
  {
    path: '/analysis/12',
    labels: ['Home', 'Analysis Results', 'Analysis 12'],
    title: 'Analysis',
    heading: 'Analysis Not Found',
  },
  { path: '/input', labels: ['Home', 'Submit'], title: 'Submit an Issue' },
  { path: '/booking', labels: ['Home', 'Book Appointment'], title: 'Book an Appointment' },
]) {
  test(`breadcrumbs and structured data on ${path}`, async ({ page, baseURL }) => {
    // Most of these pages are for signed-in users; the trail is the shell's business, so the
    // session is answered in the browser rather than created through the sign-in flow.
    await page.route('**/api/auth/me', (route) =>
      route.fulfill({ json: { user: { id: 1, email: 'student@example.edu' } } }),
    );
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Redress`);

    await expect(breadcrumbLabels(page)).toHaveText(labels);
    const current = page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .locator('[aria-current="page"]');
    await expect(current).toHaveText(labels[labels.length - 1] ?? '');

    const items = await breadcrumbJsonLd(page);
    expect(items.map((item) => item.name)).toEqual(labels);
    expect(items.map((item) => item.position)).toEqual(labels.map((_, index) => index + 1));
    expect(items[0]?.item).toBe(`${baseURL}/`);
    expect(items[items.length - 1]?.item).toBe(`${baseURL}${path}`);
  });
}

test('structured data follows client-side navigation', async ({ page }) => {
  await page.goto('/help/data-security');
  await expect(breadcrumbLabels(page)).toHaveText([
    'Home',
    'Help Center',
    'How We Keep Your Data Secure',
  ]);
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Help Center' })
    .click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(breadcrumbLabels(page)).toHaveText(['Home', 'Help Center']);
  expect((await breadcrumbJsonLd(page)).map((item) => item.name)).toEqual(['Home', 'Help Center']);

  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/definitely/not-a-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Redress');
  await page.getByRole('main').getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
});

test('an unknown admin path is a 404 too', async ({ page }) => {
  await page.goto('/admin/not-a-tool');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test('admin-only pages send a visitor without an admin session to the admin login', async ({
  page,
}) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Admin Database Access' }),
  ).toBeVisible();
});

test('the header gains a shadow and shrinks after 20 px of scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  const before = (await header.boundingBox())?.height ?? 0;
  await expect(header).not.toHaveClass(/rd-header--scrolled/);

  await page.evaluate(() => window.scrollTo(0, 10));
  await expect(header).not.toHaveClass(/rd-header--scrolled/);
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveClass(/rd-header--scrolled/);
  await expect.poll(async () => (await header.boundingBox())?.height ?? 0).toBeLessThan(before);
  await expect(header).toHaveCSS('box-shadow', /rgba/);
});

test('every route change starts at the top of the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a reader who scrolled before the app arrived keeps their place when it takes the page over', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 600 });
  const release = await holdBackHostScript(page);
  await page.goto('/help');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await release();
  // Taken over: the menu opens (React has the page) and the reader is where they were.
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});

test('the home page stays within its JavaScript budget and loads no admin or antd code', async ({
  page,
}) => {
  const scripts: Promise<{ url: string; gzipped: number }>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    scripts.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzipped: gzipSync(body, { level: 9 }).length })),
    );
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const loaded = await Promise.all(scripts);
  const total = loaded.reduce((sum, script) => sum + script.gzipped, 0);
  expect(loaded.filter((script) => script.url.includes('/remotes/admin/'))).toEqual([]);
  expect(total).toBeLessThanOrEqual(250 * 1024);
  // antd's CSS-in-JS registers its style tags under this attribute as soon as it renders.
  await expect(page.locator('style[data-css-hash], style[data-rc-order]')).toHaveCount(0);
});
