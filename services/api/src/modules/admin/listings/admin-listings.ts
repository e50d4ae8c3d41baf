import { bookingPaymentOf } from '@redress/domain';
import { EntityTarget, ObjectLiteral } from 'typeorm';
import { AnalysisDocument } from '../../analysis/entities/analysis-document.entity';
import { AnalysisResult } from '../../analysis/entities/analysis-result.entity';
import { Booking } from '../../bookings/entities/booking.entity';
import { ServiceOrder } from '../../payments/entities/service-order.entity';
import { Service } from '../../catalogue/entities/service.entity';
import { User } from '../../users/entities/user.entity';
import { deletionRequestView } from '../../privacy/data-deletion-requests.service';
import type { DataDeletionRequestDto } from '../../privacy/dto/privacy.dto';
import { DataDeletionRequest } from '../../privacy/entities/data-deletion-request.entity';
import { AdminAuditEntry } from '../entities/admin-audit-entry.entity';
import { pagingIndexName } from '../../../database/migrations/1767225600000-admin-audit-log';
import { AdminUser } from '../entities/admin-user.entity';
import {
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
 * by, and how a row is shown. The service runs every listing the same way.
 */
export interface ListingDefinition<E extends ObjectLiteral, Row> {
  entity: EntityTarget<E>;
  /** Entity properties loaded; anything not named here never leaves the database. */
  columns: readonly (keyof E & string)[];
  /** Raw SQL expressions over the alias `t`, loaded beside the entity (text previews). */
  extras?: Readonly<Record<string, string>>;
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

const iso = (value: Date | string | null | undefined): string =>
  value ? new Date(value).toISOString() : '';

/** The first PREVIEW_LENGTH characters, and whether there was more. */
function preview(value: unknown): { text: string | null; truncated: boolean } {
  if (value === null || value === undefined) return { text: null, truncated: false };
  const text = String(value);
  return { text: text.slice(0, PREVIEW_LENGTH), truncated: text.length > PREVIEW_LENGTH };
}

// One character beyond the preview tells whether the text goes on.
const head = (expression: string) => `SUBSTR(${expression}, 1, ${PREVIEW_LENGTH + 1})`;

export const USERS: ListingDefinition<User, AdminUserRowDto> = {
  entity: User,
  pagingIndex: pagingIndexName('users'),
  columns: [
    'id',
    'email',
    'emailVerified',
    'stripeCustomerId',
    'stripeSubscriptionId',
    'createdAt',
  ],
  sorts: { id: ['id'], createdAt: ['id'], email: ['email'] },
  textSearch: ['email'],
  exactSearch: ['stripeCustomerId', 'stripeSubscriptionId'],
  numberSearch: ['id'],
  row: (user) => ({
    id: user.id,
    email: user.email,
    emailVerified: Boolean(user.emailVerified),
    stripeCustomerId: user.stripeCustomerId,
    stripeSubscriptionId: user.stripeSubscriptionId,
    createdAt: iso(user.createdAt),
  }),
};

export const DOCUMENTS: ListingDefinition<AnalysisDocument, AdminDocumentRowDto> = {
  entity: AnalysisDocument,
  pagingIndex: pagingIndexName('analysis_documents'),
  columns: ['id', 'userId', 'title', 'documentType', 'status', 'createdAt'],
  extras: { description: head('COALESCE(t.issueDescription, t.description)') },
  sorts: {
    id: ['id'],
    createdAt: ['id'],
    userId: ['userId', 'createdAt', 'id'],
    status: ['status', 'updatedAt', 'id'],
  },
  textSearch: ['title'],
  exactSearch: ['status'],
  numberSearch: ['id', 'userId'],
  row: (document, extras) => ({
    id: document.id,
    userId: document.userId,
    title: document.title,
    description: preview(extras.description).text,
    documentType: document.documentType,
    status: document.status,
    createdAt: iso(document.createdAt),
  }),
};

export const RESULTS: ListingDefinition<AnalysisResult, AdminResultRowDto> = {
  entity: AnalysisResult,
  pagingIndex: pagingIndexName('analysis_results'),
  columns: ['id', 'analysisDocumentId', 'tags', 'createdAt'],
  extras: { content: head('t.content') },
  sorts: { id: ['id'], createdAt: ['id'], analysisDocumentId: ['analysisDocumentId'] },
  // Reports are long texts kept in the rows: a text search would read them all.
  textSearch: [],
  numberSearch: ['id', 'analysisDocumentId'],
  row: (result, extras) => {
    const content = preview(extras.content);
    return {
      id: result.id,
      analysisDocumentId: result.analysisDocumentId,
      content: content.text ?? '',
      contentTruncated: content.truncated,
      tags: Array.isArray(result.tags) ? result.tags.map(String) : [],
      createdAt: iso(result.createdAt),
    };
  },
};

export const ORDERS: ListingDefinition<ServiceOrder, AdminOrderRowDto> = {
  entity: ServiceOrder,
  pagingIndex: pagingIndexName('service_orders'),
  columns: [
    'id',
    'userId',
    'serviceId',
    'status',
    'amount',
    'currency',
    'paymentMethod',
    'createdAt',
  ],
  sorts: { id: ['id'], createdAt: ['id'], userId: ['userId', 'id'] },
  textSearch: [],
  exactSearch: ['status', 'paymentId', 'paymentMethod'],
  numberSearch: ['id', 'userId', 'serviceId'],
  row: (order) => ({
    id: order.id,
    userId: order.userId,
    serviceId: order.serviceId,
    status: order.status,
    amount: order.amount,
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    createdAt: iso(order.createdAt),
  }),
};

export const SERVICES: ListingDefinition<Service, AdminServiceRowDto> = {
  entity: Service,
  columns: [
    'id',
    'name',
    'description',
    'type',
    'price',
    'currency',
    'stripePriceId',
    'features',
    'payableLater',
  ],
  // A catalogue of a few dozen entries: any order is cheap.
  sorts: { id: ['id'], name: ['name', 'id'], type: ['type', 'id'], price: ['price', 'id'] },
  textSearch: ['name', 'type', 'description'],
  numberSearch: ['id'],
  row: (service) => ({
    id: service.id,
    name: service.name,
    description: service.description,
    type: service.type,
    price: service.price,
    currency: service.currency,
    stripePriceId: service.stripePriceId,
    features: Array.isArray(service.features) ? service.features.map(String) : [],
    payableLater: Boolean(service.payableLater),
  }),
};

export const ADMINS: ListingDefinition<AdminUser, AdminAdminRowDto> = {
  entity: AdminUser,
  // Never 'password': the hash stays in the database.
  columns: ['id', 'username', 'role', 'createdAt'],
  sorts: { id: ['id'], createdAt: ['id'], username: ['username'], role: ['role', 'id'] },
  textSearch: ['username', 'role'],
  numberSearch: ['id'],
  row: (admin) => ({
    id: admin.id,
    username: admin.username,
    role: admin.role,
    createdAt: iso(admin.createdAt),
  }),
};

export const BOOKINGS: ListingDefinition<Booking, AdminBookingRowDto> = {
  entity: Booking,
  pagingIndex: pagingIndexName('bookings'),
  columns: [
    'id',
    'userId',
    'serviceId',
    'title',
    'appointmentDate',
    'duration',
    'status',
    'payLater',
    'orderId',
    'studentTimeZone',
    'createdAt',
  ],
  extras: { orderStatus: '(SELECT o.status FROM service_orders o WHERE o.id = t.orderId)' },
  sorts: {
    id: ['id'],
    createdAt: ['id'],
    userId: ['userId', 'id'],
    appointmentDate: ['appointmentDate', 'id'],
  },
  textSearch: ['title'],
  exactSearch: ['status'],
  numberSearch: ['id', 'userId', 'serviceId'],
  row: (booking, extras) => ({
    id: booking.id,
    userId: booking.userId,
    serviceId: booking.serviceId,
    title: booking.title,
    appointmentDate: iso(booking.appointmentDate),
    duration: booking.duration,
    status: booking.status,
    payment: bookingPaymentOf({
      status: booking.status,
      payLater: Boolean(booking.payLater),
      orderStatus: typeof extras.orderStatus === 'string' ? extras.orderStatus : null,
    }),
    orderId: booking.orderId ?? null,
    studentTimeZone: booking.studentTimeZone ?? null,
    createdAt: iso(booking.createdAt),
  }),
};

/** Requests from the Data Deletion page, for the operator to act on (newest first). */
export const DELETION_REQUESTS: ListingDefinition<DataDeletionRequest, DataDeletionRequestDto> = {
  entity: DataDeletionRequest,
  // Never confirmTokenHash: the listing shows whether a request is confirmed, not its link.
  columns: [
    'id',
    'fullName',
    'email',
    'reason',
    'details',
    'status',
    'createdAt',
    'completedAt',
    'confirmedAt',
    'confirmedBy',
  ],
  sorts: { id: ['id'], createdAt: ['id'] },
  textSearch: ['fullName', 'email'],
  exactSearch: ['status'],
  numberSearch: ['id'],
  row: deletionRequestView,
};

export const AUDIT_LOG: ListingDefinition<AdminAuditEntry, AdminAuditRowDto> = {
  entity: AdminAuditEntry,
  columns: [
    'id',
    'adminUsername',
    'action',
    'detail',
    'outcome',
    'rowCount',
    'durationMs',
    'message',
    'createdAt',
  ],
  sorts: { id: ['id'], createdAt: ['id'] },
  textSearch: ['adminUsername', 'action', 'outcome', 'detail'],
  numberSearch: ['id'],
  row: (entry) => ({
    id: entry.id,
    adminUsername: entry.adminUsername,
    action: entry.action,
    detail: entry.detail,
    outcome: entry.outcome,
    rowCount: entry.rowCount,
    durationMs: entry.durationMs,
    message: entry.message,
    createdAt: iso(entry.createdAt),
  }),
};
