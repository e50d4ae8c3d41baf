// Where the cross-origin suite runs the product: the host and the API on one origin, the student
// remote on a second (its own nginx), the admin remote on a third. Other ports of 127.0.0.1 are
// other origins to the browser. E2E_CROSS_ORIGIN_PORT moves all three (ports N, N+1, N+2).
import path from 'node:path';
import { E2E_SERVER_ENV } from '../src/support/server-env';

const workspaceRoot = path.resolve(__dirname, '../..');
const hostPort = Number(process.env.E2E_CROSS_ORIGIN_PORT ?? 3110);

export const ORIGINS = {
  host: `http://127.0.0.1:${hostPort}`,
  student: `http://127.0.0.1:${hostPort + 1}`,
  admin: `http://127.0.0.1:${hostPort + 2}`,
} as const;
export const PORTS = { host: hostPort, student: hostPort + 1, admin: hostPort + 2 } as const;

const scratch = path.join(workspaceRoot, 'tmp/e2e-cross-origin');
/** The folder the student origin serves: a copy of the build, replaced by the tests as a deploy would. */
export const STUDENT_ORIGIN_DIR = path.join(scratch, 'student-origin');
/** Where the tests build new versions of the student remote. */
export const BUILDS_DIR = path.join(scratch, 'builds');
/** The remotes as `npm run build` left them. */
export const BUILT = {
  student: path.join(workspaceRoot, 'dist/frontends/student'),
  admin: path.join(workspaceRoot, 'dist/frontends/admin'),
} as const;

/** The product as the suite runs it: its own data, the remotes' manifests on their origins. */
export const CROSS_ORIGIN_SERVER_ENV = {
  DATA_DIR: 'tmp/e2e-cross-origin/data',
  NODE_ENV: E2E_SERVER_ENV.NODE_ENV,
  LOG_LEVEL: E2E_SERVER_ENV.LOG_LEVEL,
  PUBLIC_URL: ORIGINS.host,
  REMOTE_STUDENT_URL: `${ORIGINS.student}/mf-manifest.json`,
  REMOTE_ADMIN_URL: `${ORIGINS.admin}/mf-manifest.json`,
} as const;
