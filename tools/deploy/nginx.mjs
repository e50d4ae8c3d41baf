// nginx from Debian's packages, run as the product's own servers in tests and local trials: the
// configurations of deploy/nginx/ rendered as the Docker images render them, each in an nginx
// instance of its own (its own prefix folder, logs and pid), never the machine's nginx service.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../scripts/nx.mjs';

export const TEMPLATES = {
  remote: join(root, 'deploy/nginx/remote.conf.template'),
  public: join(root, 'deploy/nginx/public.conf.template'),
};

const installed = () => spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;

/**
 * Makes sure nginx is installed: Debian's package, installed with apt-get when it is missing
 * and this runs as root (as CI does); otherwise it says how to install it.
 */
export function ensureNginx() {
  if (installed()) return;
  const canInstall = process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0;
  if (!canInstall)
    throw new Error(
      'nginx is not installed: run `apt-get install -y nginx` (as root) and try again',
    );
  console.error(
    "nginx is not installed: installing Debian's package (apt-get install -y nginx)...",
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
      stdio: 'inherit',
      env,
    }).status;
  if (install() !== 0) {
    // A fresh machine may have no package lists yet.
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    if (install() !== 0) throw new Error('apt-get install -y nginx failed; see above');
  }
  if (!installed()) throw new Error('nginx was installed but does not run');
}

/**
 * The template with each `${NAME}` replaced by its value, as envsubst does with the names it is
 * given (nginx's own `$variables` have no braces here and stay). A name without a value throws.
 */
export function renderTemplate(template, values) {
  return readFileSync(template, 'utf8').replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_, name) => {
    if (values[name] === undefined) throw new Error(`${template} needs a value for ${name}`);
    return String(values[name]);
  });
}

/** Resolves when something accepts connections on host:port, or throws after `timeoutMs`. */
export async function waitForPort(port, host = '127.0.0.1', timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, host, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline)
      throw new Error(`Nothing listens on ${host}:${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts an nginx instance of its own serving `http` (the inside of an `http {}` block, e.g. a
 * rendered template) and waits until it listens on `port`. Returns its folder (`prefix`, with
 * error.log and whatever access log the configuration names) and `stop()`.
 */
export async function startNginx({
  name,
  http,
  port,
  prefix = mkdtempSync(join(tmpdir(), `redress-nginx-${name}-`)),
}) {
  ensureNginx();
  mkdirSync(prefix, { recursive: true });
  // The workers run as nobody when this runs as root: they must reach their temp folders.
  chmodSync(prefix, 0o755);
  const conf = join(prefix, 'nginx.conf');
  const temp = (kind) => `${kind}_temp_path ${join(prefix, `${kind}-temp`)};`;
  writeFileSync(
    conf,
    [
      'worker_processes 1;',
      'daemon off;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')} warn;`,
      'events { worker_connections 8192; }',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      '    sendfile on;',
      '    access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${temp(kind)}`),
      http,
      '}',
      '',
    ].join('\n'),
  );
  const test = spawnSync(
    'nginx',
    ['-t', '-q', '-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')],
    {
      encoding: 'utf8',
    },
  );
  if (test.status !== 0)
    throw new Error(`nginx refused the ${name} configuration:\n${test.stderr}`);
  const child = spawn('nginx', ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitForPort(port),
    exited.then(() => {
      throw new Error(
        `nginx (${name}) exited at start:\n${stderr}${readLog(join(prefix, 'error.log'))}`,
      );
    }),
  ]);
  return {
    prefix,
    pid: child.pid,
    /** Graceful stop (open connections finish), then the folder is removed unless `keep`. */
    async stop({ keep = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGTERM'), 5000);
        await exited;
        clearTimeout(timer);
      }
      if (!keep) rmSync(prefix, { recursive: true, force: true });
    },
  };
}

const readLog = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/** Serves one remote's build as its production server does (deploy/nginx/remote.conf.template). */
export function serveRemote({ name, root: remoteRoot, port, hostOrigin, prefix }) {
  return startNginx({
    name,
    port,
    prefix,
    http: renderTemplate(TEMPLATES.remote, {
      REMOTE_LISTEN: `127.0.0.1:${port}`,
      REMOTE_ROOT: remoteRoot,
      HOST_ORIGIN: hostOrigin,
    }),
  });
}
