// A paid call, end to end in Chromium: the student picks a time for the Video Consultation, is
// sent to checkout with the time held, pays with the Payment Element (the local Stripe.js
// stand-in), and the call is booked only once Stripe's signed webhook confirms the payment.
import { BOOKING_PAYMENT_TEXT } from '@redress/domain';
import { signInWithEmailLink, uniqueEmail } from './support/accounts';
import { chooseLastOfferedDay } from './support/booking';
import { expect, test } from './support/fixtures';
import { GOOD_CARD, serveStripeJsStandIn } from './support/stripe-js-stand-in';
import { intentAtStripe, returnedIntentId, sendWebhook } from './support/stripe-webhooks';

interface Booking {
  id: number;
  status: string;
  payment: string;
  orderId: number | null;
}

test('a paid call: the time is held at checkout, and booked once the payment is confirmed', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await serveStripeJsStandIn(page);
  await signInWithEmailLink(page, uniqueEmail(testInfo, 'paidcall'));
  await page.goto('/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Book an Appointment' })).toBeVisible();

  // The form says, before anything is sent, that this call is paid at checkout first.
  await page.getByLabel('Service').selectOption('20');
  await expect(page.getByText(BOOKING_PAYMENT_TEXT.payFirstHint)).toBeVisible();
  await page.getByLabel('Brief description').fill('My appeal hearing is next month.');
  await chooseLastOfferedDay(page);
  const time = page.getByLabel('Time');
  await expect(time).toBeEnabled();
  // The third free time of the last day: booking-flow takes its first; the booking-operations
  // tests book early in the window, so the day keeps its other times for this test.
  const slot = (await time.locator('option:not([disabled])').nth(2).getAttribute('value')) ?? '';
  expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/);
  await time.selectOption(slot);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  // Checkout for the held call: nobody else can take the time while the student pays.
  await expect(page).toHaveURL(/\/checkout\?serviceId=20&bookingId=\d+$/);
  const bookingId = Number(new URL(page.url()).searchParams.get('bookingId'));
  await expect(page.getByRole('heading', { level: 2, name: 'Video Consultation' })).toBeVisible();
  const held = page.getByRole('status').filter({ hasText: BOOKING_PAYMENT_TEXT.heldTitle });
  await expect(held).toContainText('We hold this time for you until');
  await expect(held.locator(`time[datetime="${slot}"]`)).toBeVisible();
  const taken = await page.request.get('/api/bookings/availability');
  expect(((await taken.json()) as { taken: string[] }).taken).toContain(slot);
  const mine = async () =>
    ((await (await page.request.get('/api/bookings')).json()) as Booking[]).find(
      (booking) => booking.id === bookingId,
    );
  const before = await mine();
  expect(before).toMatchObject({ status: 'awaiting-payment', payment: 'awaiting' });

  await page.getByLabel('Card number').fill(GOOD_CARD);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/payment-success\?payment_intent=pi_e2e/);
  const intent = await intentAtStripe(page, returnedIntentId(page));
  expect(intent).toMatchObject({ amount: 7999, currency: 'usd' });
  expect(intent.metadata).toMatchObject({ bookingId: String(bookingId) });

  // Back from Stripe proves nothing: until the webhook the call is not booked.
  await expect(page.getByRole('heading', { level: 2, name: 'Payment Pending' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(BOOKING_PAYMENT_TEXT.awaitingConfirmation);
  expect((await mine())?.status).toBe('awaiting-payment');

  await sendWebhook(page, 'payment_intent.succeeded', intent);
  await expect(page.getByRole('heading', { level: 2, name: 'Payment Successful' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('main')).toContainText(`${BOOKING_PAYMENT_TEXT.bookedAfterPayment}:`);
  expect(await mine()).toMatchObject({ status: 'scheduled', payment: 'paid' });

  // The dashboard lists the call as paid, with no way to pay it again.
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  const item = page
    .getByRole('region', { name: 'Upcoming appointments' })
    .getByRole('listitem')
    .filter({ has: page.locator(`time[datetime="${slot}"]`) });
  await expect(item).toContainText('Video Consultation');
  await expect(item).toContainText(BOOKING_PAYMENT_TEXT.labels.paid);
  await expect(item.getByRole('link', { name: BOOKING_PAYMENT_TEXT.payNow })).toHaveCount(0);
});

test('with card payments off, a call that must be paid first is not offered, and the page says what works', async ({
  page,
}, testInfo) => {
  await signInWithEmailLink(page, uniqueEmail(testInfo, 'nocard'));
  // Payments off as the browser learns it; the server's own refusal is an integration test.
  await page.route('**/api/payments/config', (route) =>
    route.fulfill({ json: { enabled: false, publishableKey: null } }),
  );
  await page.goto('/booking');
  const option = page
    .getByLabel('Service')
    .locator('option', { hasText: 'Video Consultation ($79.99)' });
  await expect(option).toHaveText(
    `Video Consultation ($79.99) - ${BOOKING_PAYMENT_TEXT.unavailableOption}`,
  );
  await expect(option).toBeDisabled();
  const notice = page.getByRole('status').filter({ hasText: BOOKING_PAYMENT_TEXT.noCallsTitle });
  await expect(notice).toContainText(BOOKING_PAYMENT_TEXT.noCalls);
  await expect(notice).not.toContainText(/server/i);
  await expect(notice.getByRole('link', { name: 'Start a Free Analysis' })).toHaveAttribute(
    'href',
    '/input',
  );
});
