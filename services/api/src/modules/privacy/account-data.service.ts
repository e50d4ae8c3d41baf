import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { confirmsAccountEmail } from '@redress/domain';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { DataSubject, PersonalDataExport } from '../../common/personal-data';
import { UnauthenticatedError } from '../auth/auth.errors';
import { UsersService } from '../users/users.service';
import { AccountExportDto, ExportedCaseDto } from './dto/privacy.dto';
import { PersonalDataHolders } from './personal-data-holders';
import { AccountDeletionNotConfirmedError } from './privacy.errors';

/** The export's sections, each answered by the feature that holds it; `cases` is built below. */
const SECTIONS = ['account', 'cases', 'bookings', 'orders', 'sessions', 'dataDeletionRequests'];

/** What a holder of cases gives for one case; the parts hanging off it come from their holders. */
interface ExportedCaseBase {
  case: Record<string, unknown> & { id: number };
  analysis: ExportedCaseDto['analysis'];
  uploadedFile: ExportedCaseDto['uploadedFile'];
}

/** Fails loudly when no feature answered for a part of the export. */
function required<T>(from: Readonly<Record<string, unknown>>, name: string, where: string): T {
  if (!(name in from)) throw new Error(`No holder of personal data exported ${name} (${where})`);
  return from[name] as T;
}

/**
 * The signed-in user's own data: all of it as one JSON document, and deleting the account with
 * everything that belongs to it (by its owner, or by the operator completing a Data Deletion
 * request). Each feature answers for its own tables (PersonalDataHolder); this asks them all.
 */
@Injectable()
export class AccountDataService {
  private readonly logger = new Logger('AccountData');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly users: UsersService,
    private readonly holders: PersonalDataHolders,
  ) {}

  async exportFor(userId: number): Promise<AccountExportDto> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthenticatedError();
    const subject: DataSubject = { id: user.id, email: user.email };
    const parts: PersonalDataExport[] = await Promise.all(
      this.holders.all().map((holder) => holder.exportFor(subject)),
    );
    const sections: Record<string, unknown> = {};
    const caseParts = new Map<number, Record<string, unknown>>();
    for (const part of parts) {
      for (const [name, value] of Object.entries(part.sections ?? {})) {
        if (!SECTIONS.includes(name) || name in sections)
          throw new Error(`The account export has no single place for ${name}`);
        sections[name] = value;
      }
      for (const [id, more] of part.caseParts ?? [])
        caseParts.set(id, { ...caseParts.get(id), ...more });
    }

    const cases = required<ExportedCaseBase[]>(sections, 'cases', 'the account').map(
      (base): ExportedCaseDto => {
        const more = caseParts.get(base.case.id) ?? {};
        const where = `case ${base.case.id}`;
        return {
          case: base.case,
          analysis: base.analysis,
          draft: required(more, 'draft', where),
          steps: required(more, 'steps', where),
          uploadedFile: base.uploadedFile,
        };
      },
    );
    const section = <T>(name: string) => required<T>(sections, name, 'the account');
    return {
      exportedAt: this.clock.now().toISOString(),
      account: section('account'),
      cases,
      bookings: section('bookings'),
      orders: section('orders'),
      sessions: section('sessions'),
      dataDeletionRequests: section('dataDeletionRequests'),
    };
  }

  /**
   * The owner deletes their own account: only once they have typed its address back, so it never
   * happens by accident. The deletion itself is deleteUser's, the same as the operator's.
   */
  async deleteAccount(userId: number, confirmEmail: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthenticatedError();
    if (!confirmsAccountEmail(confirmEmail, user.email))
      throw new AccountDeletionNotConfirmedError();
    await this.deleteUser(user, 'its owner');
  }

  /**
   * Deletes the account and everything that belongs to it, each feature forgetting its own rows
   * (orders are kept with no user, for accounting; open deletion requests for the address are
   * marked completed). One transaction, so it happens entirely or not at all; `alongside` runs
   * first in that same transaction, for the caller's own writes (the operator's request and
   * audit entry), and what it throws undoes the deletion. Caches and files go once it has
   * committed. The one deletion behind both DELETE /api/account and the operator completing a
   * Data Deletion request.
   */
  async deleteUser(
    user: DataSubject,
    deletedBy: string,
    alongside?: (manager: EntityManager) => Promise<void>,
  ): Promise<void> {
    const subject: DataSubject = { id: user.id, email: user.email };
    const forgotten = await this.dataSource.transaction(async (manager) => {
      await alongside?.(manager);
      const done = [];
      for (const holder of this.holders.all()) done.push(await holder.forget(subject, manager));
      return done;
    });
    for (const each of forgotten) await each?.afterCommit?.();
    const summary = forgotten
      .map((each) => each?.summary)
      .filter(Boolean)
      .join(', ');
    this.logger.log(`Account ${user.id} deleted by ${deletedBy} (${summary})`);
  }
}
