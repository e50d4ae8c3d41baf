import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { withTimeout } from '../../common/with-timeout';
import { randomUUID } from 'node:crypto';
import {
  BACKOFF_BASE_MS,
  DEFAULT_ATTEMPTS,
  EnqueueOptions,
  FailedJobsPage,
  JOBS_QUEUE,
  JobQueue,
  JobState,
  QueueHealth,
  jobId,
} from './queue.types';
import { QueueUnavailableError } from './queue.errors';

/** How long adding a job may take before the request gives up on the queue. */
const ENQUEUE_TIMEOUT_MS = 3000;

/** Producer side of the Redis-backed queue; processors run in separate worker processes. */
/** A Redis command that answers within ENQUEUE_TIMEOUT_MS, or QueueUnavailableError. */
function failFast<T>(command: Promise<T>): Promise<T> {
  return withTimeout(command, ENQUEUE_TIMEOUT_MS).catch((error: Error) => {
    throw new QueueUnavailableError(error.message);
  });
}

@Injectable()
export class BullMqQueue extends JobQueue implements OnApplicationBootstrap {
  private readonly logger = new Logger('Queue');

  private lastConnectionWarning = 0;

  constructor(@InjectQueue(JOBS_QUEUE) private readonly queue: Queue) {
    super();
    // Without a listener, each failed reconnection attempt is printed with its stack.
    queue.on('error', (error: Error) => this.connectionError(error));
  }

  /** One line per outage (at most every 30 s), not one per reconnection attempt. */
  private connectionError(error: Error): void {
    const now = Date.now();
    if (now - this.lastConnectionWarning < 30_000) return;
    this.lastConnectionWarning = now;
    this.logger.warn(
      `Redis is unreachable; jobs cannot be queued until it is back: ${error.message}`,
    );
  }

  /**
   * Adds a job, or fails fast with QueueUnavailableError while Redis is away: the connection
   * would otherwise hold the command until Redis returns and keep the student's request
   * waiting. Callers keep what must not be lost in the database (a case stays `pending` and is
   * swept into the queue later); a command already sent still lands, and its job id keeps that
   * from running twice.
   */
  async enqueue<T>(name: string, payload: T, options: EnqueueOptions = {}): Promise<string> {
    const id = options.jobId ?? randomUUID();
    await this.whenConnected();
    const job = await failFast(
      this.queue.add(name, payload, {
        jobId: id,
        delay: options.delayMs,
        attempts: options.attempts ?? DEFAULT_ATTEMPTS,
        backoff: { type: 'exponential', delay: BACKOFF_BASE_MS },
        removeOnComplete: { age: 24 * 3600, count: 5000 },
        removeOnFail: { age: 14 * 24 * 3600 },
      }),
    );
    return job.id ?? id;
  }

  /** A BullMQ job scheduler named after the job: upserting it again keeps one schedule. */
  async repeat<T>(name: string, payload: T, everyMs: number): Promise<void> {
    await this.whenConnected();
    await failFast(
      this.queue.upsertJobScheduler(
        jobId('repeat', name),
        { every: everyMs },
        {
          name,
          data: payload,
          opts: {
            attempts: 1,
            removeOnComplete: { age: 24 * 3600, count: 100 },
            removeOnFail: { age: 14 * 24 * 3600 },
          },
        },
      ),
    );
  }

  private async whenConnected(): Promise<void> {
    const client = (await failFast(this.queue.getBackend().client)) as unknown as Redis;
    if (client.status !== 'ready') throw new QueueUnavailableError(`Redis is ${client.status}`);
  }

  async remove(jobId: string): Promise<void> {
    const job = await this.queue.getJob(jobId);
    if (job && ((await job.isDelayed()) || (await job.isWaiting()))) await job.remove();
  }

  async health(): Promise<QueueHealth> {
    try {
      const counts = await withTimeout(
        this.queue.getJobCounts(
          'waiting',
          'active',
          'delayed',
          'failed',
          'completed',
          'prioritized',
        ),
        2000,
      );
      return {
        driver: 'bullmq',
        status: 'up',
        counts: {
          waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          failed: counts.failed ?? 0,
          completed: counts.completed ?? 0,
        },
      };
    } catch (error) {
      return {
        driver: 'bullmq',
        status: 'down',
        message: `Redis is unreachable: ${(error as Error).message}`,
      };
    }
  }

  async failedJobs(offset: number, limit: number): Promise<FailedJobsPage> {
    const [total, jobs] = await Promise.all([
      this.queue.getFailedCount(),
      // BullMQ's range is inclusive at both ends; newest failures come first.
      limit > 0 ? this.queue.getFailed(offset, offset + limit - 1) : Promise.resolve([]),
    ]);
    return {
      total,
      jobs: jobs
        .filter((job): job is NonNullable<typeof job> => Boolean(job))
        .map((job) => ({
          id: String(job.id),
          name: job.name,
          error: job.failedReason || null,
          attempts: job.attemptsMade,
          maxAttempts: job.opts.attempts ?? 1,
          failedAt: job.finishedOn ? new Date(job.finishedOn) : null,
          createdAt: job.timestamp ? new Date(job.timestamp) : null,
        })),
    };
  }

  async retry(jobId: string): Promise<boolean> {
    const job = await this.queue.getJob(jobId);
    if (!job || !(await job.isFailed())) return false;
    try {
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    } catch (error) {
      // Another admin retried it first: BullMQ refuses a job that is no longer in the failed set.
      if (!(await job.isFailed())) return false;
      throw error;
    }
    return true;
  }

  async state(jobId: string): Promise<JobState> {
    await this.whenConnected();
    const state = await failFast(this.queue.getJobState(jobId));
    switch (state) {
      case 'completed':
      case 'failed':
      case 'active':
        return state;
      case 'unknown':
        return 'missing';
      default:
        // waiting, delayed, prioritized, waiting-children: not started yet.
        return 'waiting';
    }
  }

  /** Jobs are lost when Redis evicts keys or restarts without persistence: say so loudly. */
  async onApplicationBootstrap(): Promise<void> {
    try {
      const client = (await withTimeout(this.queue.getBackend().client, 3000)) as unknown as Redis;
      const [, appendonly] = ((await client.config('GET', 'appendonly')) as string[]) ?? [];
      const [, save] = ((await client.config('GET', 'save')) as string[]) ?? [];
      const [, policy] = ((await client.config('GET', 'maxmemory-policy')) as string[]) ?? [];
      if (appendonly !== 'yes' && !save) {
        this.logger.warn(
          'Redis is not persistent (appendonly no, no RDB snapshots): queued jobs are lost if it restarts. Set appendonly yes.',
        );
      }
      if (policy && policy !== 'noeviction') {
        this.logger.warn(
          `Redis maxmemory-policy is "${policy}": it may evict queued jobs. Set maxmemory-policy noeviction.`,
        );
      }
    } catch (error) {
      this.logger.warn(
        `Could not read the Redis configuration to check persistence: ${(error as Error).message}`,
      );
    }
  }
}
