import { expect, test } from './support/fixtures';
import {
  followNewestSignInLink,
  requestSignInLink,
  toastWithTitle,
  uniqueEmail,
} from './support/accounts';

test('a visitor is asked to log in to book, and comes back to the booking page', async ({
  page,
}, testInfo) => {
  await page.goto('/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Book an Appointment' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'Please log in to schedule your appointment with our expert advisors.',
  );
  await page.getByRole('link', { name: 'Log In to Book' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fbooking$/);

  const email = uniqueEmail(testInfo);
  await requestSignInLink(page, email);
  await followNewestSignInLink(page, email);
  await expect(toastWithTitle(page, 'Sign In Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book an Appointment' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In to Book' })).toHaveCount(0);
});
