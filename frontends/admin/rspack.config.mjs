import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Build tooling shared by the three front ends, not application code crossing a boundary.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createFrontendConfig } from '../rspack.common.mjs';

export default createFrontendConfig({
  name: 'admin',
  port: 4202,
  projectDir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { './Module': './src/remote-entry.tsx' },
  devServer: {
    proxy: [{ context: ['/api'], target: 'http://localhost:3000', changeOrigin: true }],
  },
});
