import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A fixed-window counter, used when there is no Redis to keep it in. */
@Entity({ name: 'rate_limits' })
@Index('IDX_rate_limits_reset', ['resetAt'])
export class RateLimitBucket {
  @PrimaryColumn({ type: 'varchar', length: 191 })
  bucket!: string;

  @Column({ type: 'integer', default: 0 })
  hits!: number;

  @Column({ type: 'datetime' })
  resetAt!: Date;
}
