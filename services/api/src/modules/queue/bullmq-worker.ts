import { WorkerHost } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, UnrecoverableError } from 'bullmq';
import { AppConfig } from '../../config/app-config';
import { JobHandlers, UnknownJobError } from './job-handlers';

/**
 * Runs jobs in worker processes (QueueModule applies `@Processor` with the configured lock
 * timings, which a static decorator could not read). BullMQ recovers jobs whose worker died (stalled jobs) and
 * retries failures with exponential backoff; on SIGTERM Nest closes the worker, which lets the
 * active job finish before the process exits.
 */
@Injectable()
export class BullMqWorker extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger('Worker');

  constructor(
    private readonly handlers: JobHandlers,
    private readonly config: AppConfig,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.config.queue.concurrency;
    this.worker.on('failed', (job, error) =>
      this.logger.warn(
        `Job ${job?.name} ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`,
      ),
    );
  }

  async process(job: Job): Promise<void> {
    let handler;
    try {
      handler = this.handlers.get(job.name);
    } catch (error) {
      if (error instanceof UnknownJobError) throw new UnrecoverableError(error.message);
      throw error;
    }
    await handler(job.data, {
      id: String(job.id),
      attempt: job.attemptsMade + 1,
      maxAttempts: job.opts.attempts ?? 1,
      reportProgress: (progress) => job.updateProgress(progress),
    });
  }
}
