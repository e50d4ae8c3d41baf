import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { markedProviders, ownersOf } from '../../../common/discovered';
import { InjectDataSource } from '@nestjs/typeorm';
import { ADMIN_PAGE_SIZE } from '@redress/domain';
import { Brackets, DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { InvalidListingQueryError } from '../admin.errors';
import { AdminCountsDto } from './dto/listings.dto';
import { ListingQueryDto } from './dto/listing-query.dto';
import {
  AdminListingProvider,
  LISTING_NAMES,
  ListingDefinition,
  ListingName,
  ListingRows,
  ListsForAdmin,
  RegisteredListing,
} from './listing-definition';
import { LIKE_ESCAPE, containsPattern, wholeNumber } from './listing-query';

export interface ListingPage<Row> {
  rows: Row[];
  /** Rows matching the search, over all pages. */
  total: number;
}

/** A search matching fewer rows than this is answered from one read of the table. */
const SEARCH_WINDOW = 1000;

/** From this offset on, the total is counted first so the page can be read from the nearer end. */
const DEEP_OFFSET = 1000;

type Direction = 'ASC' | 'DESC';

/** Order of two column values as the database sorts them (text without regard to case). */
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a).toLowerCase();
  const right = String(b).toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}
const flip = (direction: Direction): Direction => (direction === 'ASC' ? 'DESC' : 'ASC');

/**
 * Runs the admin listings: one page at a time in the database, sorted and searched there, so a
 * table of 100,000 rows answers about as fast as one of ten. A page is found by its ids first
 * (ordered along an index, skipping only ids), read from whichever end of the order is nearer,
 * and only then are its 50 rows loaded.
 *
 * The listings themselves are the features': each registers its own with @ListsForAdmin(), and
 * they are found when the application starts.
 */
