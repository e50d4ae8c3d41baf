import { test as base } from '@playwright/test';
import { E2E_ANALYTICS_URL } from './server-env';

let clients = 0;

/**
 * `test` with a client address of its own per test (sent as X-Forwarded-For, which the test
 * server trusts): rate limits per address then apply per test, as they would per student.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    clients += 1;
    const address = `10.${(testInfo.workerIndex % 250) + 1}.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
  // The analytics provider does not exist here: its calls are answered as it would.
  context: async ({ context }, use) => {
    await context.route(E2E_ANALYTICS_URL, (route) => route.fulfill({ status: 202, body: 'ok' }));
    await use(context);
  },
});

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';
