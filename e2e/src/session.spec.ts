import { expect, test, type Page } from '@playwright/test';

// The session endpoints arrive with the authentication issue; until then these tests answer
// them in the browser so the header's signed-in behaviour and the toasts are still exercised.
async function signedIn(page: Page) {
  await page.route('**/api/auth/me', (route) =>
    route.fulfill({ json: { user: { id: 1, email: 'student@example.edu' } } }),
  );
}

test('the header shows a disabled Loading... until the session check answers', async ({ page }) => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/auth/me', async (route) => {
    await answered;
    await route.fulfill({ status: 401, json: { statusCode: 401, message: 'Unauthorized' } });
  });
  await page.goto('/about');
  const loading = page.getByRole('banner').getByRole('button', { name: 'Loading...' });
  await expect(loading).toBeVisible();
  await expect(loading).toBeDisabled();
  answer();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('signed in: Dashboard appears and Start Now leads to the dashboard', async ({ page }) => {
  await signedIn(page);
  await page.goto('/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Start Now' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});

test('Sign Out ends the session, says so and goes home', async ({ page }) => {
  await signedIn(page);
  let loggedOut = false;
  await page.route('**/api/auth/logout', async (route) => {
    expect(route.request().method()).toBe('POST');
    loggedOut = true;
    await page.unroute('**/api/auth/me');
    await route.fulfill({ status: 204 });
  });
  await page.goto('/services');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();

  const toast = page.getByRole('status').filter({ hasText: 'Signed Out' });
  await expect(toast).toContainText('You have been signed out successfully.');
  await expect(page).toHaveURL(/\/$/);
  expect(loggedOut).toBe(true);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(
    page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' }),
  ).toHaveCount(0);
});

test('a failed sign-out keeps the session and shows an error toast', async ({ page }) => {
  await signedIn(page);
  await page.route('**/api/auth/logout', (route) =>
    route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }),
  );
  await page.goto('/services');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  const toast = page.locator('.rd-toast[data-variant="destructive"]');
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText('Failed to sign out. Please try again.');
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('admin login shows the server message when the login is refused', async ({ page }) => {
  await page.route('**/api/admin/login', (route) =>
    route.fulfill({
      status: 401,
      json: { statusCode: 401, error: 'Unauthorized', message: 'Invalid username or password' },
    }),
  );
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('operator');
  await page.getByLabel('Password', { exact: true }).fill('wrong');
  await page.getByRole('button', { name: 'Login' }).click();
  const toast = page.locator('.rd-toast[data-variant="destructive"]');
  await expect(toast).toContainText('Login failed');
  await expect(toast).toContainText('Invalid username or password');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a successful admin login welcomes the admin by name and opens the dashboard', async ({
  page,
}) => {
  const admin = { id: 1, username: 'operator', role: 'admin' };
  await page.route('**/api/admin/login', (route) => route.fulfill({ json: { admin } }));
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('operator');
  await page.getByLabel('Password', { exact: true }).fill('secret');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.locator('.rd-toast')).toContainText('Welcome, operator!');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
});
