// The operator's side of a paid order, end to end: a student pays for a Professional Review
// (through the Stripe stand-ins and a signed webhook), the operator delivers a PDF from the admin
// Orders tab, and the student downloads it from the dashboard.
import { readFile } from 'node:fs/promises';
import { signInWithEmailLink, toastWithTitle, uniqueEmail } from './support/accounts';
import { logInAsAdmin } from './support/admin';
import { expect, test } from './support/fixtures';
import { GOOD_CARD, serveStripeJsStandIn } from './support/stripe-js-stand-in';
import { intentAtStripe, returnedIntentId, sendWebhook } from './support/stripe-webhooks';

const REVIEW_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('a paid review is delivered as a PDF by the operator and downloaded by the student', async ({
  page,
}, testInfo) => {
  // A checkout, a webhook, an admin login and two dashboards: more than one page's worth.
  test.setTimeout(180_000);
  await serveStripeJsStandIn(page);
  await signInWithEmailLink(page, uniqueEmail(testInfo, 'review'));

  await page.goto('/checkout?serviceId=19');
  await page.getByLabel('Card number').fill(GOOD_CARD);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/payment-success\?payment_intent=pi_e2e/);
  const intent = await intentAtStripe(page, returnedIntentId(page));
  await sendWebhook(page, 'payment_intent.succeeded', intent);
  const orderId = intent.metadata.orderId;
  await expect(page.getByRole('heading', { level: 2, name: 'Payment Successful' })).toBeVisible({
    timeout: 15_000,
  });

  await page.goto('/dashboard');
  const orders = page.getByRole('region', { name: 'Your orders' });
  await expect(orders).toContainText(/Paid — your review will arrive by \w{3} \d{1,2} \w{3}/);

  // The operator, in the same browser (an admin session is a session of its own).
  await logInAsAdmin(page);
  await page.getByRole('tab', { name: /Orders/ }).click();
  const listing = page.getByRole('region', { name: 'Customer Orders' });
  await listing.getByRole('searchbox', { name: 'Search Customer Orders' }).fill(intent.id);
  await listing.getByRole('searchbox', { name: 'Search Customer Orders' }).press('Enter');
  await listing.getByRole('button', { name: `Manage order ${orderId}` }).click();
  const drawer = page.getByRole('dialog', { name: `Order ${orderId}` });
  await expect(drawer).toContainText('Paid');
  await drawer.getByRole('button', { name: 'Mark in progress' }).click();
  await expect(drawer).toContainText('In progress');
  await drawer.getByLabel('Attach the review (PDF or DOCX)').setInputFiles({
    name: 'review.pdf',
    mimeType: 'application/pdf',
    buffer: REVIEW_PDF,
  });
  await drawer.getByRole('button', { name: 'Deliver to the student' }).click();
  await expect(
    toastWithTitle(page, `Order ${orderId} delivered; the student is e-mailed`),
  ).toBeVisible();
  await expect(drawer).toContainText('review.pdf');

  await page.goto('/dashboard');
  await expect(orders).toContainText(/Delivered on \w{3} \d{1,2} \w{3}/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    orders.getByRole('button', { name: 'Download your review (review.pdf)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('review.pdf');
  expect(Buffer.compare(await readFile(await download.path()), REVIEW_PDF)).toBe(0);
});
