import { expect, test } from '@playwright/test';
import { answerWithChangedJson } from './support/stubs';

test('an unreachable remote shows "Failed to load component" and Retry Loading recovers', async ({
  page,
}) => {
  const blocked = '**/remotes/student/**';
  let blockedRequests = 0;
  await page.route(blocked, (route) => {
    blockedRequests += 1;
    return route.abort();
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Failed to load component' })).toBeVisible();
  await expect(
    page.getByText(
      'This component failed to load properly. This might be due to a network issue or a temporary problem.',
    ),
  ).toBeVisible();
  // The shell stays usable around the failed remote.
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(blockedRequests).toBeGreaterThan(0);

  // Retrying while the remote is still unreachable must fail again, and really try again.
  const before = blockedRequests;
  await page.getByRole('button', { name: 'Retry Loading' }).click();
  await expect(page.getByRole('heading', { name: 'Failed to load component' })).toBeVisible();
  await expect.poll(() => blockedRequests).toBeGreaterThan(before);

  await page.unroute(blocked);
  const manifest = page.waitForResponse((r) =>
    r.url().endsWith('/remotes/student/mf-manifest.json'),
  );
  await page.getByRole('button', { name: 'Retry Loading' }).click();
  expect((await manifest).ok()).toBe(true);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stand up for your education with a clear plan' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Failed to load component' })).toHaveCount(0);
});

test('Retry Loading fetches the manifest of a remote redeployed while the page was open', async ({
  page,
}) => {
  // The first manifest names an entry file that no longer exists, as after a redeploy.
  const manifestUrl = '**/remotes/student/mf-manifest.json';
  await page.route(manifestUrl, (route) =>
    answerWithChangedJson<{ metaData: { remoteEntry: { name: string } } }>(route, (manifest) => {
      manifest.metaData.remoteEntry.name = 'remoteEntry.00000000.js';
      return manifest;
    }),
  );

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Failed to load component' })).toBeVisible();

  await page.unroute(manifestUrl);
  await page.getByRole('button', { name: 'Retry Loading' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stand up for your education with a clear plan' }),
  ).toBeVisible();
});

test('a failure of one remote does not affect the other', async ({ page }) => {
  await page.route('**/remotes/student/**', (route) => route.abort());
  await page.goto('/admin/login');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Admin Database Access' }),
  ).toBeVisible();
});
