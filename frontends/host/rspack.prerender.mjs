// The prerender build: the host's shell and the student remote's public pages, compiled from the
// same sources for Node, so frontends/host/scripts/prerender.mjs can render each public page to
// HTML with React's server renderer. It is one file (no chunks to load) in dist/prerender/host,
// outside what the API serves.
import { rspack } from '@rspack/core';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Build tooling shared by the three front ends, not application code crossing a boundary.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { availableLibs, sourceRules } from '../rspack.common.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export default {
  mode: 'production',
  target: 'node20',
  context: here,
  entry: { render: './prerender/render.tsx' },
  devtool: false,
  output: {
    // PRERENDER_OUTPUT_PATH: elsewhere (the API's tests render into a scratch build).
    path: process.env.PRERENDER_OUTPUT_PATH ?? path.resolve(here, '../../dist/prerender/host'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    alias: availableLibs,
  },
  module: {
    rules: [
      // A stylesheet becomes the code that records its text when the module runs: the page's
      // HTML carries exactly the styles of the modules its render used.
      ...sourceRules(true).map((rule) =>
        String(rule.test) === String(/\.css$/)
          ? {
              test: /\.css$/,
              type: 'javascript/auto',
              loader: path.join(here, 'prerender/style-loader.cjs'),
            }
          : rule,
      ),
    ],
  },
  plugins: [
    // The remotes are modules of this build rather than files fetched at run time.
    new rspack.NormalModuleReplacementPlugin(
      /[\\/]remoteRegistry$/,
      path.join(here, 'prerender/remoteRegistry.ts'),
    ),
    new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
  optimization: { minimize: false },
  performance: { hints: false },
};
