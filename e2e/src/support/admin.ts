import type { Page } from './fixtures';
import { E2E_ADMIN_USERNAME } from './server-env';

// The administrator is created by the global setup (`npm run admin:create`) with a password
// that is new for every run.
export function adminPassword(): string {
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set: the global setup did not run');
  return password;
}

export async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Logs the test administrator in at /admin/login and waits for the dashboard. */
export async function logInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await logIn(page, E2E_ADMIN_USERNAME, adminPassword());
  await page.waitForURL(/\/admin\/dashboard$/);
}
