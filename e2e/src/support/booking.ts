// The booking page as a student uses it, shared by the booking tests.
import { expect, type Page } from './fixtures';

/**
 * Opens the date picker and chooses the last day it offers, the one furthest ahead. Only the
 * booking-page tests book on that day (booking-flow its first free time, booking-payment its
 * third); the booking-operations tests book early in the window. A slot left taken by an
 * earlier run is greyed out by the picker.
 */
export async function chooseLastOfferedDay(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Pick a date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a date' });
  await expect(dialog).toBeVisible();
  const next = dialog.getByRole('button', { name: 'Next month' });
  if (await next.isEnabled()) await next.click();
  const days = dialog.locator('button[data-day]:not([disabled])');
  await expect(days.first()).toBeVisible();
  const day = days.last();
  const label = (await day.getAttribute('aria-label')) ?? '';
  expect(label).toMatch(/^(Monday|Wednesday|Friday), /);
  await day.click();
  await expect(dialog).toBeHidden();
  return label;
}
