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
    await this.insert(admin, record, manager);
  }

  /**
   * Records an action before it runs, as `running`; `finish` gives its outcome. An action that
   * takes the server down (a query of enormous values) is on record all the same.
   */
  async begin(admin: AdminUser, action: AuditAction, detail: string): Promise<number> {
    return this.insert(admin, { action, detail, outcome: 'running' });
  }

  async finish(id: number, record: Omit<AuditRecord, 'action' | 'detail'>): Promise<void> {
    await this.entries.update(
      { id },
      {
        outcome: record.outcome,
        rowCount: record.rowCount ?? null,
        durationMs: roundedMs(record.durationMs),
        message: record.message?.slice(0, 2000) ?? null,
      },
    );
    this.logger.log(`audit entry ${id} finished (${record.outcome})`);
  }

  private async insert(
    admin: AdminUser,
    record: AuditRecord,
    manager?: EntityManager,
  ): Promise<number> {
    const entries = manager ? manager.getRepository(AdminAuditEntry) : this.entries;
    const inserted = await entries.insert({
      adminUserId: admin.id,
      adminUsername: admin.username,
      action: record.action,
      detail: record.detail,
      outcome: record.outcome,
      rowCount: record.rowCount ?? null,
      durationMs: roundedMs(record.durationMs),
      message: record.message?.slice(0, 2000) ?? null,
      // Explicit, with milliseconds: SQLite's CURRENT_TIMESTAMP has whole seconds.
      createdAt: this.clock.now(),
    });
    this.logger.log(
      `${admin.username} ${record.action} (${record.outcome}): ${record.detail.slice(0, 200)}`,
    );
    return Number(inserted.identifiers[0]?.id);
  }
}

function roundedMs(ms: number | null | undefined): number | null {
  return ms === undefined || ms === null ? null : Math.round(ms);
}
