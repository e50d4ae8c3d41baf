#!/usr/bin/env node
// Entry of `npm run engine:train`: runs the TypeScript training script with jiti, resolving the
// workspace's path aliases the way tsconfig.base.json does.
import { createJiti } from 'jiti';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspace = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const jiti = createJiti(import.meta.url, {
  alias: { '@redress/domain': join(workspace, 'libs/shared/domain/src/index.ts') },
});
await jiti.import('./main.ts');
