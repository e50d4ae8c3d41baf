export const JOBS_QUEUE = 'jobs';

export interface EnqueueOptions {
  /** A stable id makes enqueueing idempotent: a second job with the same id is not added. */
  jobId?: string;
  delayMs?: number;
  attempts?: number;
}

export interface JobContext {
  id: string;
  /** 1 for the first run. */
  attempt: number;
  /** How many runs the job gets in all; the run where attempt equals this is the last. */
  maxAttempts: number;
  reportProgress?: (progress: number | object) => Promise<void>;
}

/** A processor. It must be safe to run twice for the same job. Payloads arrive as parsed JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JobHandler<T = any> = (payload: T, context: JobContext) => Promise<void>;

export interface QueueCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
}

export interface QueueHealth {
  driver: 'bullmq' | 'in-process';
  status: 'up' | 'down';
  message?: string;
  counts?: QueueCounts;
}

/** A job that used up its attempts, as the admin queues page lists it (never its payload). */
export interface FailedJob {
  id: string;
  /** The job's name, i.e. what it does (e.g. 'mail.send'). */
  name: string;
  /** The error of the last attempt. */
  error: string | null;
  attempts: number;
  maxAttempts: number;
  failedAt: Date | null;
  createdAt: Date | null;
}

export interface FailedJobsPage {
  total: number;
  /** Most recently failed first. */
  jobs: FailedJob[];
}

/** The job queue every feature uses; BullMQ on Redis in production, the database otherwise. */
export abstract class JobQueue {
  /** The queue's name (one queue carries every job; the job name says what a job does). */
  readonly name: string = JOBS_QUEUE;
  abstract enqueue<T>(name: string, payload: T, options?: EnqueueOptions): Promise<string>;
  /**
   * Runs a job named `name` every `everyMs`, from now on, in the processes that run processors;
   * calling it again (every start of every worker) changes nothing but the interval. A run that
   * fails is not retried: the next one comes soon enough.
   */
  abstract repeat<T>(name: string, payload: T, everyMs: number): Promise<void>;
  /** Removes a job that has not started (e.g. a reminder that is no longer needed). */
  abstract remove(jobId: string): Promise<void>;
  abstract health(): Promise<QueueHealth>;
  /** Failed jobs, most recent first; `offset` and `limit` page through them. */
  abstract failedJobs(offset: number, limit: number): Promise<FailedJobsPage>;
  /**
   * Runs a failed job again with a fresh set of attempts. False when no failed job has this id
   * (unknown, already retried, or not failed).
   */
  abstract retry(jobId: string): Promise<boolean>;
  /** Where the job with this id is: `missing` when the queue holds none (never added, or removed). */
  abstract state(jobId: string): Promise<JobState>;
}

export type JobState = 'waiting' | 'active' | 'completed' | 'failed' | 'missing';

/** True in processes that run queue processors: workers with Redis, the API itself without. */
export const RUNS_PROCESSORS = Symbol('runs processors');

export const DEFAULT_ATTEMPTS = 5;
export const BACKOFF_BASE_MS = 2000;

/** Only letters, digits, '-', '_' and '.': BullMQ refuses ':' and purely numeric custom ids. */
export function jobId(...parts: (string | number)[]): string {
  return parts.map((part) => String(part).replace(/[^A-Za-z0-9_.-]/g, '_')).join('-');
}
