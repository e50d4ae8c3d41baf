import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, In, LessThan, LessThanOrEqual } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { JobHandlers, UnknownJobError } from './job-handlers';
import { QueueJob } from './queue-job.entity';
import {
  BACKOFF_BASE_MS,
  DEFAULT_ATTEMPTS,
  EnqueueOptions,
  FailedJobsPage,
  JobQueue,
  JobState,
  QueueHealth,
  jobId,
} from './queue.types';

const POLL_MS = 500;
const KEEP_FINISHED_MS = 7 * 24 * 3600 * 1000;

/**
 * The embedded queue: jobs are rows in `queue_jobs` and run inside the API process. Because the
 * rows outlive the process, work that was waiting or running when it stopped runs at the next start.
 */
@Injectable()
export class InProcessQueue
  extends JobQueue
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  private readonly logger = new Logger('Queue');
  private readonly running = new Set<Promise<void>>();
  private timer?: NodeJS.Timeout;
  private stopping = false;
  private polling = false;
  private lastPrune = 0;
  private readonly repeating = new Map<string, { payload: unknown; everyMs: number }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly handlers: JobHandlers,
    private readonly config: AppConfig,
  ) {
    super();
  }

  private get jobs() {
    return this.dataSource.getRepository(QueueJob);
  }

  async enqueue<T>(name: string, payload: T, options: EnqueueOptions = {}): Promise<string> {
    const id = options.jobId ?? randomUUID();
    await this.jobs
      .createQueryBuilder()
      .insert()
      .values({
        id,
        name,
        payload: JSON.stringify(payload ?? null),
        status: 'waiting',
        attempts: 0,
        maxAttempts: options.attempts ?? DEFAULT_ATTEMPTS,
        runAt: new Date(Date.now() + (options.delayMs ?? 0)),
      })
      .orIgnore()
      .execute();
    this.nudge();
    return id;
  }

  /**
   * Each run is a row like any job, due at the next multiple of `everyMs` and named by that
   * time: the rows outlive a restart, and a second start, or a run scheduling its successor
   * while a start does too, adds no second row for the same time.
   */
  async repeat<T>(name: string, payload: T, everyMs: number): Promise<void> {
    this.repeating.set(name, { payload, everyMs });
    await this.enqueueNextRun(name);
  }

  private async enqueueNextRun(name: string): Promise<void> {
    const plan = this.repeating.get(name);
    if (!plan) return;
    const now = Date.now();
    const next = (Math.floor(now / plan.everyMs) + 1) * plan.everyMs;
    await this.enqueue(name, plan.payload, {
      jobId: jobId('repeat', name, next),
      delayMs: next - now,
      attempts: 1,
    });
  }

  async remove(jobId: string): Promise<void> {
    await this.jobs.delete({ id: jobId, status: 'waiting' });
  }

  async health(): Promise<QueueHealth> {
    try {
      const rows = await this.jobs
        .createQueryBuilder('job')
        .select('job.status', 'status')
        .addSelect('COUNT(*)', 'count')
        .groupBy('job.status')
        .getRawMany<{ status: string; count: string | number }>();
      const count = (status: string) =>
        Number(rows.find((row) => row.status === status)?.count ?? 0);
      const due = await this.jobs.count({
        where: { status: 'waiting', runAt: LessThanOrEqual(new Date()) },
      });
      return {
        driver: 'in-process',
        status: 'up',
        counts: {
          waiting: due,
          active: count('active'),
          delayed: count('waiting') - due,
          failed: count('failed'),
          completed: count('completed'),
        },
      };
    } catch (error) {
      return { driver: 'in-process', status: 'down', message: (error as Error).message };
    }
  }

  async failedJobs(offset: number, limit: number): Promise<FailedJobsPage> {
    const [rows, total] = await this.jobs.findAndCount({
      // Never the payload: it may carry an e-mail with a sign-in link.
      select: {
        id: true,
        name: true,
        lastError: true,
        attempts: true,
        maxAttempts: true,
        updatedAt: true,
        createdAt: true,
      },
      where: { status: 'failed' },
      order: { updatedAt: 'DESC', id: 'ASC' },
      skip: offset,
      take: limit,
    });
    return {
      total,
      jobs: rows.map((job) => ({
        id: job.id,
        name: job.name,
        error: job.lastError,
        attempts: job.attempts,
        maxAttempts: job.maxAttempts,
        failedAt: job.updatedAt,
        createdAt: job.createdAt,
      })),
    };
  }

  async state(jobId: string): Promise<JobState> {
    const job = await this.jobs.findOne({ where: { id: jobId }, select: { status: true } });
    return job?.status ?? 'missing';
  }

  async retry(jobId: string): Promise<boolean> {
    // Conditional on 'failed', so two admins retrying at once start the job once.
    const { affected } = await this.jobs.update(
      { id: jobId, status: 'failed' },
      { status: 'waiting', attempts: 0, runAt: new Date() },
    );
    if (!affected) return false;
    this.nudge();
    return true;
  }

  async onApplicationBootstrap(): Promise<void> {
    // Only this process runs the embedded queue, so anything "active" was cut off by a stop.
    const { affected } = await this.jobs.update(
      { status: 'active' },
      { status: 'waiting', runAt: new Date() },
    );
    if (affected) this.logger.warn(`Resuming ${affected} job(s) interrupted by the last stop`);
    this.timer = setInterval(() => this.nudge(), POLL_MS);
    this.timer.unref();
    this.nudge();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled([...this.running]);
  }

  private nudge(): void {
    if (this.stopping || this.polling) return;
    this.polling = true;
    this.poll()
      .catch((error: Error) => this.logger.warn(`Queue poll failed: ${error.message}`))
      .finally(() => {
        this.polling = false;
      });
  }

  private async poll(): Promise<void> {
    const free = this.config.queue.concurrency - this.running.size;
    if (free <= 0) return;
    const due = await this.jobs.find({
      where: { status: 'waiting', runAt: LessThanOrEqual(new Date()) },
      order: { runAt: 'ASC' },
      take: free,
    });
    for (const job of due) {
      const claimed = await this.jobs.update(
        { id: job.id, status: 'waiting' },
        { status: 'active', attempts: job.attempts + 1 },
      );
      if (!claimed.affected) continue;
      const run = this.run({ ...job, attempts: job.attempts + 1 }).finally(() => {
        this.running.delete(run);
        this.nudge();
      });
      this.running.add(run);
    }
    if (Date.now() - this.lastPrune > 3600_000) {
      this.lastPrune = Date.now();
      await this.jobs.delete({
        status: In(['completed']),
        updatedAt: LessThan(new Date(Date.now() - KEEP_FINISHED_MS)),
      });
    }
  }

  private async run(job: QueueJob): Promise<void> {
    if (this.repeating.has(job.name)) {
      // The next run is queued before this one starts, so a failing run never ends the series.
      await this.enqueueNextRun(job.name).catch((error: Error) =>
        this.logger.warn(`Could not schedule the next ${job.name}: ${error.message}`),
      );
    }
    try {
      const handler = this.handlers.get(job.name);
      await handler(JSON.parse(job.payload), {
        id: job.id,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
      });
      await this.jobs.update({ id: job.id }, { status: 'completed', lastError: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = error instanceof UnknownJobError || job.attempts >= job.maxAttempts;
      this.logger.warn(
        `Job ${job.name} ${job.id} failed (attempt ${job.attempts}/${job.maxAttempts}): ${message}`,
      );
      await this.jobs
        .update(
          { id: job.id },
          final
            ? { status: 'failed', lastError: message.slice(0, 2000) }
            : {
                status: 'waiting',
                lastError: message.slice(0, 2000),
                runAt: new Date(Date.now() + BACKOFF_BASE_MS * 2 ** (job.attempts - 1)),
              },
        )
        .catch((updateError: Error) =>
          this.logger.error(
            `Could not record the failure of job ${job.id}: ${updateError.message}`,
          ),
        );
    }
  }
}
