import { DiscoveryService } from '@nestjs/core';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import type { DataDeletionRequestDto } from '../../privacy/dto/privacy.dto';
import type {
  AdminAdminRowDto,
  AdminAuditRowDto,
  AdminBookingRowDto,
  AdminDocumentRowDto,
  AdminOrderRowDto,
  AdminResultRowDto,
  AdminServiceRowDto,
  AdminUserRowDto,
} from './dto/listings.dto';

/** Long texts are sent as their beginning: a table cell shows no more, and pages stay small. */
export const PREVIEW_LENGTH = 300;

/**
 * One admin listing: which columns it loads (never a secret one), which it sorts and searches
 * by, and how a row is shown. AdminListingsService runs every listing the same way.
 */
export interface ListingDefinition<E extends ObjectLiteral, Row> {
  entity: EntityTarget<E>;
  /** Entity properties loaded; anything not named here never leaves the database. */
  columns: readonly (keyof E & string)[];
  /** Raw SQL expressions over the alias `t`, loaded beside the entity (text previews). */
  extras?: Readonly<Record<string, string>>;
  /**
   * Values another feature owns, shown beside the page's rows but never sorted or searched by:
   * asked of that feature's service once per page, and added to each row's `extras` by id.
   */
  lookup?(entities: readonly E[]): Promise<ReadonlyMap<number, Record<string, unknown>>>;
  /**
   * What `sort` may name, and the columns it orders by. Each list matches an index (or the table
   * is small), so a sorted page never sorts the whole table; createdAt orders by id, which grows
   * with it, for the same reason.
   */
  sorts: Readonly<Record<string, readonly (keyof E & string)[]>>;
  /**
   * MySQL: the one-column index on id that deep pages in id order walk instead of the rows
   * (created by the admin migration for the large tables).
   */
  pagingIndex?: string;
  /** Matched with LIKE '%q%' (a scan of the table: kept to the column people search by). */
  textSearch: readonly (keyof E & string)[];
  /** Matched when equal to q (statuses, provider ids). */
  exactSearch?: readonly (keyof E & string)[];
  /** Matched when q is a whole number. */
  numberSearch: readonly (keyof E & string)[];
  row(entity: E, extras: Record<string, unknown>): Row;
}

/** The dashboard's listings by name (the names of AdminCountsDto), and the row each answers. */
export interface ListingRows {
  users: AdminUserRowDto;
  analysisDocuments: AdminDocumentRowDto;
  analysisResults: AdminResultRowDto;
  serviceOrders: AdminOrderRowDto;
  services: AdminServiceRowDto;
  adminUsers: AdminAdminRowDto;
  bookings: AdminBookingRowDto;
  dataDeletionRequests: DataDeletionRequestDto;
  auditLog: AdminAuditRowDto;
}
export type ListingName = keyof ListingRows;

/** Every listing, in the order the counts answer them; each must be registered once. */
export const LISTING_NAMES = Object.keys({
  users: true,
  analysisDocuments: true,
  analysisResults: true,
  serviceOrders: true,
  services: true,
  adminUsers: true,
  bookings: true,
  dataDeletionRequests: true,
  auditLog: true,
} satisfies Record<ListingName, true>) as readonly ListingName[];

/** A listing of some feature's table, as the admin area holds it without knowing the entity. */
export type RegisteredListing<Row> = ListingDefinition<ObjectLiteral, Row>;

/**
 * A feature's listings on the admin dashboard, over its own tables. Each feature declares its
 * provider with @ListsForAdmin(); the admin area finds them all, so it reads no feature's
 * entities and imports no feature's module.
 */
export interface AdminListingProvider {
  readonly listings: { readonly [Name in ListingName]?: RegisteredListing<ListingRows[Name]> };
}

/** Marks a provider as an AdminListingProvider. */
export const ListsForAdmin = DiscoveryService.createDecorator<void>();

/** A date column as ISO 8601, or '' when empty. */
export const iso = (value: Date | string | null | undefined): string =>
  value ? new Date(value).toISOString() : '';

/** The first PREVIEW_LENGTH characters, and whether there was more. */
export function preview(value: unknown): { text: string | null; truncated: boolean } {
  if (value === null || value === undefined) return { text: null, truncated: false };
  const text = String(value);
  return { text: text.slice(0, PREVIEW_LENGTH), truncated: text.length > PREVIEW_LENGTH };
}

/** An `extras` expression: one character beyond the preview tells whether the text goes on. */
export const head = (expression: string) => `SUBSTR(${expression}, 1, ${PREVIEW_LENGTH + 1})`;
