import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { redisOptionsFromUrl } from '../queue/redis-connection';
import { AnalysisDocument } from './entities/analysis-document.entity';

/** What a progress stream shows of a case, and which run of it (a retry is a new run). */
export type CaseProgressState = Pick<
  AnalysisDocument,
  'status' | 'progress' | 'progressPercent' | 'failureReason' | 'runs'
>;

export interface ProgressWatcher {
  /** A state the case has just been written with. */
  changed(state: CaseProgressState): void;
  /** Changes may have been missed (the connection to Redis came back): read the case again. */
  resync(): void;
}

/**
 * Where a case's progress goes when it changes: written once by whoever changed it (the worker
 * running the job, the sweep, a retry) and handed to every open progress stream of that case in
 * every API process, so a stream needs no database read per change. Without Redis there is no
 * such bus (`live` is false) and each stream reads the case again now and then.
 */
export abstract class ProgressEvents {
  abstract readonly live: boolean;
  /** Announces the state a case was just written with. Never throws: a stream can catch up. */
  abstract publish(documentId: number, state: CaseProgressState): Promise<void>;
  /** Calls `watcher` for each change of the case until the returned function is called. */
  abstract watch(documentId: number, watcher: ProgressWatcher): () => void;
}

/** No bus (the embedded queue, no Redis): streams poll. */
@Injectable()
export class NoProgressEvents extends ProgressEvents {
  readonly live = false;

  async publish(): Promise<void> {}

  watch(): () => void {
    return () => undefined;
  }
}

/** How long a message waits for the connection to Redis before it is given up. */
const PUBLISH_WAIT_MS = 2000;

interface ProgressMessage {
  id: number;
  state: CaseProgressState;
}

/**
 * Redis pub/sub on one channel per deployment (the queue prefix): a message per change, which
 * each API process fans out to the streams it holds for that case. Publishing fails fast while
 * Redis is away (the job goes on); when the subscription comes back, every watched stream reads
 * its case once, so nothing said during the outage is missed.
 */
@Injectable()
export class RedisProgressEvents extends ProgressEvents implements OnApplicationShutdown {
  readonly live = true;
  private readonly logger = new Logger('ProgressEvents');
  private readonly channel: string;
  private readonly publisher: Redis;
  private subscriber?: Redis;
  private readonly watchers = new Map<number, Set<ProgressWatcher>>();
  private lastFailureLogged = 0;

  constructor(
    private readonly url: string,
    private readonly prefix: string,
  ) {
    super();
    this.channel = `${prefix}:case-progress`;
    this.publisher = new Redis({
      ...redisOptionsFromUrl(url),
      // Named, so an operator can tell the connections apart in CLIENT LIST.
      connectionName: `${prefix}:progress-publisher`,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    this.publisher.on('error', () => undefined);
  }

  async publish(documentId: number, state: CaseProgressState): Promise<void> {
    const message: ProgressMessage = { id: documentId, state };
    try {
      await this.connected();
      await this.publisher.publish(this.channel, JSON.stringify(message));
    } catch (error) {
      // At most one line a minute: a Redis outage is already reported by the queue.
      if (Date.now() - this.lastFailureLogged > 60_000) {
        this.lastFailureLogged = Date.now();
        this.logger.warn(
          `Could not publish the progress of case ${documentId}: ${(error as Error).message}`,
        );
      }
    }
  }

  /**
   * Resolves when the publishing connection is ready: it connects with the first message, and
   * messages sent meanwhile (a worker's jobs run side by side) wait for it rather than fail.
   */
  private connected(): Promise<void> {
    const publisher = this.publisher;
    if (publisher.status === 'ready') return Promise.resolve();
    if (publisher.status === 'wait') publisher.connect().catch(() => undefined);
    return new Promise((resolve, reject) => {
      const ready = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        publisher.off('ready', ready);
        reject(new Error(`Redis is ${publisher.status}`));
      }, PUBLISH_WAIT_MS);
      publisher.once('ready', ready);
    });
  }

  watch(documentId: number, watcher: ProgressWatcher): () => void {
    this.subscribe();
    let set = this.watchers.get(documentId);
    if (!set) this.watchers.set(documentId, (set = new Set()));
    set.add(watcher);
    return () => {
      set.delete(watcher);
      if (set.size === 0 && this.watchers.get(documentId) === set) this.watchers.delete(documentId);
    };
  }

  /**
   * The one subscription of this process, opened with the first stream. Each time it is (again)
   * confirmed by Redis, the streams watching read their case once: whatever was published while
   * there was no subscription (before the first, during an outage) is then caught up.
   */
  private subscribe(): void {
    if (this.subscriber) return;
    const subscriber = new Redis({
      ...redisOptionsFromUrl(this.url),
      connectionName: `${this.prefix}:progress-subscriber`,
    });
    this.subscriber = subscriber;
    subscriber.on('error', () => undefined);
    subscriber.on('message', (_channel: string, text: string) => this.deliver(text));
    subscriber.on('ready', () => {
      // SUBSCRIBE is answered in order, after any subscription ioredis renews by itself.
      subscriber
        .subscribe(this.channel)
        .then(() => {
          for (const set of this.watchers.values()) for (const watcher of set) watcher.resync();
        })
        .catch((error: Error) =>
          this.logger.warn(`Could not subscribe to case progress: ${error.message}`),
        );
    });
  }

  private deliver(text: string): void {
    let message: ProgressMessage;
    try {
      message = JSON.parse(text) as ProgressMessage;
    } catch {
      return;
    }
    const set = this.watchers.get(message.id);
    if (!set) return;
    for (const watcher of [...set]) watcher.changed(message.state);
  }

  onApplicationShutdown(): void {
    this.publisher.disconnect();
    this.subscriber?.disconnect();
  }
}
