import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Clock } from '../../../common/clock';
import { AdminAuditEntry, AuditAction, AuditOutcome } from '../entities/admin-audit-entry.entity';
import { AdminUser } from '../entities/admin-user.entity';

export interface AuditRecord {
  action: AuditAction;
  detail: string;
  outcome: AuditOutcome;
  rowCount?: number | null;
  durationMs?: number | null;
  message?: string | null;
}

/** Writes the admin audit log: who did what, when, with what result. */
@Injectable()
export class AdminAuditService {
  private readonly logger = new Logger('AdminAudit');

  constructor(
    @InjectRepository(AdminAuditEntry) private readonly entries: Repository<AdminAuditEntry>,
    private readonly clock: Clock,
  ) {}

  /**
   * Adds an entry. With `manager`, inside the caller's transaction: the entry is written with
   * what it records, or not at all (a completed deletion request).
   */
  async record(admin: AdminUser, record: AuditRecord, manager?: EntityManager): Promise<void> {
    const entries = manager ? manager.getRepository(AdminAuditEntry) : this.entries;
    await entries.insert({
      adminUserId: admin.id,
      adminUsername: admin.username,
      action: record.action,
      detail: record.detail,
      outcome: record.outcome,
      rowCount: record.rowCount ?? null,
      durationMs:
        record.durationMs === undefined || record.durationMs === null
          ? null
          : Math.round(record.durationMs),
      message: record.message?.slice(0, 2000) ?? null,
      // Explicit, with milliseconds: SQLite's CURRENT_TIMESTAMP has whole seconds.
      createdAt: this.clock.now(),
    });
    this.logger.log(
      `${admin.username} ${record.action} (${record.outcome}): ${record.detail.slice(0, 200)}`,
    );
  }
}
