// A walk through the site as a visitor, a student and an operator see it: one price for one
// service on every page, no console error for a visitor, honest Buy buttons when card payments
// are off, breadcrumbs that name the page, and an admin area with a shell of its own whose
// tables fit a 1366 px screen.
import { expect, test, type Page } from './support/fixtures';
import { signInWithEmailLink, toastWithTitle, uniqueEmail } from './support/accounts';
import { E2E_ADMIN_USERNAME } from './support/server-env';
import { answerWithChangedJson, stubYouTube } from './support/stubs';

function adminPassword(): string {
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set: the global setup did not run');
  return password;
}

async function signInAsOperator(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(E2E_ADMIN_USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(adminPassword());
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toastWithTitle(page, 'Login successful')).toBeVisible();
  // The dashboard's code (with its table library) is the largest chunk: on a busy machine it
  // arrives after the usual 15 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible({
    timeout: 30_000,
  });
}

/** The card or list item of one service on a page. */
function serviceItem(page: Page, name: string) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** What card payments being off looks like to the browser. */
async function turnPaymentsOff(page: Page) {
  await page.route('**/api/payments/config', (route) =>
    route.fulfill({ json: { enabled: false, publishableKey: null } }),
  );
}

test('one service has one price on /support, /services, booking and the admin Services tab', async ({
  page,
}, testInfo) => {
  // A student's sign-in by e-mail and an operator's login in one walk: more than the usual time.
  test.slow();
  // Chromium asks in en-US: the visitor's currency is the US dollar, and the catalogue's
  // Video Consultation is $79.99 and Professional Review $49.99.
  await page.goto('/support');
  await expect(serviceItem(page, 'Video Consultation')).toContainText('$79.99');
  await expect(serviceItem(page, 'Professional Review')).toContainText('$49.99');

  await page.goto('/services');
  await expect(serviceItem(page, 'Video Consultation')).toContainText('$79.99');
  await expect(serviceItem(page, 'Professional Review')).toContainText('$49.99');
  // The free analysis is priced as what it is.
  await expect(serviceItem(page, 'Free AI Analysis')).toContainText('Free');

  await signInWithEmailLink(page, uniqueEmail(testInfo, 'walker'));
  await page.goto('/booking');
  const service = page.getByLabel('Service');
  await expect(service.locator('option', { hasText: 'Video Consultation ($79.99)' })).toHaveCount(
    1,
  );
  // Only calls can be booked as calls: a written review is not offered.
  await expect(service.locator('option', { hasText: 'Professional Review' })).toHaveCount(0);
  // How a call is paid is said before one is chosen.
  await expect(page.getByRole('main')).toContainText('is paid at checkout before it is booked');
  // The hours say whose time they are.
  await expect(page.getByText(/^Available: 9AM-1PM and 5PM-9PM Rome time/)).toBeVisible();

  await signInAsOperator(page);
  await page.getByRole('tab', { name: /^Services/ }).click();
  const catalogue = page.getByRole('region', { name: 'Service Catalog' });
  const row = (name: string) =>
    catalogue.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row('Video Consultation').getByRole('cell', { name: '$79.99' })).toBeVisible();
  await expect(
    row('Free AI Analysis').getByRole('cell', { name: 'Free', exact: true }),
  ).toBeVisible();
  await expect(catalogue).not.toContainText('Contact for pricing');
});

test('a visitor from the UK sees the same pound price on /support and /services', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB' });
  try {
    const page = await context.newPage();
    await page.goto('/support');
    const onSupport = serviceItem(page, 'Professional Review').locator('.rd-site-card__price');
    await expect(onSupport).toHaveText(/^£\d/);
    const price = await onSupport.textContent();
    await page.goto('/services');
    await expect(
      serviceItem(page, 'Professional Review').locator('.rd-catalogue__price'),
    ).toHaveText(price ?? 'missing');
  } finally {
    await context.close();
  }
});

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/help',
  '/help/whats-inside-ai-analysis',
  '/support',
  '/support-editor',
  '/services',
  '/booking',
  '/terms',
  '/privacy',
  '/data-deletion',
  '/login',
  '/payment-test',
];

