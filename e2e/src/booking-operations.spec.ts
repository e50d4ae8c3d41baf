// The operator's side of a booked call, end to end: a student books a call, the operator adds a
// meeting link from the admin Bookings tab, and the student sees it on the dashboard; the operator
// then cancels it with a reason, and the student reads why.
import {
  bookingDates,
  bookingStateInWords,
  dayInZone,
  DEFAULT_BOOKING_TIME_ZONE,
  openSlotsOn,
  operatorAndStudentTime,
  studentLocalTime,
  weekDays,
} from '@redress/domain';
import { signInWithEmailLink, toastWithTitle, uniqueEmail } from './support/accounts';
import { logInAsAdmin } from './support/admin';
import { expect, test, type Page } from './support/fixtures';
import { intentAtStripe, sendWebhook } from './support/stripe-webhooks';

// The student reads the call's time in their own zone, not the business's (Rome).
const STUDENT_ZONE = 'Asia/Tokyo';
test.use({ timezoneId: STUDENT_ZONE });

/** The starts of the slots nobody has taken, earliest first. */
async function freeSlots(page: Page): Promise<string[]> {
  const availability = await page.request.get('/api/bookings/availability');
  expect(availability.ok()).toBe(true);
  const { taken } = (await availability.json()) as { taken: string[] };
  const now = new Date();
  return bookingDates(now, DEFAULT_BOOKING_TIME_ZONE)
    .flatMap((date) => openSlotsOn(date, now, DEFAULT_BOOKING_TIME_ZONE))
    .map((free) => free.start)
    .filter((start) => !taken.includes(start));
}

test('the operator adds a meeting link to a call, then cancels it, and the student sees each in plain words', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = uniqueEmail(testInfo, 'caller');
  await signInWithEmailLink(page, email);

  // A free slot early in the window, after the five the week-view test below may take: the last
  // offered day is left to the booking-page tests (booking-flow, booking-payment).
  const slot = (await freeSlots(page)).at(5 + (testInfo.workerIndex % 5));
  expect(slot).toBeDefined();
  const booked = await page.request.post('/api/bookings', {
    data: { serviceId: 20, appointmentDate: slot, email, title: 'Consultation Appointment' },
  });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: number };
  // A paid call is booked once its payment is confirmed: checkout for it, and Stripe's webhook.
  const checkout = await page.request.post('/api/create-payment-intent', {
    data: { serviceId: 20, bookingId: id },
  });
  expect(checkout.status()).toBe(200);
  const { clientSecret } = (await checkout.json()) as { clientSecret: string };
  const intentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
  await sendWebhook(page, 'payment_intent.succeeded', await intentAtStripe(page, intentId));

  const words = (state: { meetingLink: string | null; status?: string; cancelReason?: string }) =>
    bookingStateInWords(
      {
        status: 'scheduled',
        appointmentDate: slot as string,
        duration: 60,
        cancelReason: null,
        holdExpiresAt: null,
        ...state,
      },
      STUDENT_ZONE,
      new Date(),
    );
  await page.goto('/dashboard');
  const upcoming = page.getByRole('region', { name: 'Upcoming appointments' });
  await expect(upcoming).toContainText(words({ meetingLink: null }));
  expect(words({ meetingLink: null })).toMatch(
    /^Call on \w{3} \d{1,2} \w{3}, \d{2}:\d{2} your time — the link will follow by e-mail$/,
  );
  await expect(upcoming.getByRole('link', { name: 'Join the video call' })).toHaveCount(0);

  await logInAsAdmin(page);
  await page.getByRole('tab', { name: /Bookings/ }).click();
  const listing = page.getByRole('region', { name: 'Bookings', exact: true });
  await listing.getByRole('searchbox', { name: 'Search Bookings' }).fill(String(id));
  await listing.getByRole('searchbox', { name: 'Search Bookings' }).press('Enter');
  await listing.getByRole('button', { name: `Manage call ${id}` }).click();
  const drawer = page.getByRole('dialog', { name: `Call ${id}` });
  await expect(drawer).toContainText('None yet');
  await drawer
    .getByRole('textbox', { name: 'Meeting link' })
    .fill('https://meet.example.org/redress-e2e');
  await drawer
    .getByRole('textbox', { name: 'Note to the student', exact: true })
    .fill('Have your decision letter to hand.');
  await drawer.getByRole('button', { name: 'Send link to the student' }).click();
  await expect(
    toastWithTitle(page, `Call ${id}: link done; the student is e-mailed`),
  ).toBeVisible();
  await expect(drawer).toContainText('https://meet.example.org/redress-e2e');

  await page.goto('/dashboard');
  await expect(upcoming).toContainText(
    words({ meetingLink: 'https://meet.example.org/redress-e2e' }),
  );
  await expect(upcoming).toContainText('Have your decision letter to hand.');
  await expect(upcoming.getByRole('link', { name: 'Join the video call' })).toHaveAttribute(
    'href',
    'https://meet.example.org/redress-e2e',
  );

  // The operator cancels the call: the student reads why where the call was, and can no longer join.
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: /Bookings/ }).click();
  await listing.getByRole('searchbox', { name: 'Search Bookings' }).fill(String(id));
  await listing.getByRole('searchbox', { name: 'Search Bookings' }).press('Enter');
  await listing.getByRole('button', { name: `Manage call ${id}` }).click();
  await drawer
    .getByRole('textbox', { name: 'Reason (the student reads it)' })
    .fill('The advisor is ill.');
  await drawer.getByRole('button', { name: 'Cancel the call' }).click();
  await expect(drawer).toContainText('cancelled');

  await page.goto('/dashboard');
  await expect(upcoming).toContainText(
    words({
      status: 'cancelled',
      meetingLink: 'https://meet.example.org/redress-e2e',
      cancelReason: 'The advisor is ill.',
    }),
  );
  await expect(upcoming).toContainText('Cancelled by us: The advisor is ill.');
  await expect(upcoming.getByRole('link', { name: 'Join the video call' })).toHaveCount(0);
  await expect(upcoming.getByRole('button', { name: /^Cancel the appointment on / })).toHaveCount(
    0,
  );
});

