import { expect, test } from './support/fixtures';
import { signInWithEmailLink, toastWithTitle, uniqueEmail } from './support/accounts';
import { chooseLastOfferedDay } from './support/booking';

// A student far from Rome: each time shows in New York time with the Rome time beside it.
test.use({ timezoneId: 'America/New_York' });

test('a student picks a date and a time, holds it for checkout, sees it on the dashboard and cancels it', async ({
  page,
}, testInfo) => {
  // Sign-in, the form, the dashboard and a cancel: a long walk on two shared cores.
  test.setTimeout(60_000);
  const email = uniqueEmail(testInfo, 'booker');
  await signInWithEmailLink(page, email);
  await page.goto('/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Book an Appointment' })).toBeVisible();

  // The services: USD, cheapest first, without the free plan.
  const service = page.getByLabel('Service');
  await expect(service.locator('option').first()).toHaveText('Select a service');
  await expect(service.locator('option', { hasText: 'Video Consultation ($79.99)' })).toHaveCount(
    1,
  );
  await expect(service.locator('option', { hasText: 'Free AI Analysis' })).toHaveCount(0);
  const prices = (await service.locator('option').allTextContents())
    .slice(1)
    .map((text) => Number(/\(\$([\d,]+)\)$/.exec(text)?.[1]?.replace(',', '')));
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await expect(page.getByLabel('Email')).toHaveValue(email);
  const time = page.getByLabel('Time');
  await expect(time).toBeDisabled();
  await expect(time.locator('option').first()).toHaveText('Pick a date first');
  await expect(page.getByText('Available: Monday, Wednesday, Friday only')).toBeVisible();
  // The hours say whose time they are.
  await expect(page.getByText(/^Available: 9AM-1PM and 5PM-9PM Rome time/)).toBeVisible();

  // Nothing chosen: the form says what is missing and sends nothing.
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page.getByText('Please select a service', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please select an appointment date and time')).toBeVisible();
  await expect(page).toHaveURL(/\/booking$/);

  await service.selectOption('20');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Brief description').fill('My grade appeal was refused last week.');

  // Single-select: choosing the chosen day again clears it.
  const day = await chooseLastOfferedDay(page);
  await expect(page.getByRole('button', { name: day })).toBeVisible();
  await page.getByRole('button', { name: day }).click();
  await page
    .getByRole('dialog', { name: 'Choose a date' })
    .getByRole('button', { name: day })
    .click();
  await expect(page.getByRole('button', { name: 'Pick a date' })).toBeVisible();
  await expect(time).toBeDisabled();

  await chooseLastOfferedDay(page);
  await expect(time).toBeEnabled();
  await expect(time.locator('option').first()).toHaveText('Pick a time');
  const offered = time.locator('option:not([disabled])');
  await expect(offered.first()).toHaveText(
    /^(\w{3}, \w{3} \d+, )?\d+:00 [AP]M E[SD]T \(\d+:00 [AP]M in Rome\)$/,
  );
  const slot = (await offered.first().getAttribute('value')) ?? '';
  expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/);
  await time.selectOption(slot);

  // A paid call: the slot is held and checkout comes next (paying is booking-payment.spec.ts).
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\?serviceId=20&bookingId=\d+$/);
  await page.goto('/dashboard');

  // The dashboard lists it, in the student's time, awaiting payment, with Cancel.
  const appointments = page.getByRole('region', { name: 'Upcoming appointments' });
  const item = appointments
    .getByRole('listitem')
    .filter({ has: page.locator(`time[datetime="${slot}"]`) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Video Consultation');
  await expect(item).toContainText(/E[SD]T/);
  await expect(item).toContainText('in Rome');
  await expect(item).toContainText('Awaiting payment');

  const taken = await page.request.get('/api/bookings/availability');
  expect((await taken.json()).taken).toContain(slot);

  await item.getByRole('button', { name: /^Cancel the appointment on / }).click();
  await item.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(toastWithTitle(page, 'Appointment Cancelled')).toBeVisible();
  await expect(page.locator(`time[datetime="${slot}"]`)).toHaveCount(0);

  // The slot is free again for everyone.
  const freed = await page.request.get('/api/bookings/availability');
  expect((await freed.json()).taken).not.toContain(slot);
});
