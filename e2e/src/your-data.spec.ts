import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import {
  followDeletionConfirmationLink,
  signInWithEmailLink,
  toastWithTitle,
  uniqueEmail,
} from './support/accounts';
import { expect, test, type Page } from './support/fixtures';
import { E2E_ADMIN_USERNAME } from './support/server-env';
import { holdBackStudentRemote, slowDownCpu, waitForReactToTakeOver } from './support/slow-page';

interface StoredRequest {
  id: number;
  fullName: string;
  email: string;
  reason: string | null;
  details: string | null;
  status: string;
  completedAt: string | null;
  confirmed: boolean;
  confirmedBy: string | null;
}

/** The requests as the admin area reads them (GET /api/admin/data-deletion-requests). */
async function storedRequestsFor(
  request: APIRequestContext,
  email: string,
): Promise<StoredRequest[]> {
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set: the global setup did not run');
  const login = await request.post('/api/admin/login', {
    data: { username: E2E_ADMIN_USERNAME, password },
  });
  expect(login.ok()).toBe(true);
  const response = await request.get('/api/admin/data-deletion-requests?limit=500');
  expect(response.status()).toBe(200);
  const rows = (await response.json()) as StoredRequest[];
  return rows.filter((row) => row.email === email);
}

async function fillRequest(
  page: Page,
  values: { fullName?: string; email?: string; reason?: string; details?: string },
) {
  if (values.fullName !== undefined) await page.getByLabel('Full name').fill(values.fullName);
  if (values.email !== undefined)
    await page.getByLabel('Email address', { exact: true }).fill(values.email);
  if (values.reason !== undefined) await page.getByLabel('Reason for deletion').fill(values.reason);
  if (values.details !== undefined)
    await page.getByLabel('Additional details').fill(values.details);
}

