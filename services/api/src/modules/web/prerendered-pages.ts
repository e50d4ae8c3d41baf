import { isAdminPath, isStudentPath, matchesRoutePattern, STUDENT_ROUTES } from '@redress/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One prerendered page as it is sent: the HTML, its compressed copies and its ETag. */
export interface PrerenderedPage {
  html: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
}

/** What the host's build wrote to `pages/manifest.json` (frontends/host/scripts/prerender.mjs). */
interface PagesManifest {
  pages: Record<string, string>;
  notFound: string;
}

export interface PrerenderedPages {
  /** The page prerendered for exactly this path, if any. */
  page(path: string): PrerenderedPage | undefined;
  /** The 404 page, when the build prerendered it. */
  notFound: PrerenderedPage | null;
  /**
   * True when a help article at this path would have been prerendered: the build renders every
   * article, so an article path without a page names no article.
   */
  isMissingArticle(path: string): boolean;
}

function readCopy(file: string): Buffer | null {
  return existsSync(file) ? readFileSync(file) : null;
}

/** A page file and the compressed copies the build wrote beside it. */
export function readPage(file: string): PrerenderedPage {
  const html = readFileSync(file);
  return {
    html,
    br: readCopy(`${file}.br`),
    gzip: readCopy(`${file}.gz`),
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
  };
}

/** The public pages the host's build prerendered (`pages/` of its output), read once into memory. */
export function readPrerenderedPages(hostDir: string): PrerenderedPages | null {
  const dir = join(hostDir, 'pages');
  const manifestFile = join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PagesManifest;
  const pages = new Map(
    Object.entries(manifest.pages).map(([path, file]) => [path, readPage(join(dir, file))]),
  );
  return {
    page: (path) => pages.get(path),
    notFound: manifest.notFound ? readPage(join(dir, manifest.notFound)) : null,
    isMissingArticle: (path) =>
      matchesRoutePattern(STUDENT_ROUTES.helpArticle, path) && !pages.has(path),
  };
}

/** True for a path the host itself answers with its 404 page (no remote owns it). */
export function isHostNotFoundPath(path: string): boolean {
  return !isStudentPath(path) && !isAdminPath(path);
}

/**
 * Sends a prerendered page with `status`: Brotli or gzip when the browser accepts it, revalidated
 * on every visit by its ETag (a new build changes it), 304 when the browser's copy is current.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PrerenderedPage,
  status: number,
): FastifyReply {
  void reply
    .header('Cache-Control', 'no-cache')
    .header('ETag', page.etag)
    .header('Vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (status === 200 && request.headers['if-none-match'] === page.etag) {
    return reply.status(304).send();
  }
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (page.br && /\bbr\b/.test(accepts)) {
    return reply.status(status).header('Content-Encoding', 'br').send(page.br);
  }
  if (page.gzip && /\bgzip\b/.test(accepts)) {
    return reply.status(status).header('Content-Encoding', 'gzip').send(page.gzip);
  }
  return reply.status(status).send(page.html);
}
