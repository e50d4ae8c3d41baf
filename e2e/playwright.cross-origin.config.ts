// The cross-origin suite (`npm run test:cross-origin`): the product deployed as production is,
// each remote on an origin of its own served by its production server (nginx), the host and
// the API on a third. Same browser settings as the main suite (playwright.config.ts).
import { defineConfig } from '@playwright/test';
import path from 'node:path';
import base from './playwright.config';
import {
  BUILT,
  CROSS_ORIGIN_SERVER_ENV,
  ORIGINS,
  PORTS,
  STUDENT_ORIGIN_DIR,
} from './cross-origin/origins';

const workspaceRoot = path.resolve(__dirname, '..');
const remoteServer = (name: 'student' | 'admin', extra: string) => ({
  command: `node tools/deploy/serve-remote.mjs ${name} --port ${PORTS[name]} --host-origin ${ORIGINS.host} ${extra}`,
  cwd: workspaceRoot,
  port: PORTS[name],
  timeout: 60_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  ...base,
  testDir: './cross-origin',
  globalSetup: './cross-origin/global-setup.ts',
  outputDir: path.join(workspaceRoot, 'tmp/e2e-cross-origin-results'),
  // One deployment, changed by the tests in turn.
  fullyParallel: false,
  workers: 1,
  use: { ...base.use, baseURL: ORIGINS.host },
  // In order: the product (whose start builds every front end), then each remote's origin.
  webServer: [
    {
      command: 'node tools/scripts/start.mjs',
      cwd: workspaceRoot,
      env: { PORT: String(PORTS.host), ...CROSS_ORIGIN_SERVER_ENV },
      url: `${ORIGINS.host}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    remoteServer('student', `--root ${STUDENT_ORIGIN_DIR} --copy-of ${BUILT.student}`),
    remoteServer('admin', ''),
  ],
});