test('the Data Deletion form requires a full name and a valid email before sending anything', async ({
  page,
}) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/data-deletion-requests')) sent += 1;
  });
  await page.goto('/data-deletion');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Data Deletion Request' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Data Deletion | Redress');
  await expect(page.getByText(/within 48 hours and process it\s+within 30 days/)).toBeVisible();
  // Signed out: no account actions, only the request.
  await expect(page.getByRole('button', { name: 'Download my data' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Please enter your full name.')).toBeVisible();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

  await fillRequest(page, { fullName: 'Ada Lovelace', email: 'ada@' });
  await expect(page.getByText('Please enter your full name.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByLabel('Email address', { exact: true })).toBeFocused();
  expect(sent).toBe(0);
});

// A loaded machine or a slow phone takes the page over in several slices of work; the field is
// React's before the form's state is, and the text must survive that gap too.
for (const slowdown of [1, 6]) {
  test(`what is typed into the prerendered form before the page is taken over is sent (CPU ${slowdown}x slower)`, async ({
    page,
  }, testInfo) => {
    await slowDownCpu(page, slowdown);
    const release = await holdBackStudentRemote(page);
    const email = uniqueEmail(testInfo, 'typed-early');
    await page.goto('/data-deletion', { waitUntil: 'domcontentloaded' });
    await fillRequest(page, { fullName: 'Grace Hopper', email });
    release();
    await waitForReactToTakeOver(page, 'input[autocomplete="name"], input[id$="fullName"]');
    await expect(page.getByLabel('Full name')).toHaveValue('Grace Hopper');
    await expect(page.getByLabel('Email address', { exact: true })).toHaveValue(email);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Please enter your full name.')).toHaveCount(0);
    await expect(toastWithTitle(page, 'Request Submitted')).toBeVisible();
  });
}

test('a form sent right after the page is taken over empties for another request', async ({
  page,
}, testInfo) => {
  // The text typed before the takeover is kept for a while in case React drops it; the form
  // emptied by "Send another request" meanwhile must stay empty.
  const release = await holdBackStudentRemote(page);
  await page.goto('/data-deletion', { waitUntil: 'domcontentloaded' });
  await fillRequest(page, { fullName: 'Grace Hopper', email: uniqueEmail(testInfo, 'again') });
  release();
  await waitForReactToTakeOver(page, 'input[autocomplete="name"], input[id$="fullName"]');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await page.getByRole('button', { name: 'Send another request' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await page.waitForTimeout(2_500);
  await expect(page.getByLabel('Full name')).toHaveValue('');
});

test('a request sent signed out waits for the e-mailed link, which confirms it once', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'delete-me');
  await page.goto('/data-deletion');
  await fillRequest(page, {
    fullName: '  Grace Hopper ',
    email: email.toUpperCase(),
    reason: 'I have finished my course',
    details: 'Please remove every case.',
  });
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const toast = toastWithTitle(page, 'Request Submitted');
  await expect(toast).toContainText(
    'Your data deletion request has been received. We have emailed a confirmation link to that address: nothing is deleted until the link is followed.',
  );
  // The page confirms it, and stays so; another request starts from an empty form.
  const sent = page
    .getByRole('region', { name: 'Send a deletion request' })
    .getByRole('status')
    .filter({ hasText: 'Request Submitted' });
  await expect(sent).toContainText(`Sent for ${email.toUpperCase()}`);
  await sent.getByRole('button', { name: 'Send another request' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByLabel('Email address', { exact: true })).toHaveValue('');

  const unconfirmed = {
    fullName: 'Grace Hopper',
    email,
    reason: 'I have finished my course',
    details: 'Please remove every case.',
    status: 'received',
    completedAt: null,
  };
  expect(await storedRequestsFor(request, email)).toEqual([
    expect.objectContaining({ ...unconfirmed, confirmed: false, confirmedBy: null }),
  ]);

  // The owner of the address opens the link: opening alone decides nothing, the button does.
  const href = await followDeletionConfirmationLink(page, email);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your data deletion request' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Confirm Data Deletion | Redress');
  expect((await storedRequestsFor(request, email))[0].confirmed).toBe(false);
  await page.getByRole('button', { name: 'Confirm deletion request' }).click();
  await expect(toastWithTitle(page, 'Request Confirmed')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Request Confirmed' })).toBeVisible();
  await expect(
    page.getByText(
      /^Your data deletion request is confirmed\. We will process it within 30 days and email you when it is done\. Your reference is \d+\.$/,
    ),
  ).toBeVisible();
  expect(await storedRequestsFor(request, email)).toEqual([
    expect.objectContaining({ ...unconfirmed, confirmed: true, confirmedBy: 'email-link' }),
  ]);

  // The link works once; a mangled one says it is not valid.
  await page.goto(href);
  await page.getByRole('button', { name: 'Confirm deletion request' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This data deletion request is already confirmed.' }),
  ).toBeVisible();
  await page.goto('/data-deletion/confirm?token=not-a-real-token');
  await page.getByRole('button', { name: 'Confirm deletion request' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This confirmation link is not valid.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the Data Deletion page' })).toBeVisible();
});

test('a signed-in student downloads all their data, then deletes the account after confirming', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'leaving');
  await signInWithEmailLink(page, email);
  await page.goto('/data-deletion');
  // The form knows who is signed in.
  await expect(page.getByLabel('Email address', { exact: true })).toHaveValue(email);
  // A request sent earlier is completed by the deletion.
  await fillRequest(page, { fullName: 'Leaving Student', email });
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toastWithTitle(page, 'Request Submitted')).toContainText(
    'Your data deletion request has been received. We will process it within 30 days.',
  );

  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account).toContainText(`You are signed in as ${email}`);
  const downloading = page.waitForEvent('download');
  await account.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^redress-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
  expect(exported.account.email).toBe(email);
  expect(exported.cases).toEqual([]);
  expect(exported.sessions.length).toBeGreaterThanOrEqual(1);
  // Sent while signed in as its own address: confirmed at once, no link needed.
  expect(exported.dataDeletionRequests).toEqual([
    expect.objectContaining({
      email,
      status: 'received',
      confirmed: true,
      confirmedBy: 'signed-in',
    }),
  ]);

  // The confirmation step: a modal dialog, closed by Escape, confirmed only with the address.
  const open = account.getByRole('button', { name: 'Delete my account' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  const field = dialog.getByLabel(`Type your email address (${email}) to confirm`);
  await expect(confirm).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await field.fill('someone-else@example.edu');
  await expect(confirm).toBeDisabled();
  await field.fill(email.toUpperCase());
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(toastWithTitle(page, 'Account Deleted')).toContainText(
    'Your account and all its data have been deleted.',
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await (await page.request.get('/api/auth/me')).json()).toEqual({ user: null });
  expect(await storedRequestsFor(request, email)).toEqual([
    expect.objectContaining({ status: 'completed', completedAt: expect.any(String) }),
  ]);
});
