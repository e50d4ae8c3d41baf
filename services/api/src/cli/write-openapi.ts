import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createApp } from '../bootstrap/create-app';
import { buildOpenApiDocument } from '../bootstrap/openapi';
import { AppConfig } from '../config/app-config';

/** Writes the OpenAPI document to the given file: the contract the front-end client is generated from. */
async function main(): Promise<void> {
  const target = resolve(process.argv[2] ?? 'libs/shared/api-client/openapi.json');
  const dataDir = mkdtempSync(join(tmpdir(), 'redress-openapi-'));
  const config = new AppConfig({
    ...AppConfig.defaults(),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-frontends'),
  });
  const app = await createApp(config);
  await app.init();
  try {
    const document = buildOpenApiDocument(app);
    writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(`Could not write the OpenAPI document: ${error.stack ?? error.message}`);
  process.exit(1);
});
