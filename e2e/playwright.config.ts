import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  E2E_SERVER_ENV,
  E2E_STRIPE_API_URL,
  E2E_STRIPE_KEYS,
  E2E_STRIPE_PORT,
} from './src/support/server-env';

const workspaceRoot = path.resolve(__dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Playwright cannot download its own browser here; a missing Chromium must stop the run with
// instructions rather than let the suite report nothing.
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it (apt-get update && apt-get install -y chromium) ` +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
}

export default defineConfig({
  testDir: './src',
  // Runs after the web server has started (and built the API): prepares the admin account.
  globalSetup: './global-setup.ts',
  outputDir: path.join(workspaceRoot, 'tmp/e2e-results'),
  forbidOnly: true,
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Measured in CI on these 2-core machines: tests average 12 s and the slowest take 25-35 s
  // under two workers (the machines vary 2x from run to run), so 30 s failed sound tests.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    // The site's service worker would answer requests before page.route() sees them; the
    // offline test (offline.spec.ts) turns it back on for itself.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // Stripe cannot be reached from here: the product's STRIPE_API_URL points at this stand-in.
      command: 'node e2e/src/support/stripe-api-stand-in.mjs',
      cwd: workspaceRoot,
      env: { E2E_STRIPE_PORT: String(E2E_STRIPE_PORT), ...E2E_STRIPE_KEYS },
      url: `${E2E_STRIPE_API_URL}/health`,
      timeout: 10_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // Builds whatever is missing, then serves the API, the host and both remotes on one port.
      command: 'node tools/scripts/start.mjs',
      cwd: workspaceRoot,
      // PUBLIC_URL: the e-mailed links must lead to the origin the browser uses.
      env: { PORT: String(port), PUBLIC_URL: baseURL, ...E2E_SERVER_ENV },
      url: `${baseURL}/api/health`,
      timeout: 240_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
