import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { SpaFallback } from '../../common/all-exceptions.filter';
import type { RemoteName, WebConfig } from '../../config/app-config';

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
    ['/', hostDir, ['index.html']],
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
    });
    decorated = true;
  }

  const indexFile = join(hostDir, 'index.html');
  return {
    serves(request: FastifyRequest): boolean {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const path = request.url.split('?')[0];
      if (path === '/api' || path.startsWith('/api/') || path.startsWith('/remotes/')) return false;
      if (basename(path).includes('.')) return false;
      return existsSync(indexFile);
    },
    async send(reply: FastifyReply) {
      const html = await readFile(indexFile);
      return reply
        .status(200)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  };
}
