import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Build tooling shared by the three front ends, not application code crossing a boundary.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createFrontendConfig } from '../rspack.common.mjs';

export default createFrontendConfig({
  name: 'student',
  port: 4201,
  projectDir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { './Module': './src/remote-entry.tsx' },
  devServer: {
    // Run alone, the remote still needs the API for its data.
    proxy: [{ context: ['/api'], target: 'http://localhost:3000', changeOrigin: true }],
  },
});
