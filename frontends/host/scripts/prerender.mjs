#!/usr/bin/env node
// Runs after the host's production build and the prerender build (rspack.prerender.mjs): renders
// every public page (PRERENDERED_PATHS, every help article, the 404 page) to HTML with React's
// server renderer into dist/frontends/host/pages/, with the styles its render used inline and
// the host's scripts, which take the page over (hydrate) once loaded. pages/manifest.json says
// which file answers which path; the API serves them (services/api/src/modules/web).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Build tooling shared by the three front ends, not application code crossing a boundary.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { writeCompressedCopies } from '../../rspack.common.mjs';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// Other places than the build's own (the API's tests render into a scratch build).
const { values: options } = parseArgs({
  options: { 'host-dist': { type: 'string' }, renderer: { type: 'string' } },
});
const hostDist = path.resolve(
  options['host-dist'] ?? path.join(workspaceRoot, 'dist/frontends/host'),
);
const renderer = path.resolve(
  options.renderer ?? path.join(workspaceRoot, 'dist/prerender/host/render.cjs'),
);
const pagesDir = path.join(hostDist, 'pages');
const require = createRequire(import.meta.url);

/** Where the 404 page is rendered from: no page owns this path. */
const NOT_FOUND_PATH = '/404';

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Comments and runs of white space out; what is left is the same stylesheet. */
const compactCss = (css) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();

/**
 * The renderer as if loaded for the first time: its modules (and the stylesheets they record)
 * run again, so each page carries only the styles of the modules its own render used.
 */
function freshRenderer() {
  for (const id of Object.keys(require.cache)) if (id === renderer) delete require.cache[id];
  globalThis.__redressPrerenderStyles = [];
  return require(renderer);
}

function pageFile(pathname) {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
}

const template = readFileSync(path.join(hostDist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>') || !template.includes('<body>')) {
  console.error('The host build has no <body> and <div id="root"></div> to render into.');
  process.exit(1);
}

/**
 * The host's scripts, fetched only once the page has painted from its HTML
 * (prerender/after-paint.js). A deferred script in the head is fetched at once and may run
 * before the first paint when it arrives quickly; on a phone it then holds the page's text
 * back, and its work counts as blocking time. The loader is a file of its own (the pages'
 * Content-Security-Policy allows no inline script), named by its content like every other
 * bundle so it can be cached for good.
 */
const HOST_SCRIPTS = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;
const hostScripts = [...template.matchAll(HOST_SCRIPTS)].map((match) => match[1]);
if (hostScripts.length === 0) {
  console.error('The host build has no deferred script to load after the first paint.');
  process.exit(1);
}
const loaderSource = readFileSync(
  path.join(workspaceRoot, 'frontends/host/prerender/after-paint.js'),
  'utf8',
);
if (!loaderSource.includes('= HOST_SCRIPTS;')) {
  console.error('prerender/after-paint.js has no "= HOST_SCRIPTS;" to fill in.');
  process.exit(1);
}
const loader = loaderSource.replace('= HOST_SCRIPTS;', `= ${JSON.stringify(hostScripts)};`);
const loaderName = `after-paint.${createHash('sha256').update(loader).digest('hex').slice(0, 8)}.js`;
for (const old of readdirSync(hostDist).filter((name) => name.startsWith('after-paint.')))
  rmSync(path.join(hostDist, old));
writeFileSync(path.join(hostDist, loaderName), loader);
const pageTemplate = template
  .replace(HOST_SCRIPTS, '')
  .replace('</body>', `<script defer src="/${loaderName}"></script></body>`);

async function prerender(pathname) {
  const { renderPage } = freshRenderer();
  const page = await renderPage(pathname);
  // The same stylesheet may be imported by several modules; once is enough.
  const css = [...new Set(page.styles)].map(compactCss).join('');
  return (
    pageTemplate
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(page.head.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*">/,
        `<meta name="description" content="${escapeHtml(page.head.description)}">`,
      )
      // In the body, so the stylesheets the app adds to the head as it loads come before it and
      // cannot reorder the cascade under the page; the app removes it once they have all arrived.
      .replace('<body>', `<body><style data-prerendered>${css}</style>`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered>${page.html}</div>`)
  );
}

rmSync(pagesDir, { recursive: true, force: true });
const manifest = { pages: {}, notFound: '404.html' };
const paths = freshRenderer().publicPaths();
const started = Date.now();
for (const [pathname, file] of [
  ...paths.map((pathname) => [pathname, pageFile(pathname)]),
  [NOT_FOUND_PATH, manifest.notFound],
]) {
  const html = await prerender(pathname);
  const target = path.join(pagesDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, html);
  writeCompressedCopies(target);
  if (pathname !== NOT_FOUND_PATH) manifest.pages[pathname] = file;
}
writeFileSync(path.join(pagesDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `Prerendered ${paths.length} public pages and the 404 page into ${path.relative(workspaceRoot, pagesDir)} in ${Date.now() - started} ms.`,
);
