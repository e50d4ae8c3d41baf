import { expect, test } from '@playwright/test';
import { holdBackHostScript, holdBackStudentRemote } from './support/slow-page';

test.use({ viewport: { width: 390, height: 844 } });

test('the mobile menu slides in with every entry and closes on a choice', async ({ page }) => {
  // /services is for signed-in users; the menu is the same on any public page.
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'How we can help you' })).toBeVisible();

  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const toggle = header.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
  // It slides in to rest against the right-hand edge, full height.
  await expect
    .poll(async () => {
      const box = await menu.boundingBox();
      return box && [Math.round(box.x + box.width), Math.round(box.height)];
    })
    .toEqual([390, 844]);

  const entries = menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link');
  await expect(entries).toHaveText([
    'Start Now',
    'Our Story',
    'Services',
    'Book Appointment',
    'Help',
  ]);
  await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await entries.filter({ hasText: 'Our Story' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the mobile menu closes with Escape and keeps keyboard focus inside while open', async ({
  page,
}) => {
  await page.goto('/about');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

  // Focus starts on Close; Shift+Tab past the first control wraps to the last one instead of
  // leaving the dialog, and Tab from the last wraps back to the first.
  const first = menu.getByRole('link', { name: 'Redress home' });
  const last = menu.getByRole('link', { name: 'Sign In' });
  await page.keyboard.press('Shift+Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(last).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  // Focus taken out of the panel (here by a script) comes back in on the next Tab.
  await toggle.evaluate((button: HTMLElement) => button.focus());
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(page).toHaveURL(/\/about$/);
});

test('the menu pressed open before the page is taken over opens once it is', async ({ page }) => {
  // Until the page's code has arrived the menu button is only HTML; the press is kept for React.
  const release = await holdBackStudentRemote(page);
  await page.goto('/help', { waitUntil: 'domcontentloaded' });
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toHaveCount(0);
  release();
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
});

test('the menu pressed before the app has arrived opens once it has', async ({ page }) => {
  // The prerendered page fetches the app only after it has painted; a press meanwhile is held.
  const release = await holdBackHostScript(page);
  await page.goto('/help');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toHaveCount(0);
  await release();
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});
