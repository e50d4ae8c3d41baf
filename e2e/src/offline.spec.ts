import { popularArticles } from '@redress/domain';
import { expect, test } from './support/fixtures';
import { HELP_ARTICLES } from './support/help-content';
import { holdBackHostScript } from './support/slow-page';

// The rest of the suite blocks service workers (playwright.config.ts); this test is about one.
test.use({ serviceWorkers: 'allow' });

test('help pages visited once can be read again with the network cut', async ({
  page,
  context,
}) => {
  const [other, article] = popularArticles(HELP_ARTICLES);
  // The visitor follows a link of the prerendered Help Center before the app's code has arrived
  // (held back here): the Help Center's own code is never loaded on this visit.
  const release = await holdBackHostScript(page);
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'How we can help you' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Most popular articles' })
    .getByRole('link', { name: `Read article: ${article.title}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await release();

  // The worker is registered from /sw.js, takes control and caches what the pages loaded.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 20_000,
    })
    .toMatch(/\/sw\.js$/);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open('redress-remotes');
          return (await cache.keys()).map((request) => new URL(request.url).pathname);
        }),
      { timeout: 20_000 },
    )
    .toContainEqual(expect.stringMatching(/^\/remotes\/student\/remoteEntry/));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(page.locator('.rd-prose').getByRole('heading', { level: 2 }).first()).toBeVisible();

  // Within the app the Help Center and the other articles open too: they came in the same visit.
  await page
    .getByRole('region', { name: 'Related Articles' })
    .getByRole('link', { name: `Read article: ${other.title}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
  await page.getByRole('link', { name: 'Back to all articles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How we can help you' })).toBeVisible();
  await context.setOffline(false);
});
