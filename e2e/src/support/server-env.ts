// How the test server runs. Shared by the Playwright config (which starts it) and the global
// setup (which prepares its database), so both point at the same data.
export const E2E_DATA_DIR = 'tmp/e2e-data';

export const E2E_SERVER_ENV = {
  DATA_DIR: E2E_DATA_DIR,
  NODE_ENV: 'test',
  // Each test presents its own client address (see support/fixtures.ts), as real students do;
  // otherwise the per-IP sign-in limit would count every test as one very busy visitor.
  TRUST_PROXY: 'true',
} as const;

/** The administrator the global setup creates for the admin tests. */
export const E2E_ADMIN_USERNAME = 'e2e-admin';