test('no public page logs a console error for a visitor', async ({ page }) => {
  await stubYouTube(page, { maxres: true });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

  const sessionAnswers: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/auth/me') sessionAnswers.push(response.status());
  });

  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // A visitor is answered, not refused.
  expect(sessionAnswers.length).toBeGreaterThan(0);
  expect(sessionAnswers.every((status) => status === 200)).toBe(true);
  expect(await (await page.request.get('/api/auth/me')).json()).toEqual({ user: null });
  expect(errors).toEqual([]);
});

test('an unknown address answers 404 with the not-found page, and no trail made from the address', async ({
  page,
}) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  await expect(page.getByText('This Page Does Not Exist')).toHaveCount(0);
});

test('a help article’s breadcrumb is the article’s title', async ({ page }) => {
  await page.goto('/help/whats-inside-ai-analysis');
  await expect(
    page.getByRole('heading', { level: 1, name: "What's Inside Your Analysis" }),
  ).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(trail).toHaveText(['Home', 'Help Center', "What's Inside Your Analysis"]);
});

test('without an introduction video, the home hero shows a still of a report', async ({ page }) => {
  await page.route('**/api/site-config', (route) =>
    answerWithChangedJson<object>(route, (configured) => ({ ...configured, introVideoId: null })),
  );
  await page.goto('/');
  const hero = page.locator('.rd-home__hero');
  await expect(hero.getByRole('figure', { name: 'A sample report' })).toBeVisible();
  await expect(hero.getByRole('button', { name: /play/i })).toHaveCount(0);
});

test('a visitor sees the catalogue with prices and is asked to sign in at Buy', async ({
  page,
}) => {
  await page.goto('/services');
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  const buy = serviceItem(page, 'Professional Review').getByRole('link', {
    name: 'Buy Professional Review',
  });
  await expect(buy).toHaveText('Sign in to buy');
  await buy.click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/checkout?serviceId=19')}`);
});

test('with card payments off, Buy is disabled and the page offers what works', async ({ page }) => {
  await turnPaymentsOff(page);
  await page.goto('/services');
  const notice = page.getByRole('status').filter({ hasText: 'cannot be bought online' });
  await expect(notice).toBeVisible();
  await expect(notice).not.toContainText(/server/i);
  await expect(notice.getByRole('link', { name: 'Start a Free Analysis' })).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Book a call' })).toHaveAttribute(
    'href',
    '/booking',
  );
  for (const name of ['Professional Review', 'Video Consultation', 'Mediation']) {
    await expect(page.getByRole('button', { name: `Buy ${name}` })).toBeDisabled();
  }
  await expect(page.getByRole('main').locator('a[href^="/checkout"]')).toHaveCount(0);

  await page.goto('/support');
  await expect(
    page.getByRole('status').filter({ hasText: 'cannot be bought online' }),
  ).toBeVisible();
  await expect(page.getByRole('main').locator('a[href^="/checkout"]')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(/server/i);
});

test('the admin area has its own shell: no public header or footer, the operator and sign out', async ({
  page,
}) => {
  await signInAsOperator(page);
  const bar = page.getByRole('banner');
  await expect(bar).toHaveCount(1);
  await expect(bar).toContainText('Redress Admin');
  await expect(bar).toContainText(`Signed in as ${E2E_ADMIN_USERNAME}`);
  await expect(bar.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await bar.getByRole('link', { name: 'SQL tool' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SQL Tool' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
  ).toHaveText(['Admin', 'SQL Tool']);
});

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('admin tables show their last column and never widen the page', async ({ page }) => {
    test.slow();
    await signInAsOperator(page);
    for (const [tab, region, last] of [
      ['Documents', 'Student Submissions', 'Created'],
      ['Audit Log', 'Audit Log', 'When'],
      ['Data Deletion', 'Data Deletion Requests', 'Action'],
      ['Bookings', 'Bookings', 'Created'],
    ] as const) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      const table = page.getByRole('region', { name: region });
      const header = table.getByRole('columnheader', { name: last, exact: true });
      await header.scrollIntoViewIfNeeded();
      // Whole, give or take a sub-pixel border.
      await expect(header).toBeInViewport({ ratio: 0.95 });
      const pageWidth = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        view: window.innerWidth,
      }));
      expect(pageWidth.scroll).toBeLessThanOrEqual(pageWidth.view);
    }
    // Smaller pages are offered too.
    await page.getByRole('tab', { name: /^Users/ }).click();
    await page.locator('.ant-pagination-options .ant-select').click();
    await expect(page.getByRole('option', { name: '10 / page' })).toBeVisible();
  });
});
