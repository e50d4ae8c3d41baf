import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap/create-app';
import { loadConfigOrExit } from './config/load-config';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await createApp(config);
  await app.listen({ port: config.port, host: config.host });
  new Logger('Redress').log(
    `Listening on ${config.publicUrl} (database: ${config.database.type}, queue: ${config.queue.driver})`,
  );
}

main().catch((error: Error) => {
  console.error(`Redress failed to start: ${error.stack ?? error.message}`);
  process.exit(1);
});
