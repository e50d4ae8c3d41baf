// Sign-in through the real API and the dev outbox (`/dev/mail`), the way a student would: ask
// for a link on /login, open the e-mail, follow the link.
import { expect, type Page, type TestInfo } from '@playwright/test';

/** An address no other test uses, so parallel tests never read each other's e-mail. */
export function uniqueEmail(testInfo: TestInfo, label = 'student'): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${label}-w${testInfo.workerIndex}-${Date.now().toString(36)}-${random}@example.edu`;
}

/** The toast on screen whose title is exactly `title` (one toast shows at a time). */
export function toastWithTitle(page: Page, title: string) {
  return page
    .locator('.rd-toast')
    .filter({ has: page.locator('.rd-toast__title').getByText(title, { exact: true }) });
}

/** Fills the form on the current /login page and waits for the link to be sent. */
export async function requestSignInLink(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(toastWithTitle(page, 'Email Sent')).toContainText(
    'Check your email for a sign-in link.',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
}

/**
 * Opens the newest message sent to `email` (whose subject contains `subject`, when given) in the
 * dev outbox. Mail goes out through the job queue, so the outbox is polled until it arrives.
 */
export async function openNewestMailTo(page: Page, email: string, subject?: string): Promise<void> {
  let messagePath: string | null = null;
  await expect
    .poll(
      async () => {
        await page.goto('/dev/mail');
        // Newest first: the first row addressed to this student is the latest message.
        let rows = page.locator('tr', { has: page.locator('td', { hasText: email }) });
        if (subject) rows = rows.filter({ hasText: subject });
        const row = rows.first();
        if ((await row.count()) === 0) return null;
        messagePath = await row.getByRole('link').getAttribute('href');
        return messagePath;
      },
      { message: `an e-mail to ${email} in the dev outbox`, timeout: 15_000 },
    )
    .not.toBeNull();
  await page.goto(messagePath as unknown as string);
}

/** The sign-in link of the newest message sent to `email`, read from the dev outbox. */
export async function signInLinkFromOutbox(page: Page, email: string): Promise<string> {
  await openNewestMailTo(page, email);
  const link = page.locator('a[href*="/login?email="]').first();
  await expect(link).toBeAttached();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('The sign-in e-mail has no link');
  const url = new URL(href, page.url());
  expect(url.searchParams.get('email')).toBe(email);
  expect(url.searchParams.get('token')).toBeTruthy();
  return href;
}

/**
 * Follows the link of the newest data deletion confirmation e-mailed to `email`, as its owner
 * would: opens the message in the dev outbox and clicks the link. Ends on the confirmation page.
 */
export async function followDeletionConfirmationLink(page: Page, email: string): Promise<string> {
  await openNewestMailTo(page, email, 'Confirm your Redress data deletion request');
  const link = page.locator('a.mail-link[href*="/data-deletion/confirm?token="]').first();
  await expect(link).toBeAttached();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('The confirmation e-mail has no link');
  await link.click();
  return href;
}

/** Follows the newest e-mailed link to `email` by clicking it in the outbox. */
export async function followNewestSignInLink(page: Page, email: string): Promise<string> {
  const href = await signInLinkFromOutbox(page, email);
  await page.locator(`a[href="${href}"]`).first().click();
  return href;
}

/** A complete e-mail-link sign-in; ends on the page the link leads to. */
export async function signInWithEmailLink(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await requestSignInLink(page, email);
  await followNewestSignInLink(page, email);
  await expect(toastWithTitle(page, 'Sign In Successful')).toContainText('You are now signed in.');
}
