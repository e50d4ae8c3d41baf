import type { FastifyReply } from 'fastify';
import { EventEmitter } from 'node:events';
import {
  NoProgressEvents,
  ProgressEvents,
  type CaseProgressState,
  type ProgressWatcher,
} from './progress-events';
import { PROGRESS_POLL_MS, streamProgress } from './progress-stream';

/** A bus held in memory: what the tests publish reaches the watchers at once. */
class MemoryBus extends ProgressEvents {
  readonly live = true;
  readonly watchers = new Map<number, Set<ProgressWatcher>>();

  async publish(documentId: number, state: CaseProgressState): Promise<void> {
    for (const watcher of this.watchers.get(documentId) ?? []) watcher.changed(state);
  }

  watch(documentId: number, watcher: ProgressWatcher): () => void {
    const set = this.watchers.get(documentId) ?? new Set();
    this.watchers.set(documentId, set);
    set.add(watcher);
    return () => set.delete(watcher);
  }

  resyncAll(): void {
    for (const set of this.watchers.values()) for (const watcher of set) watcher.resync();
  }
}

const openReplies: EventEmitter[] = [];

/** The reply of one request: what the stream wrote, and whether it ended. */
function fakeReply() {
  const raw = Object.assign(new EventEmitter(), {
    written: [] as string[],
    ended: false,
    writeHead: jest.fn(),
    write(chunk: string) {
      raw.written.push(chunk);
      return true;
    },
    end() {
      raw.ended = true;
    },
  });
  openReplies.push(raw);
  const reply = { raw, hijack: jest.fn(), getHeaders: () => ({}) } as unknown as FastifyReply;
  const events = () =>
    raw.written
      .filter((chunk) => chunk.startsWith('data: '))
      .map((chunk) => JSON.parse(chunk.slice(6)));
  return { reply, raw, events };
}

const state = (
  progressPercent: number,
  status: CaseProgressState['status'] = 'processing',
  runs = 1,
): CaseProgressState => ({
  status,
  progress: `Step at ${progressPercent}`,
  progressPercent,
  failureReason: null,
  runs,
});

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the progress stream of a case', () => {
  afterEach(() => {
    // The client goes away: the stream's timers stop.
    for (const raw of openReplies.splice(0)) raw.emit('close');
    jest.useRealTimers();
  });

  it('with a bus, reads the case once and sends every change from the bus, without reading again', async () => {
    const bus = new MemoryBus();
    const read = jest.fn(async () => state(0, 'pending'));
    const { reply, raw, events } = fakeReply();
    expect(await streamProgress(reply, read, { events: bus, documentId: 7 })).toBe(true);
    for (const percent of [10, 30, 55, 80, 95]) await bus.publish(7, state(percent));
    await bus.publish(8, state(50)); // another case
    await bus.publish(7, state(100, 'completed'));
    expect(read).toHaveBeenCalledTimes(1);
    expect(events().map((event) => event.percent)).toEqual([0, 10, 30, 55, 80, 95, 100]);
    expect(events().at(-1)).toEqual({ status: 'completed', progress: 'Step at 100', percent: 100 });
    expect(raw.ended).toBe(true);
    expect(bus.watchers.get(7)?.size).toBe(0);
  });

  it('sends what the bus said while the first read was running, and never goes back', async () => {
    const bus = new MemoryBus();
    let answer: (value: CaseProgressState) => void = () => undefined;
    const read = jest.fn(() => new Promise<CaseProgressState>((resolve) => (answer = resolve)));
    const { reply, events } = fakeReply();
    const opened = streamProgress(reply, read, { events: bus, documentId: 1 });
    // Written after the read began: the read may or may not have seen it.
    await bus.publish(1, state(30));
    answer(state(10));
    await opened;
    await bus.publish(1, state(10)); // a late message overtaken by what was shown
    await bus.publish(1, state(55));
    expect(events().map((event) => event.percent)).toEqual([10, 30, 55]);
  });

  it('reads again when the bus may have missed something, and follows a retry to its new run', async () => {
    const bus = new MemoryBus();
    const states = [state(30), state(80)];
    const read = jest.fn(async () => states.shift() ?? state(100, 'completed'));
    const { reply, events } = fakeReply();
    await streamProgress(reply, read, { events: bus, documentId: 2 });
    bus.resyncAll();
    await flush();
    await bus.publish(2, state(0, 'pending', 2));
    expect(read).toHaveBeenCalledTimes(2);
    expect(events().map((event) => [event.status, event.percent])).toEqual([
      ['processing', 30],
      ['processing', 80],
      ['pending', 0],
    ]);
  });

  it('answers nothing for a case the reader cannot see, and stops watching it', async () => {
    const bus = new MemoryBus();
    const { reply } = fakeReply();
    expect(await streamProgress(reply, async () => null, { events: bus, documentId: 3 })).toBe(
      false,
    );
    expect(reply.hijack).not.toHaveBeenCalled();
    expect(bus.watchers.get(3)?.size).toBe(0);
  });

  it('without a bus, reads the case every PROGRESS_POLL_MS until it ends', async () => {
    jest.useFakeTimers();
    const states = [state(0, 'pending'), state(55), state(55), state(100, 'completed')];
    const read = jest.fn(async () => states.shift() ?? null);
    const { reply, raw, events } = fakeReply();
    await streamProgress(reply, read, { events: new NoProgressEvents(), documentId: 4 });
    for (let tick = 0; tick < 3; tick++) await jest.advanceTimersByTimeAsync(PROGRESS_POLL_MS);
    expect(read).toHaveBeenCalledTimes(4);
    expect(events().map((event) => event.percent)).toEqual([0, 55, 100]);
    expect(raw.ended).toBe(true);
  });

  it('stops when the client goes away', async () => {
    const bus = new MemoryBus();
    const { reply, raw } = fakeReply();
    await streamProgress(reply, async () => state(10), { events: bus, documentId: 5 });
    raw.emit('close');
    expect(raw.ended).toBe(true);
    expect(bus.watchers.get(5)?.size).toBe(0);
  });
});
