import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { isKnownPagePath } from '@redress/domain';
import { SpaFallback } from '../../common/all-exceptions.filter';
import type { RemoteName, WebConfig } from '../../config/app-config';
import { isHostNotFoundPath, readPage, readPrerenderedPages, sendPage } from './prerendered-pages';

const logger = new Logger('Web');

const UNHASHED = /(\.html|mf-manifest\.json|remoteEntry\.js|mf-stats\.json|sw\.js)$/;
/** The Brotli/gzip copies the front-end build writes beside each file (`main.js.br`). */
const COMPRESSED_COPY = /\.(?:br|gz)$/;

function cacheHeaders(reply: FastifyReply, servedPath: string): void {
  // A compressed copy is cached exactly like the file it stands for.
  const path = servedPath.replace(COMPRESSED_COPY, '');
  // Content-hashed bundles never change; entry points must be revalidated so deploys show up.
  reply.header(
    'Cache-Control',
    UNHASHED.test(path) ? 'no-cache' : 'public, max-age=31536000, immutable',
  );
  // The service worker (built into the host's output by Workbox) controls the whole site.
  if (basename(path) === 'sw.js') reply.header('Service-Worker-Allowed', '/');
}

/**
 * Serves the built host at `/` and, by default, each remote under `/remotes/<name>/` (the folder
 * of its configured manifest path), all from one port. A remote whose manifest is configured on
 * another origin (REMOTE_*_URL absolute) is deployed and served there, never from here. Returns the SPA fallback the exception filter
 * uses for client-side routes.
 */
export async function serveFrontends(
  app: NestFastifyApplication,
  { distDir, remotes }: WebConfig,
): Promise<SpaFallback> {
  const hostDir = join(distDir, 'host');
  const mounts: [string, string, string[] | false][] = [
    ...(Object.keys(remotes) as RemoteName[])
      .filter((name) => remotes[name].startsWith('/'))
      .map((name): [string, string, false] => {
        const manifest = remotes[name];
        const dir = join(distDir, name);
        // The API image carries only the host: its remotes are configured on their own origins.
        if (existsSync(hostDir) && !existsSync(join(dir, 'mf-manifest.json')))
          logger.warn(
            `The ${name} remote's build is missing (${dir}): its pages will fail to load. Build it, or point REMOTE_${name.toUpperCase()}_URL at the origin that serves it.`,
          );
        return [manifest.slice(0, manifest.lastIndexOf('/') + 1), dir, false];
      }),
    // Pages are answered by the fallback below: prerendered, or the app's shell (index.html).
    ['/', hostDir, false],
  ];
  let decorated = false;
  for (const [prefix, root, index] of mounts) {
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: !decorated,
      wildcard: true,
      index,
      // Serves main.js.br (or .gz) for main.js to browsers that accept it, when the build made one.
      preCompressed: true,
      setHeaders: cacheHeaders,
      // The prerendered pages are sent at their own paths (with their status), not as files.
      allowedPath: (path) => prefix !== '/' || !path.startsWith('/pages/'),
    });
    decorated = true;
  }

  const indexFile = join(hostDir, 'index.html');
  const prerendered = existsSync(hostDir) ? readPrerenderedPages(hostDir) : null;
  // The app's shell, for the pages rendered in the browser.
  const shell = existsSync(indexFile) ? readPage(indexFile) : null;
  const sendShell = (request: FastifyRequest, reply: FastifyReply, status: number) =>
    shell ? sendPage(request, reply, shell, status) : reply.callNotFound();
  const fallback: SpaFallback = {
    serves(request: FastifyRequest): boolean {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const path = request.url.split('?')[0];
      if (path === '/api' || path.startsWith('/api/') || path.startsWith('/remotes/')) return false;
      if (basename(path).includes('.')) return false;
      // The shell is read once at start-up; without it no page is served from here.
      return shell !== null;
    },
    async send(request: FastifyRequest, reply: FastifyReply) {
      const [path, query] = request.url.split('?');
      // A page is prerendered for its address alone: with a query (a sign-in link, `next=`)
      // the browser renders what the query asks for.
      const page = query === undefined ? prerendered?.page(path) : undefined;
      if (page) return sendPage(request, reply, page, 200);
      if (isHostNotFoundPath(path)) {
        return prerendered?.notFound
          ? sendPage(request, reply, prerendered.notFound, 404)
          : sendShell(request, reply, 404);
      }
      // A help article the build did not render does not exist: the page says so, with 404.
      if (prerendered?.isMissingArticle(path)) return sendShell(request, reply, 404);
      // Pages that depend on who is signed in, and the admin area, render in the browser.
      return sendShell(request, reply, isKnownPagePath(path) ? 200 : 404);
    },
  };
  // The home page is a directory to the static files (which refuse to list it): it is a page.
  if (existsSync(hostDir)) {
    app
      .getHttpAdapter()
      .getInstance()
      .get('/', (request, reply) => fallback.send(request, reply));
  }
  return fallback;
}
