import { expect, test } from './support/fixtures';
import { signInWithEmailLink, toastWithTitle, uniqueEmail } from './support/accounts';

test('the header shows a disabled Loading... until the session check answers', async ({ page }) => {
  // The answer is held back in the browser so the loading state can be seen at all.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/auth/me', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/about');
  const loading = page.getByRole('banner').getByRole('button', { name: 'Loading...' });
  await expect(loading).toBeVisible();
  await expect(loading).toBeDisabled();
  answer();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('a guarded page shows a spinner, not the page, while the session is checked', async ({
  page,
}) => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/auth/me', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/input');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Checking your session…');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit an Issue' })).toHaveCount(0);
  answer();
  await expect(page).toHaveURL(/\/login\?next=%2Finput$/);
});

test('signed in: Dashboard appears and Start Now leads to the dashboard', async ({
  page,
}, testInfo) => {
  await signInWithEmailLink(page, uniqueEmail(testInfo));
  await page.goto('/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Start Now' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});

test('a failed sign-out keeps the session and shows an error toast', async ({ page }, testInfo) => {
  await signInWithEmailLink(page, uniqueEmail(testInfo));
  // A refusal cannot be caused on demand against the real server; the browser is given one.
  await page.route('**/api/auth/logout', (route) =>
    route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }),
  );
  await page.goto('/help');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  const toast = toastWithTitle(page, 'Error');
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(toast).toContainText('Failed to sign out. Please try again.');
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('a session check that gets no answer says so with a retry, and the retry opens the page', async ({
  page,
}, testInfo) => {
  await signInWithEmailLink(page, uniqueEmail(testInfo));
  // The API is out of reach: the check gets no answer at all, then a proxy's 502.
  let failures = 0;
  await page.route('**/api/auth/me', async (route) => {
    failures += 1;
    if (failures % 2 === 1) await route.abort('connectionrefused');
    else await route.fulfill({ status: 502, body: 'Bad Gateway' });
  });
  await page.goto('/dashboard');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(
    alert.getByRole('heading', { name: 'We cannot reach Redress right now' }),
  ).toBeVisible();
  await expect(alert).toContainText('We could not check whether you are signed in');
  // Not sent to sign in, and the header does not claim the student is signed out.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Offline — Retry' }),
  ).toBeVisible();

  await page.unroute('**/api/auth/me');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('a signed-out answer still leads to the sign-in page, not to the retry', async ({ page }) => {
  await page.route('**/api/auth/me', (route) =>
    route.fulfill({ status: 401, json: { statusCode: 401, message: 'Unauthorized' } }),
  );
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await expect(page.getByRole('alert', { name: 'We cannot reach Redress right now' })).toHaveCount(
    0,
  );
});
