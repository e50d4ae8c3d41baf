import { Injectable } from '@nestjs/common';
import { AdminAuditEntry } from '../entities/admin-audit-entry.entity';
import { AdminUser } from '../entities/admin-user.entity';
import { AdminAdminRowDto, AdminAuditRowDto } from './dto/listings.dto';
import { AdminListingProvider, ListingDefinition, ListsForAdmin, iso } from './listing-definition';

const ADMINS: ListingDefinition<AdminUser, AdminAdminRowDto> = {
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

const AUDIT_LOG: ListingDefinition<AdminAuditEntry, AdminAuditRowDto> = {
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

/** The admin area's own tabs: the administrators and the audit log. */
@ListsForAdmin()
@Injectable()
export class AdminAreaListings implements AdminListingProvider {
  readonly listings = { adminUsers: ADMINS, auditLog: AUDIT_LOG };
}
