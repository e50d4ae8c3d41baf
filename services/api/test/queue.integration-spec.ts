import { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { QueueJob } from '../src/modules/queue/queue-job.entity';
import { JobQueue } from '../src/modules/queue/queue.types';
import { DATABASES, TestDatabase, createTestDatabase, describeWith, redisEnv } from './harness';
import { eventually, startContext } from './queue-fixture';

describe.each(DATABASES)('the embedded queue on %s', (kind) => {
  let database: TestDatabase;
  let context: INestApplicationContext | undefined;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
    await database.drop();
  });

  it('runs a job once even when it is enqueued twice with the same id', async () => {
    const seen: string[] = [];
    context = await startContext(database.env, 'api', {
      'test.record': async (payload: { value: string }) => {
        seen.push(payload.value);
      },
    });
    const queue = context.get(JobQueue);
    await queue.enqueue('test.record', { value: 'first' }, { jobId: 'job-1' });
    await queue.enqueue('test.record', { value: 'second' }, { jobId: 'job-1' });
    await eventually(
      () => seen.length,
      (n) => n >= 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(seen).toEqual(['first']);
    expect((await queue.health()).counts).toMatchObject({ completed: 1, waiting: 0, active: 0 });
  });

  it('retries a failing job with backoff and records the final failure', async () => {
    let calls = 0;
    let brokenCalls = 0;
    context = await startContext(database.env, 'api', {
      'test.flaky': async () => {
        calls += 1;
        if (calls < 2) throw new Error('temporary');
      },
      'test.broken': async () => {
        brokenCalls += 1;
        throw new Error('always broken');
      },
    });
    const queue = context.get(JobQueue);
    await queue.enqueue('test.flaky', {}, { jobId: 'flaky' });
    await queue.enqueue('test.broken', {}, { jobId: 'broken', attempts: 2 });
    const jobs = context.get(DataSource).getRepository(QueueJob);
    await eventually(
      () => jobs.findOneByOrFail({ id: 'flaky' }),
      (job) => job.status === 'completed',
    );
    const broken = await eventually(
      () => jobs.findOneByOrFail({ id: 'broken' }),
      (job) => job.status === 'failed',
      20000,
    );
    expect(calls).toBe(2);
    expect(broken).toMatchObject({ attempts: 2, lastError: 'always broken' });

    // Queued again with the same id: kept as failed, and the queue says where each job is.
    await queue.enqueue('test.broken', {}, { jobId: 'broken', attempts: 2 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(brokenCalls).toBe(2);
    await expect(queue.state('broken')).resolves.toBe('failed');
    await expect(queue.state('flaky')).resolves.toBe('completed');
    await expect(queue.state('never-added')).resolves.toBe('missing');
  });

  it('picks up work that was waiting or cut off when the process stopped', async () => {
    // First process: the job is stored, then the process stops before any processor exists for it.
    context = await startContext(database.env, 'api');
    const jobs = context.get(DataSource).getRepository(QueueJob);
    await jobs.insert({
      id: 'cut-off',
      name: 'test.resume',
      payload: '{"n":1}',
      status: 'active',
      attempts: 1,
      maxAttempts: 5,
      runAt: new Date(),
    });
    await jobs.insert({
      id: 'waiting',
      name: 'test.resume',
      payload: '{"n":2}',
      status: 'waiting',
      attempts: 0,
      maxAttempts: 5,
      runAt: new Date(Date.now() + 60_000),
    });
    await jobs.update({ id: 'waiting' }, { runAt: new Date() });
    await context.close();

    const seen: number[] = [];
    context = await startContext(database.env, 'api', {
      'test.resume': async (payload: { n: number }) => {
        seen.push(payload.n);
      },
    });
    await eventually(
      () => seen.length,
      (n) => n === 2,
    );
    expect(seen.sort()).toEqual([1, 2]);
  });

  it('holds a delayed job until it is due, and removes it on request', async () => {
    const seen: string[] = [];
    context = await startContext(database.env, 'api', {
      'test.later': async (payload: { id: string }) => {
        seen.push(payload.id);
      },
    });
    const queue = context.get(JobQueue);
    await queue.enqueue('test.later', { id: 'kept' }, { jobId: 'kept', delayMs: 600 });
    await queue.enqueue('test.later', { id: 'dropped' }, { jobId: 'dropped', delayMs: 600 });
    expect((await queue.health()).counts?.delayed).toBe(2);
    await queue.remove('dropped');
    await eventually(
      () => seen.length,
      (n) => n === 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(seen).toEqual(['kept']);
  });
});

describeWith('redis', 'the BullMQ queue with separate worker processes', () => {
  let database: TestDatabase;
  let redis: ReturnType<typeof redisEnv>;
  const contexts: INestApplicationContext[] = [];

  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
    redis = redisEnv();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    await redis.cleanup();
    await database.drop();
  });

  it('hands jobs from the API to a worker, once per job id', async () => {
    const seen: string[] = [];
    const api = await startContext({ ...database.env, ...redis.env }, 'api');
    contexts.push(api);
    const worker = await startContext({ ...database.env, ...redis.env }, 'worker', {
      'test.record': async (payload: { value: string }) => {
        seen.push(payload.value);
      },
    });
    contexts.push(worker);
    const queue = api.get(JobQueue);
    expect(await queue.health()).toMatchObject({ driver: 'bullmq', status: 'up' });
    await queue.enqueue('test.record', { value: 'one' }, { jobId: 'same-id' });
    await queue.enqueue('test.record', { value: 'two' }, { jobId: 'same-id' });
    await eventually(
      () => seen.length,
      (n) => n >= 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(seen).toEqual(['one']);
    await expect(queue.state('same-id')).resolves.toBe('completed');
    await expect(queue.state('never-added')).resolves.toBe('missing');
  });

  it('does not run processors in the API process', async () => {
    let ran = false;
    const api = await startContext({ ...database.env, ...redis.env }, 'api', {
      'test.api-only': async () => {
        ran = true;
      },
    });
    contexts.push(api);
    await api.get(JobQueue).enqueue('test.api-only', {}, { jobId: 'api-only' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(ran).toBe(false);
    await expect(api.get(JobQueue).state('api-only')).resolves.toBe('waiting');
    expect((await api.get(JobQueue).health()).counts?.waiting).toBe(1);
  });

  it('retries a failed job with backoff until it succeeds', async () => {
    let calls = 0;
    const env = { ...database.env, ...redis.env };
    const api = await startContext(env, 'api');
    contexts.push(api);
    contexts.push(
      await startContext(env, 'worker', {
        'test.flaky': async () => {
          calls += 1;
          if (calls === 1) throw new Error('temporary');
        },
      }),
    );
    await api.get(JobQueue).enqueue('test.flaky', {});
    await eventually(
      () => calls,
      (n) => n === 2,
      20000,
    );
    await eventually(
      async () => (await api.get(JobQueue).health()).counts?.completed,
      (n) => n === 1,
    );
  });

  it('lets the active job finish when the worker shuts down', async () => {
    const env = { ...database.env, ...redis.env };
    const api = await startContext(env, 'api');
    contexts.push(api);
    let started = false;
    let finished = false;
    const worker = await startContext(env, 'worker', {
      'test.slow': async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 1500));
        finished = true;
      },
    });
    await api.get(JobQueue).enqueue('test.slow', {});
    await eventually(() => started, Boolean);
    await worker.close(); // what SIGTERM triggers through enableShutdownHooks
    expect(finished).toBe(true);
    await eventually(
      async () => (await api.get(JobQueue).health()).counts?.completed,
      (n) => n === 1,
    );
  });
});