test("the operator's week view shows a call at the operator's time with the student's beside it", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'week');
  await signInWithEmailLink(page, email);
  // The zone the student's browser reports, as the booking page sends it.
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(timeZone).toBe(STUDENT_ZONE);

  // An early free slot, so that it falls within this week or the next.
  const slot = (await freeSlots(page)).at(testInfo.workerIndex % 5) as string;
  expect(slot).toBeDefined();
  // A paid call: held while the student pays, which the week view shows too.
  const booked = await page.request.post('/api/bookings', {
    data: {
      serviceId: 20,
      appointmentDate: slot,
      email,
      title: 'Consultation Appointment',
      timeZone,
    },
  });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: number };

  const operatorZone = 'Europe/London';
  const operator = await browser.newContext({ timezoneId: operatorZone });
  const admin = await operator.newPage();
  await logInAsAdmin(admin);
  await admin.getByRole('tab', { name: /Bookings/ }).click();
  await admin.getByText('Week', { exact: true }).click();
  const thisWeek = weekDays(new Date(), 0, operatorZone);
  const day = dayInZone(slot, operatorZone);
  const inThisWeek = thisWeek.some((weekDay) => weekDay.key === day);
  if (!inThisWeek) await admin.getByRole('button', { name: 'Next week' }).click();
  const label = weekDays(new Date(), inThisWeek ? 0 : 1, operatorZone).find(
    (weekDay) => weekDay.key === day,
  )?.label as string;

  const card = admin
    .getByRole('list', { name: label })
    .getByRole('listitem')
    .filter({ has: admin.getByRole('button', { name: `Manage call ${id}` }) });
  const both = operatorAndStudentTime(slot, STUDENT_ZONE, operatorZone);
  expect(both).toMatch(/^\d{2}:\d{2} \(student: \d{2}:\d{2} Asia\/Tokyo\)$/);
  await expect(card).toContainText(both);
  await expect(card).toContainText('Awaiting payment');
  // The call's drawer gives the student's time too.
  await card.getByRole('button', { name: `Manage call ${id}` }).click();
  await expect(admin.getByRole('dialog', { name: `Call ${id}` })).toContainText(
    studentLocalTime(slot, STUDENT_ZONE),
  );
  await operator.close();
});
