import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan, LessThanOrEqual } from 'typeorm';
import { Clock } from '../../../common/clock';
import { RateLimitBucket } from './rate-limit-bucket.entity';
import { RateLimitStore, WindowCount } from './rate-limit.store';

const PRUNE_EVERY_MS = 3600_000;

/**
 * Counters in `rate_limits`. Every step is a single-row statement that is safe when several
 * processes run it at once: create the row if missing, restart it if its window is over, add one.
 */
@Injectable()
export class DatabaseRateLimitStore extends RateLimitStore {
  private lastPrune = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    super();
  }

  private get buckets() {
    return this.dataSource.getRepository(RateLimitBucket);
  }

  async increment(bucket: string, windowMs: number): Promise<WindowCount> {
    const now = this.clock.now();
    const resetAt = new Date(now.getTime() + windowMs);
    await this.buckets
      .createQueryBuilder()
      .insert()
      .values({ bucket, hits: 0, resetAt })
      .orIgnore()
      .execute();
    await this.buckets.update({ bucket, resetAt: LessThanOrEqual(now) }, { hits: 0, resetAt });
    await this.buckets.update({ bucket }, { hits: () => 'hits + 1' });
    const row = await this.buckets.findOneByOrFail({ bucket });
    await this.prune(now);
    return { count: row.hits, resetAt: new Date(row.resetAt) };
  }

  async reset(bucket: string): Promise<void> {
    await this.buckets.delete({ bucket });
  }

  private async prune(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    await this.buckets.delete({ resetAt: LessThan(now) });
  }
}
