import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Global, Module, Provider } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { BullMqQueue } from './bullmq-queue';
import { BullMqWorker } from './bullmq-worker';
import { InProcessQueue } from './in-process-queue';
import { JobHandlers } from './job-handlers';
import { JOBS_QUEUE, JobQueue } from './queue.types';
import { redisOptionsFromUrl } from './redis-connection';

export type ProcessRole = 'api' | 'worker';

/**
 * One queue for every feature. With Redis: BullMQ, producers in the API, processors only in
 * worker processes. Without: the embedded database-backed queue, run by the API process itself.
 */
@Global()
@Module({})
export class QueueModule {
  static forRoot(config: AppConfig, role: ProcessRole): DynamicModule {
    if (config.queue.driver === 'bullmq') {
      const { redisUrl, prefix } = config.queue;
      const providers: Provider[] = [
        JobHandlers,
        BullMqQueue,
        { provide: JobQueue, useExisting: BullMqQueue },
      ];
      if (role === 'worker') providers.push(BullMqWorker);
      return {
        module: QueueModule,
        imports: [
          BullModule.forRoot({
            prefix,
            connection: redisOptionsFromUrl(redisUrl),
          }),
          BullModule.registerQueue({ name: JOBS_QUEUE }),
        ],
        providers,
        exports: [JobQueue, JobHandlers],
      };
    }
    const providers: Provider[] = [
      JobHandlers,
      InProcessQueue,
      { provide: JobQueue, useExisting: InProcessQueue },
    ];
    return { module: QueueModule, providers, exports: [JobQueue, JobHandlers] };
  }
}
