import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import {
  RedisProgressEvents,
  type CaseProgressState,
  type ProgressWatcher,
} from '../src/modules/analysis/progress-events';
import { describeWith } from './harness';
import { eventually } from './queue-fixture';

const state = (progressPercent: number): CaseProgressState => ({
  status: 'processing',
  progress: `Step at ${progressPercent}`,
  progressPercent,
  failureReason: null,
  runs: 1,
});

/** A watcher that remembers what it was told. */
function recorder() {
  const seen: number[] = [];
  let resyncs = 0;
  const watcher: ProgressWatcher = {
    changed: (changed) => seen.push(changed.progressPercent),
    resync: () => (resyncs += 1),
  };
  return { watcher, seen, resyncs: () => resyncs };
}

describeWith('redis', 'case progress published on Redis', () => {
  const url = process.env.TEST_REDIS_URL as string;
  const prefix = `redress-it-${randomBytes(5).toString('hex')}`;
  // Two processes: one publishes (a worker), one holds the streams (an API process).
  const worker = new RedisProgressEvents(url, prefix);
  const api = new RedisProgressEvents(url, prefix);
  const admin = new Redis(url, { maxRetriesPerRequest: 1 });

  afterAll(() => {
    worker.onApplicationShutdown();
    api.onApplicationShutdown();
    admin.disconnect();
  });

  it("hands each change to every watcher of that case only, the worker's first messages included", async () => {
    const first = recorder();
    const second = recorder();
    const other = recorder();
    api.watch(1, first.watcher);
    api.watch(1, second.watcher);
    api.watch(2, other.watcher);
    // The subscription is confirmed: every watcher then read its case once.
    await eventually(
      () => first.resyncs(),
      (count) => count === 1,
    );

    // The publisher connects with its first message; messages sent meanwhile wait for it.
    await Promise.all([10, 30, 55].map((percent) => worker.publish(1, state(percent))));
    await worker.publish(2, state(80));
    await eventually(
      () => first.seen.length + other.seen.length,
      (count) => count === 4,
    );
    expect(first.seen.sort((a, b) => a - b)).toEqual([10, 30, 55]);
    expect(second.seen.sort((a, b) => a - b)).toEqual([10, 30, 55]);
    expect(other.seen).toEqual([80]);
  });

  it('stops telling a watcher that has gone, and makes the others read again when the subscription comes back', async () => {
    const leaving = recorder();
    const staying = recorder();
    const stop = api.watch(3, leaving.watcher);
    api.watch(3, staying.watcher);
    stop();
    await worker.publish(3, state(10));
    await eventually(
      () => staying.seen.length,
      (count) => count === 1,
    );
    expect(leaving.seen).toEqual([]);

    // This process's connection is cut (as a Redis restart or a network blip would).
    const channel = `${prefix}:case-progress`;
    expect(await admin.pubsub('NUMSUB', channel)).toEqual([channel, 1]);
    const ours = String(await admin.client('LIST'))
      .split('\n')
      .find((line) => line.includes(` name=${prefix}:progress-subscriber `));
    const id = ours && /\bid=(\d+)/.exec(ours)?.[1];
    expect(id).toBeTruthy();
    const before = staying.resyncs();
    await admin.client('KILL', 'ID', id as string);
    await eventually(
      () => staying.resyncs(),
      (count) => count > before,
      10_000,
    );
    expect(leaving.resyncs()).toBe(0);
    await worker.publish(3, state(95));
    await eventually(
      () => staying.seen.length,
      (count) => count === 2,
    );
  });
});
