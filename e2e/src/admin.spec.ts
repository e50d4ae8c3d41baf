import { expect, test, type Page } from './support/fixtures';
import { toastWithTitle } from './support/accounts';
import { E2E_ADMIN_USERNAME } from './support/server-env';

// The administrator is created by the global setup (`npm run admin:create`) with a password
// that is new for every run.
function adminPassword(): string {
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set: the global setup did not run');
  return password;
}

async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('an administrator logs in, is welcomed by name, and logs out', async ({ page }) => {
  await page.goto('/admin/login');
  await logIn(page, E2E_ADMIN_USERNAME, adminPassword());

  await expect(toastWithTitle(page, 'Login successful')).toContainText(
    `Welcome, ${E2E_ADMIN_USERNAME}!`,
  );
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const field = (term: string) =>
    page.getByRole('main').locator('dl > div', { has: page.locator('dt', { hasText: term }) });
  await expect(field('Username').locator('dd')).toHaveText(E2E_ADMIN_USERNAME);
  await expect(field('Role').locator('dd')).toHaveText('admin');

  // The session is the server's: a reload keeps it, and the login page has nothing to offer.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // An admin session is not a student session.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toastWithTitle(page, 'Logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a refused login shows the server message', async ({ page }) => {
  // An unknown name, so the test administrator is never slowed down by failed attempts.
  await page.goto('/admin/login');
  await logIn(page, `nobody-${Date.now()}`, 'not-the-password');
  const toast = toastWithTitle(page, 'Login failed');
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(toast).toContainText('Invalid username or password.');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
});

test('the button says Logging in... while the server answers', async ({ page }) => {
  await page.goto('/admin/login');
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/login', async (route) => {
    await released;
    await route.continue();
  });
  await logIn(page, E2E_ADMIN_USERNAME, adminPassword());
  await expect(page.getByRole('button', { name: 'Logging in...' })).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('a login refused without a message says only Login failed', async ({ page }) => {
  // A bare refusal (a proxy's error page) cannot be produced by the real API on demand.
  await page.route('**/api/admin/login', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  await page.goto('/admin/login');
  await logIn(page, 'operator', 'secret-password');
  const toast = toastWithTitle(page, 'Login failed');
  await expect(toast).toBeVisible();
  await expect(toast.locator('.rd-toast__description')).toHaveCount(0);
});

test('a failed logout keeps the administrator signed in and says so', async ({ page }) => {
  await page.goto('/admin/login');
  await logIn(page, E2E_ADMIN_USERNAME, adminPassword());
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.route('**/api/admin/logout', (route) =>
    route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }),
  );
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toastWithTitle(page, 'Logout failed')).toHaveAttribute(
    'data-variant',
    'destructive',
  );
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeEnabled();
});
