// Paying for a service, end to end in Chromium against the built product: /services → Buy →
// /checkout with the Payment Element → Stripe sends the browser back to /payment-success, which
// shows the status the server reports, before and after a signed Stripe webhook.
//
// Stripe.js is NOT loaded from js.stripe.com: the test serves a local stand-in for it by
// intercepting https://js.stripe.com/* (see support/stripe-js-stand-in.ts), and the product's
// Stripe API calls go to a local stand-in server (support/stripe-api-stand-in.mjs) started by
// the Playwright config. The webhook is signed with the real SDK's generateTestHeaderString.
import { signInWithEmailLink, toastWithTitle, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';
import { DECLINED_CARD, GOOD_CARD, serveStripeJsStandIn } from './support/stripe-js-stand-in';
import { intentAtStripe, returnedIntentId, sendWebhook } from './support/stripe-webhooks';

test('services → checkout → payment-success shows what the server reports after the webhook', async ({
  page,
}, testInfo) => {
  const stripeJsRequests = await serveStripeJsStandIn(page);
  await signInWithEmailLink(page, uniqueEmail(testInfo, 'buyer'));

  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  // Chromium sends Accept-Language en-US: prices are in US dollars.
  const review = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Professional Review' }),
  });
  await expect(review).toContainText('$49.99');
  await review.getByRole('link', { name: 'Buy Professional Review' }).click();

  await expect(page).toHaveURL(/\/checkout\?serviceId=19$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Professional Review' })).toBeVisible();
  const card = page.getByLabel('Card number');
  await expect(card).toBeVisible();
  expect(stripeJsRequests.length).toBeGreaterThan(0);

  await card.fill(GOOD_CARD);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/payment-success\?payment_intent=pi_e2e/);
  const intentId = returnedIntentId(page);

  // Coming back from Stripe proves nothing: until the webhook, the server says pending.
  await expect(page.getByRole('heading', { level: 2, name: 'Payment Pending' })).toBeVisible();

  const intent = await intentAtStripe(page, intentId);
  expect(intent).toMatchObject({ amount: 4999, currency: 'usd' });
  await sendWebhook(page, 'payment_intent.succeeded', intent);

  // The page asks again by itself and shows the new status.
  await expect(page.getByRole('heading', { level: 2, name: 'Payment Successful' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('main')).toContainText('Professional Review · $49.99');
  await expect(page.getByRole('main')).toContainText(
    'Your review arrives within 2–3 business days',
  );

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  const orders = page.getByRole('region', { name: 'Your orders' });
  await expect(orders).toContainText('Professional Review');
  await expect(orders).toContainText('$49.99');
  await expect(orders).toContainText(/Paid — your review will arrive by \w{3} \d{1,2} \w{3}/);
});

test('a declined card says so; a payment reported failed shows Payment Failed with a way back', async ({
  page,
}, testInfo) => {
  await serveStripeJsStandIn(page);
  await signInWithEmailLink(page, uniqueEmail(testInfo, 'declined'));

  await page.goto('/checkout?serviceId=20');
  await expect(page.getByRole('heading', { level: 2, name: 'Video Consultation' })).toBeVisible();
  const card = page.getByLabel('Card number');
  await card.fill(DECLINED_CARD);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(toastWithTitle(page, 'Payment Failed')).toContainText('Your card was declined.');
  await expect(page).toHaveURL(/\/checkout\?serviceId=20$/);

  await card.fill(GOOD_CARD);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/payment-success\?payment_intent=pi_e2e/);
  const intent = await intentAtStripe(page, returnedIntentId(page));
  expect(intent).toMatchObject({ amount: 7999, currency: 'usd' });
  await sendWebhook(page, 'payment_intent.payment_failed', intent);

  await expect(page.getByRole('heading', { level: 2, name: 'Payment Failed' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/checkout\?serviceId=20$/);
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
});

test('the payment test page asks for a service before proceeding', async ({ page }, testInfo) => {
  await serveStripeJsStandIn(page);
  await signInWithEmailLink(page, uniqueEmail(testInfo, 'tester'));
  await page.goto('/payment-test');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(toastWithTitle(page, 'Selection Required')).toContainText(
    'Please select a service before proceeding',
  );
  await page.getByRole('radio', { name: /Mediation/ }).check();
  await expect(page.getByRole('heading', { level: 2, name: 'Mediation' })).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.getByRole('button', { name: 'Select Different Service' }).click();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Mediation/ })).not.toBeChecked();
});
