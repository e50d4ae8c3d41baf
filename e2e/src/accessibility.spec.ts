import AxeBuilder from '@axe-core/playwright';
import { SITEMAP_PATHS } from '@redress/domain';
import { ARTICLE_INDEX } from '@redress/help-content';
import { expect, test } from './support/fixtures';
import { stubYouTube } from './support/stubs';

/** Every page a visitor can open without signing in (spec 1 §2 and spec 2 §2). */
const PUBLIC_PAGES = [
  ...new Set([...SITEMAP_PATHS, ...ARTICLE_INDEX.map((article) => `/help/${article.slug}`)]),
  '/help/no-such-article',
  '/login',
  '/admin/login',
  '/payment-test',
  '/no-such-page',
];

for (const path of PUBLIC_PAGES) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await stubYouTube(page, { maxres: true });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Let the remote's page settle (the session check, the site settings).
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const blocking = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      }));
    expect(blocking).toEqual([]);
  });
}

test('the help page and its accordions and tabs work with the keyboard alone', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'How we can help you' })).toBeVisible();
  // From the search box, Tab reaches the search button and then the category filters.
  // The box takes input once the app has taken over the prerendered page (it is disabled
  // until then, so nothing typed is lost); focusing it before that would type into nothing.
  const search = page.getByRole('searchbox', { name: 'Search help articles' });
  await expect(search).toBeEnabled();
  await search.focus();
  await page.keyboard.type('deadline');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Search Results for "deadline"' }),
  ).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'All Articles' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Getting Started' })).toBeVisible();
});
