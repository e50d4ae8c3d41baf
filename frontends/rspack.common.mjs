// One rspack configuration for the host and both remotes so their module-federation contracts
// (shared singletons, versions, output layout) cannot drift apart.
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fromRoot = (...segments) => path.join(workspaceRoot, ...segments);

// Workspace libraries are compiled from source. The api-client is optional until it is generated.
const workspaceLibs = {
  '@redress/domain': fromRoot('libs/shared/domain/src/index.ts'),
  '@redress/web-ui': fromRoot('libs/web/ui/src/index.ts'),
  '@redress/api-client': fromRoot('libs/shared/api-client/src/index.ts'),
  // Help Center words: the index for any page, a smaller set for the home page, and the Markdown
  // bodies only for the pages showing them.
  '@redress/help-content$': fromRoot('libs/help-content/src/index.ts'),
  '@redress/help-content/articles$': fromRoot('libs/help-content/src/articles.ts'),
  '@redress/help-content/home$': fromRoot('libs/help-content/src/home.ts'),
  '@redress/help-content/legal$': fromRoot('libs/help-content/src/legal.ts'),
};
export const availableLibs = Object.fromEntries(
  Object.entries(workspaceLibs).filter(([, file]) => existsSync(file)),
);

/** The version a package of node_modules or a workspace library (its own package.json) has. */
function packageVersion(packageDir) {
  return JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
}

/**
 * Where each shared singleton's version comes from: the installed package, or the workspace
 * library's own package.json (web-ui and the API client are versioned like any package: a
 * change a remote built against the previous version cannot use raises the major version).
 */
const SHARED_PACKAGES = {
  react: fromRoot('node_modules/react'),
  'react/jsx-runtime': fromRoot('node_modules/react'),
  'react-dom': fromRoot('node_modules/react-dom'),
  'react-dom/client': fromRoot('node_modules/react-dom'),
  '@tanstack/react-query': fromRoot('node_modules/@tanstack/react-query'),
  '@redress/web-ui': fromRoot('libs/web/ui'),
  '@redress/api-client': fromRoot('libs/shared/api-client'),
};

/**
 * The version contract between the host and the remotes. Each side declares the version it
 * was built with and needs a compatible one (`^version`: the same major, at least this minor
 * and patch). The host provides its versions and refuses a remote whose range they do not
 * satisfy (frontends/host/src/remotes/sharedContract.ts), and `npm test` compares the built
 * manifests the same way (tools/scripts/check-federation.mjs). `versions` builds against other
 * versions than the installed ones (the browser tests build a remote that needs another web-ui).
 *
 * Host and remotes must use one instance of these: React state, router context, the query cache,
 * the session and the toast store all live in module scope. antd is deliberately absent: shared
 * modules cannot be tree-shaken, and a shared antd is one 1.4 MB chunk. For the same reason the
 * router is shared as part of web-ui (libs/web/ui/src/router.ts), not as react-router itself.
 */
export function sharedModules(versions = {}) {
  const shared = {};
  for (const [name, packageDir] of Object.entries(SHARED_PACKAGES)) {
    // The API client is optional until it is generated.
    if (name.startsWith('@redress/') && !availableLibs[name]) continue;
    const version = versions[name] ?? packageVersion(packageDir);
    shared[name] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  return shared;
}

/**
 * How the front ends' sources compile: TypeScript and JSX by SWC, styles, Markdown as text. The
 * prerender build (frontends/host/rspack.prerender.mjs) compiles the same sources for Node.
 */
export function sourceRules(production) {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          externalHelpers: true,
        },
        env: { targets: 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4' },
      },
      type: 'javascript/auto',
    },
    { test: /\.css$/, type: 'css' },
    // Help articles and legal pages are Markdown, bundled as their text.
    { test: /\.md$/, type: 'asset/source' },
    // The domain rules are pure functions: a page keeps only the ones it calls (the home
    // page must not carry the booking calendar's time-zone library).
    { test: /libs[\\/]shared[\\/]domain[\\/]src[\\/].*\.ts$/, sideEffects: false },
    // A feature's index only re-exports: a page importing one thing through it (the home page,
    // the Help Center's questions) must not carry the rest (the legal pages' Markdown renderer).
    {
      test: /frontends[\\/](?:student|admin)[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/,
      sideEffects: false,
    },
  ];
}

