import 'reflect-metadata';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { createRootLogger, PinoNestLogger } from './bootstrap/logging';
import { loadConfigOrExit } from './config/load-config';

/** Queue processors only: any number of these run beside the API when REDIS_URL is set. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (config.queue.driver !== 'bullmq') {
    console.error(
      'The worker needs REDIS_URL. Without it the embedded queue runs inside the API process (npm start) and no worker is needed.',
    );
    process.exit(1);
  }
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, 'worker'), {
    logger: new PinoNestLogger(createRootLogger(config, 'worker')),
  });
  // SIGTERM/SIGINT close the BullMQ worker, which waits for the active job before the process exits.
  app.enableShutdownHooks();
  await app.init();
  new NestLogger('Worker').log(`Worker started (concurrency ${config.queue.concurrency})`);
}

main().catch((error: Error) => {
  console.error(`Redress worker failed to start: ${error.stack ?? error.message}`);
  process.exit(1);
});
