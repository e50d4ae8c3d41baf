// How the test server runs. Shared by the Playwright config (which starts it) and the global
// setup (which prepares its database), so both point at the same data.
export const E2E_DATA_DIR = 'tmp/e2e-data';

/** Where the Stripe API stand-in (support/stripe-api-stand-in.mjs) listens during the run. */
export const E2E_STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? 3197);
export const E2E_STRIPE_API_URL = `http://127.0.0.1:${E2E_STRIPE_PORT}`;

/** Test-mode keys of the run: the product and the stand-in share them, the tests sign with them. */
export const E2E_STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_redress0e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_redress0e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_redress0e2e0webhook',
} as const;

/** The analytics provider of the run: no such host exists; the tests answer its calls themselves. */
export const E2E_ANALYTICS_URL = 'https://stats.redress.test/api/event';

export const E2E_SERVER_ENV = {
  DATA_DIR: E2E_DATA_DIR,
  NODE_ENV: 'test',
  // One JSON line per request would bury the test report; warnings and errors still show.
  LOG_LEVEL: 'warn',
  // Each test presents its own client address (see support/fixtures.ts), as real students do;
  // otherwise the per-IP sign-in limit would count every test as one very busy visitor.
  TRUST_PROXY: 'true',
  // The home page's introduction video (its thumbnail and player are stubbed in the tests).
  INTRO_VIDEO_ID: 'M7lc1UVf-VE',
  // Page views go to a provider (see support/fixtures.ts and analytics.spec.ts).
  ANALYTICS_EVENTS_URL: E2E_ANALYTICS_URL,
  ANALYTICS_DOMAIN: 'redress.test',
  // The operator's contact details: one network only, so the others must stay hidden.
  SUPPORT_EMAIL: 'help@redress.test',
  SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/redress-test',
  // Card payments against the local Stripe API stand-in.
  ...E2E_STRIPE_KEYS,
  STRIPE_API_URL: E2E_STRIPE_API_URL,
} as const;

/** The administrator the global setup creates for the admin tests. */
export const E2E_ADMIN_USERNAME = 'e2e-admin';
