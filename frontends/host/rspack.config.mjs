import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Build tooling shared by the three front ends, not application code crossing a boundary.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createFrontendConfig } from '../rspack.common.mjs';

const apiTarget = 'http://localhost:3000';

export default createFrontendConfig({
  name: 'host',
  port: 4200,
  projectDir: path.dirname(fileURLToPath(import.meta.url)),
  devServer: {
    proxy: [
      { context: ['/api', '/remotes.json', '/remotes'], target: apiTarget, changeOrigin: true },
    ],
  },
});
