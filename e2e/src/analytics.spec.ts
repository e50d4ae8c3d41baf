import { E2E_ANALYTICS_URL } from './support/server-env';
import { expect, test } from './support/fixtures';

interface PageViewEvent {
  name: string;
  url: string;
  domain: string;
}

test('page views go to the configured provider, by path only and without cookies', async ({
  page,
}) => {
  const events: PageViewEvent[] = [];
  const sentCookies: (string | undefined)[] = [];
  await page.route(E2E_ANALYTICS_URL, async (route) => {
    events.push(JSON.parse(route.request().postData() ?? '{}') as PageViewEvent);
    sentCookies.push((await route.request().allHeaders()).cookie);
    await route.fulfill({ status: 202, body: 'ok' });
  });

  // A query string can carry a sign-in token: it is never sent.
  await page.goto('/help/data-security?token=secret-value');
  await expect.poll(() => events.length).toBe(1);
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Help Center' })
    .click();
  await expect(page).toHaveURL(/\/help$/);
  await expect.poll(() => events.length).toBe(2);

  const origin = new URL(page.url()).origin;
  expect(events).toEqual([
    {
      name: 'pageview',
      url: `${origin}/help/data-security`,
      domain: 'redress.test',
      referrer: null,
    },
    { name: 'pageview', url: `${origin}/help`, domain: 'redress.test', referrer: null },
  ]);
  expect(JSON.stringify(events)).not.toContain('secret-value');
  expect(sentCookies).toEqual([undefined, undefined]);
});
