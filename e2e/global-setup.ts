import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_ADMIN_USERNAME, E2E_SERVER_ENV } from './src/support/server-env';

const workspaceRoot = path.resolve(__dirname, '..');
// What `npm run admin:create` runs; the web server has just built it.
const compiledCli = path.join(
  workspaceRoot,
  'dist/services/api/services/api/src/cli/create-admin.js',
);

function adminCreateCommand(): [string, string[]] {
  const args = ['--username', E2E_ADMIN_USERNAME];
  const { scripts = {} } = JSON.parse(
    readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8'),
  ) as { scripts?: Record<string, string> };
  if (scripts['admin:create']) return ['npm', ['run', '--silent', 'admin:create', '--', ...args]];
  if (existsSync(compiledCli)) {
    console.warn('package.json has no admin:create script yet; running the compiled CLI directly.');
    return [process.execPath, [compiledCli, ...args]];
  }
  throw new Error('Neither `npm run admin:create` nor the compiled admin CLI is available.');
}

/**
 * Creates (or resets) the administrator of the admin tests in the database of the test server
 * that runs with `serverEnv`, with a fresh password each run, handed to the tests through the
 * environment. Playwright starts the web server first; SQLite lets the two processes share the
 * database file.
 */
export function prepareAdministrator(serverEnv: Readonly<Record<string, string>>): void {
  const password = randomBytes(18).toString('base64url');
  const [command, args] = adminCreateCommand();
  execFileSync(command, args, {
    cwd: workspaceRoot,
    env: { ...process.env, ...serverEnv, ADMIN_PASSWORD: password },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.env.E2E_ADMIN_PASSWORD = password;
}

export default function globalSetup(): void {
  prepareAdministrator(E2E_SERVER_ENV);
}
