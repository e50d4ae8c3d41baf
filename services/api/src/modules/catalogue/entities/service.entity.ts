import { type PriceCurrency } from '@redress/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { jsonText } from '../../../database/columns';

@Entity({ name: 'services' })
export class Service {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'text', nullable: true, transformer: jsonText<string[]>([]) })
  features!: string[];

  /** Price in minor units of `currency`. */
  @Column({ type: 'integer' })
  price!: number;

  @Column({ type: 'varchar', length: 50 })
  type!: string;

  @Column({ type: 'varchar', length: 3, default: 'USD' })
  currency!: string;

  /** Price in minor units per supported currency (JPY has no minor unit). */
  @Column({
    type: 'text',
    nullable: true,
    transformer: jsonText<Partial<Record<PriceCurrency, number>>>({}),
  })
  prices!: Partial<Record<PriceCurrency, number>>;

  /**
   * Set by the operator: calls of this service are booked at once and paid afterwards, instead
   * of being paid at checkout before they are booked.
   */
  @Column({ type: 'boolean', default: false })
  payableLater!: boolean;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripePriceId!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripePriceIdUsd!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripePriceIdEur!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripePriceIdGbp!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripePriceIdCad!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripePriceIdAud!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripePriceIdJpy!: string | null;
}
