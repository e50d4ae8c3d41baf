import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Build tooling shared by the three front ends, not application code crossing a boundary.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createFrontendConfig } from '../rspack.common.mjs';

/** The student remote's build options (the browser tests build variants of it from these). */
export const studentRemote = {
  name: 'student',
  port: 4201,
  projectDir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { './Module': './src/remote-entry.tsx' },
  devServer: {
    // Run alone, the remote still needs the API for its data.
    proxy: [{ context: ['/api'], target: 'http://localhost:3000', changeOrigin: true }],
  },
};

export default createFrontendConfig(studentRemote);