const COMPRESSIBLE = /\.(?:js|css|html|json|svg|txt)$/;

/** Writes `file.br` and `file.gz` beside `file`, at the highest levels. */
export function writeCompressedCopies(file) {
  const bytes = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the production
 * output, which the API serves as they are (`preCompressed`) to browsers that accept them: the
 * bundles shrink to about a third on the wire at no cost per request. Files under 1 KB gain
 * nothing worth a second round of headers; source maps are not fetched by visitors.
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', () => {
      const walk = (dir) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(file);
          else if (COMPRESSIBLE.test(entry.name) && statSync(file).size >= 1024) {
            writeCompressedCopies(file);
          }
        }
      };
      walk(compiler.outputPath);
    });
  }
}

/**
 * @param {object} options
 * @param {'host' | 'student' | 'admin'} options.name
 * @param {number} options.port dev-server port
 * @param {string} options.projectDir absolute directory of the project
 * @param {Record<string, string>} [options.exposes] remotes only
 * @param {object} [options.devServer] extra dev-server options
 * @param {string} [options.outputPath] where the build goes (default dist/frontends/<name>)
 * @param {Record<string, string>} [options.sharedVersions] shared versions to build against
 *   instead of the installed ones (see sharedModules)
 */
export function createFrontendConfig({
  name,
  port,
  projectDir,
  exposes,
  devServer = {},
  outputPath = fromRoot('dist/frontends', name),
  sharedVersions = {},
}) {
  const production = process.env.NODE_ENV === 'production';
  const isRemote = Boolean(exposes);
  const hash = production ? '.[contenthash:8]' : '';
  // In production a remote is only ever loaded by the host, which provides the federation
  // runtime (experiments below): its standalone page and entry would not run, so none is built.
  const standalone = !(isRemote && production);

  return {
    mode: production ? 'production' : 'development',
    context: projectDir,
    entry: standalone ? { main: './src/main.tsx' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      filename: `[name]${hash}.js`,
      chunkFilename: `[name]${hash}.js`,
      cssFilename: `[name]${hash}.css`,
      cssChunkFilename: `[name]${hash}.css`,
      assetModuleFilename: `assets/[name]${hash}[ext]`,
      // A remote learns where it lives from the URL its entry was loaded from, so moving it
      // only means changing the runtime manifest, never rebuilding the host.
      publicPath: isRemote ? 'auto' : '/',
      // Chunks and styles load as CORS requests (a remote's origin allows the host's): the
      // service worker can keep a remote's files from another origin for offline reading (a
      // no-cors answer is opaque), and a remote's script errors reach the page with their text.
      // The host gives the remote entries and the preloads the same (see remoteRegistry.ts).
      crossOriginLoading: 'anonymous',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: availableLibs,
    },
    module: {
      rules: sourceRules(production),
    },
    plugins: [
      production && new PrecompressPlugin(),
      standalone &&
        new rspack.HtmlRspackPlugin({ template: path.join(projectDir, 'src/index.html') }),
      new ModuleFederationPlugin({
        name,
        // Every part writes mf-manifest.json: a remote's says what it exposes and which shared
        // versions it needs; the host's says which it provides (compared in `npm test`).
        ...(isRemote
          ? { filename: `remoteEntry${hash}.js`, exposes, manifest: true }
          : { remotes: {}, manifest: true }),
        shared: sharedModules(sharedVersions),
        // Only load a remote's copy of a shared module when it is actually needed, never all
        // registered remotes up front (which would fetch the admin remote on every student page).
        shareStrategy: 'loaded-first',
        dts: false,
        // The host ships the runtime once and remote entries borrow it (saves ~17 KB gzipped
        // on every page). A standalone dev remote has no host, so it keeps its own.
        experiments: isRemote ? { externalRuntime: !standalone } : { provideExternalRuntime: true },
      }),
    ],
    optimization: {
      // Shared modules are split by the federation runtime; keep app chunks predictable.
      splitChunks: production ? { chunks: 'async' } : false,
    },
    performance: { hints: false },
    devServer: {
      port,
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...devServer,
    },
  };
}
