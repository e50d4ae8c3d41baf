import { DiscoveryService } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DataSource,
  type EntityManager,
  type EntityTarget,
  type FindOptionsOrder,
  type FindOptionsWhere,
  type ObjectLiteral,
} from 'typeorm';

/** The account whose data is exported or forgotten. */
export interface DataSubject {
  readonly id: number;
  readonly email: string;
}

/**
 * What one feature holds for an account, as parts of the account export: top-level sections by
 * name (`bookings`, `orders`…), and parts of each case by case id for the rows that belong to a
 * case rather than to the account (the letter, the steps).
 */
export interface PersonalDataExport {
  readonly sections?: Readonly<Record<string, unknown>>;
  readonly caseParts?: ReadonlyMap<number, Readonly<Record<string, unknown>>>;
}

/** What a feature did when it forgot an account. */
export interface Forgotten {
  /** Said in the log line of the deletion, e.g. "2 cases, 1 files removed". */
  readonly summary?: string;
  /** Work outside the database (caches, files), run once the deletion has committed. */
  readonly afterCommit?: () => Promise<void> | void;
}

/**
 * When a holder forgets, within the one deletion transaction: `dependent` rows point at another
 * holder's rows and go first; `account` is the user row itself and goes last; `own` is the rest.
 */
export type ForgetStage = 'dependent' | 'own' | 'account';
export const FORGET_STAGES: readonly ForgetStage[] = ['dependent', 'own', 'account'];

/**
 * A feature that stores something about an account. Each feature implements it in its own module
 * for its own entities and marks the provider with @HoldsPersonalData(); the privacy feature
 * finds every marked provider, so an account's export and deletion ask every feature that holds
 * data, and a feature added later is asked too once it declares itself.
 */
export interface PersonalDataHolder {
  /** The entities this holder answers for (a test checks that every personal table has one). */
  readonly entities: readonly EntityTarget<ObjectLiteral>[];
  exportFor(subject: DataSubject): Promise<PersonalDataExport>;
  /** Deletes (or anonymises) the account's rows in `manager`'s transaction. */
  forget(subject: DataSubject, manager: EntityManager): Promise<Forgotten | void>;
}

/** Marks a provider as a PersonalDataHolder, forgetting at the given stage (default `own`). */
export const HoldsPersonalData = DiscoveryService.createDecorator<{ stage?: ForgetStage }>();

/** Columns that mean nothing outside the server (random storage keys, loaded relations). */
const INTERNAL = new Set(['fileKey', 'user', 'service', 'document']);

/** A row as plain JSON for the account export: every column, dates as ISO 8601, internal keys left out. */
export function exportedRow(row: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (INTERNAL.has(key) || typeof value === 'function') continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/**
 * A holder of one table keyed by `userId` (bookings, orders): its export is the account's rows,
 * oldest first, under `section`; each subclass says how the table forgets (delete or anonymise).
 */
export abstract class AccountRowsHolder<
  E extends ObjectLiteral & { id: number; userId: number | null },
> implements PersonalDataHolder {
  abstract readonly entities: readonly [EntityTarget<E>];
  /** The export's section for these rows. */
  protected abstract readonly section: string;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async exportFor({ id: userId }: DataSubject): Promise<PersonalDataExport> {
    const rows = await this.dataSource.manager.find(this.entities[0], {
      where: { userId } as FindOptionsWhere<E>,
      order: { id: 'ASC' } as FindOptionsOrder<E>,
    });
    return { sections: { [this.section]: rows.map(exportedRow) } };
  }

  abstract forget(subject: DataSubject, manager: EntityManager): Promise<void>;
}
