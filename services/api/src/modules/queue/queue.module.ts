import { BullModule, Processor } from '@nestjs/bullmq';
import { DynamicModule, Global, Module, Provider } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { BullMqQueue } from './bullmq-queue';
import { BullMqWorker } from './bullmq-worker';
import { InProcessQueue } from './in-process-queue';
import { JobHandlers } from './job-handlers';
import { JOBS_QUEUE, JobQueue, RUNS_PROCESSORS } from './queue.types';
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
      if (role === 'worker') {
        // A job whose worker died is found by another worker's stalled check once its lock
        // lapses; both timings come from the configuration (tests shorten them).
        Processor(JOBS_QUEUE, {
          lockDuration: config.queueLockMs,
          stalledInterval: config.queueLockMs,
          maxStalledCount: 1,
        })(BullMqWorker);
        providers.push(BullMqWorker);
      }
      providers.push({ provide: RUNS_PROCESSORS, useValue: role === 'worker' });
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
        exports: [JobQueue, JobHandlers, RUNS_PROCESSORS],
      };
    }
    const providers: Provider[] = [
      JobHandlers,
      InProcessQueue,
      { provide: JobQueue, useExisting: InProcessQueue },
      // Without Redis the API process runs the processors itself.
      { provide: RUNS_PROCESSORS, useValue: true },
    ];
    return { module: QueueModule, providers, exports: [JobQueue, JobHandlers, RUNS_PROCESSORS] };
  }
}