@Injectable()
export class AdminListingsService implements OnModuleInit {
  private registered = new Map<ListingName, RegisteredListing<unknown>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly discovery: DiscoveryService,
  ) {}

  onModuleInit(): void {
    this.register(
      markedProviders<AdminListingProvider, void>(this.discovery, ListsForAdmin).map(
        (provider) => provider.instance,
      ),
    );
  }

  /** Takes the providers' listings: every listing once, or the application does not start. */
  register(providers: readonly AdminListingProvider[]): void {
    this.registered = ownersOf(
      LISTING_NAMES,
      providers.flatMap((provider) =>
        Object.entries(provider.listings).map(
          ([name, definition]) => [name, definition as RegisteredListing<unknown>] as const,
        ),
      ),
      {
        unknown: (name) => `The admin listing "${name}" is not one the dashboard knows.`,
        twice: (name) => `The admin listing "${name}" is registered twice.`,
        missing: (names) => `No feature registers the admin listing(s): ${names.join(', ')}.`,
      },
    );
  }

  /** The registered listing of that name. */
  definition<Name extends ListingName>(name: Name): RegisteredListing<ListingRows[Name]> {
    const definition = this.registered.get(name);
    if (!definition) throw new Error(`The admin listing "${name}" is not registered.`);
    return definition as RegisteredListing<ListingRows[Name]>;
  }

  /** One page of the named listing. */
  page<Name extends ListingName>(
    name: Name,
    query: ListingQueryDto,
  ): Promise<ListingPage<ListingRows[Name]>> {
    return this.list(this.definition(name), query);
  }

  async list<E extends ObjectLiteral, Row>(
    definition: ListingDefinition<E, Row>,
    query: ListingQueryDto,
  ): Promise<ListingPage<Row>> {
    const sort = query.sort ?? 'id';
    const orderColumns = Object.hasOwn(definition.sorts, sort) ? definition.sorts[sort] : null;
    if (!orderColumns) {
      throw new InvalidListingQueryError(
        `sort must be one of: ${Object.keys(definition.sorts).join(', ')}.`,
      );
    }
    const direction: Direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const offset = query.offset ?? 0;
    const limit = query.limit ?? ADMIN_PAGE_SIZE;
    const search = query.q?.trim() ?? '';
    const filtered = this.filtered(definition, search);

    const order = (builder: SelectQueryBuilder<E>, way: Direction) => {
      orderColumns.forEach((column, index) => {
        if (index === 0) builder.orderBy(`t.${column}`, way);
        else builder.addOrderBy(`t.${column}`, way);
      });
      return builder;
    };

    // A search reads the whole table once anyway: when it matches few rows, that one read gives
    // both the page and the total. It is read in storage order and sorted here, because with an
    // ORDER BY ... LIMIT the database may walk an ordered index and fetch every row one by one.
    if (search && offset + limit <= SEARCH_WINDOW) {
      const window = filtered.clone().select('t.id', 'id');
      for (const column of orderColumns) {
        if (column !== 'id') window.addSelect(`t.${column}`, column);
      }
      const matches = await window.limit(SEARCH_WINDOW).getRawMany<Record<string, unknown>>();
      if (matches.length < SEARCH_WINDOW) {
        const sign = direction === 'ASC' ? 1 : -1;
        matches.sort((a, b) => {
          for (const column of orderColumns) {
            const difference = compareValues(a[column], b[column]);
            if (difference) return sign * difference;
          }
          return 0;
        });
        const ids = matches.slice(offset, offset + limit).map((row) => Number(row.id));
        return { rows: await this.rowsByIds(definition, ids), total: matches.length };
      }
    }

    let total: number | undefined;
    if (offset >= DEEP_OFFSET) {
      total = await filtered.clone().getCount();
      if (offset >= total) return { rows: [], total };
    }
    // Past the middle, the same page is near the start of the opposite order.
    const fromEnd = total !== undefined && offset > total / 2;
    const page = filtered.clone().select('t.id', 'id');
    // Unfiltered and in id order: skip along the narrow id index, not through whole rows.
    const idOrder = orderColumns.length === 1 && orderColumns[0] === 'id';
    if (idOrder && !search && definition.pagingIndex) {
      page.useIndex(definition.pagingIndex);
    }
    order(page, fromEnd ? flip(direction) : direction);
    if (fromEnd && total !== undefined) {
      const end = Math.min(total, offset + limit);
      page.offset(total - end).limit(end - offset);
    } else {
      page.offset(offset).limit(limit);
    }

    const [counted, pageIds] = await Promise.all([
      total ?? filtered.getCount(),
      page.getRawMany<{ id: unknown }>().then((rows) => rows.map((row) => Number(row.id))),
    ]);
    if (fromEnd) pageIds.reverse();
    return { rows: await this.rowsByIds(definition, pageIds), total: counted };
  }

  /** The listing's rows matching the search, not yet ordered or paged. */
  private filtered<E extends ObjectLiteral, Row>(
    definition: ListingDefinition<E, Row>,
    search: string,
  ): SelectQueryBuilder<E> {
    const query = this.dataSource.getRepository(definition.entity).createQueryBuilder('t');
    if (!search) return query;
    const number = wholeNumber(search);
    return query.where(
      new Brackets((where) => {
        for (const column of definition.textSearch) {
          where.orWhere(`t.${column} LIKE :pattern ESCAPE '${LIKE_ESCAPE}'`, {
            pattern: containsPattern(search),
          });
        }
        for (const column of definition.exactSearch ?? []) {
          where.orWhere(`t.${column} = :exact`, { exact: search });
        }
        if (number !== null) {
          for (const column of definition.numberSearch) {
            where.orWhere(`t.${column} = :number`, { number });
          }
        }
      }),
    );
  }

  /** The rows of one page, in the page's order; only the listing's columns are read. */
  private async rowsByIds<E extends ObjectLiteral, Row>(
    definition: ListingDefinition<E, Row>,
    ids: number[],
  ): Promise<Row[]> {
    if (!ids.length) return [];
    const query = this.dataSource
      .getRepository(definition.entity)
      .createQueryBuilder('t')
      .select(definition.columns.map((column) => `t.${column}`))
      .where('t.id IN (:...ids)', { ids });
    for (const [alias, expression] of Object.entries(definition.extras ?? {})) {
      query.addSelect(expression, alias);
    }
    const { entities, raw } = await query.getRawAndEntities();
    const looked = definition.lookup ? await definition.lookup(entities) : undefined;
    const extrasById = new Map(
      raw.map((row: Record<string, unknown>) => {
        const id = Number(row.t_id);
        return [id, { ...row, ...looked?.get(id) }] as const;
      }),
    );
    const byId = new Map(
      entities.map(
        (entity) => [Number((entity as unknown as { id: unknown }).id), entity] as const,
      ),
    );
    return ids
      .filter((id) => byId.has(id))
      .map((id) => definition.row(byId.get(id) as E, extrasById.get(id) ?? {}));
  }

  /** The size of every tab, for the tab titles. */
  async counts(): Promise<AdminCountsDto> {
    const sizes = await Promise.all(
      LISTING_NAMES.map((name) =>
        this.dataSource.getRepository(this.definition(name).entity).count(),
      ),
    );
    return Object.fromEntries(LISTING_NAMES.map((name, index) => [name, sizes[index]])) as Record<
      ListingName,
      number
    >;
  }
}
