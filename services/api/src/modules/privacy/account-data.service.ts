import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { confirmsAccountEmail } from '@redress/domain';
import { DataSource, EntityManager, In } from 'typeorm';
import { Clock } from '../../common/clock';
import { AnalysisDocument } from '../analysis/entities/analysis-document.entity';
import { AnalysisResult } from '../analysis/entities/analysis-result.entity';
import { AnalysisService } from '../analysis/analysis.service';
import { PolicyFileStore } from '../analysis/policy-file-store';
import { UnauthenticatedError } from '../auth/auth.errors';
import { Session } from '../auth/entities/session.entity';
import { SignInToken } from '../auth/entities/sign-in-token.entity';
import { SessionService } from '../auth/sessions/session.service';
import { Booking } from '../bookings/entities/booking.entity';
import { CaseStep } from '../case-file/entities/case-step.entity';
import { Draft } from '../case-file/entities/draft.entity';
import { OutboxMessage } from '../mail/entities/outbox-message.entity';
import { ServiceOrder } from '../payments/entities/service-order.entity';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { deletionRequestView } from './data-deletion-requests.service';
import { AccountExportDto, ExportedCaseDto, ExportedFileDto } from './dto/privacy.dto';
import { DataDeletionRequest } from './entities/data-deletion-request.entity';
import { AccountDeletionNotConfirmedError } from './privacy.errors';

/** Columns that mean nothing outside the server (random storage keys, loaded relations). */
const INTERNAL = new Set(['fileKey', 'user', 'service', 'document']);

/** A row as plain JSON: every column, dates as ISO 8601, internal keys left out. */
function plain(row: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (INTERNAL.has(key) || typeof value === 'function') continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The signed-in user's own data: all of it as one JSON document, and deleting the account with
 * everything that belongs to it (by its owner, or by the operator completing a Data Deletion
 * request). Orders stay for accounting, with the user removed from them.
 */
@Injectable()
export class AccountDataService {
  private readonly logger = new Logger('AccountData');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly files: PolicyFileStore,
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    private readonly users: UsersService,
    private readonly analysis: AnalysisService,
  ) {}

  async exportFor(userId: number): Promise<AccountExportDto> {
    const manager = this.dataSource.manager;
    const user = await manager.findOneBy(User, { id: userId });
    if (!user) throw new UnauthenticatedError();
    const documents = await manager.find(AnalysisDocument, {
      where: { userId },
      order: { id: 'ASC' },
    });
    const ids = documents.map((document) => document.id);
    const [results, drafts, steps] = ids.length
      ? await Promise.all([
          manager.findBy(AnalysisResult, { analysisDocumentId: In(ids) }),
          manager.findBy(Draft, { analysisDocumentId: In(ids) }),
          manager.find(CaseStep, {
            where: { analysisDocumentId: In(ids) },
            order: { id: 'ASC' },
          }),
        ])
      : [[], [], []];

    const cases: ExportedCaseDto[] = [];
    for (const document of documents) {
      const result = results.find((row) => row.analysisDocumentId === document.id);
      const draft = drafts.find((row) => row.analysisDocumentId === document.id);
      cases.push({
        case: plain(document),
        analysis: result ? { ...plain(result), content: parsedJson(result.content) } : null,
        draft: draft ? plain(draft) : null,
        steps: steps.filter((step) => step.analysisDocumentId === document.id).map(plain),
        uploadedFile: await this.uploadedFile(document),
      });
    }

    const [bookings, orders, sessions, requests] = await Promise.all([
      manager.find(Booking, { where: { userId }, order: { id: 'ASC' } }),
      manager.find(ServiceOrder, { where: { userId }, order: { id: 'ASC' } }),
      manager.find(Session, { where: { userId, kind: 'user' }, order: { createdAt: 'ASC' } }),
      manager.find(DataDeletionRequest, { where: { email: user.email }, order: { id: 'ASC' } }),
    ]);
    return {
      exportedAt: this.clock.now().toISOString(),
      account: plain(user),
      cases,
      bookings: bookings.map(plain),
      orders: orders.map(plain),
      // A session's id is the hash of the cookie: it stays on the server.
      sessions: sessions.map((session) => ({
        createdAt: new Date(session.createdAt).toISOString(),
        lastSeenAt: new Date(session.lastSeenAt).toISOString(),
        expiresAt: new Date(session.expiresAt).toISOString(),
      })),
      dataDeletionRequests: requests.map(deletionRequestView),
    };
  }

  /**
   * The owner deletes their own account: only once they have typed its address back, so it never
   * happens by accident. The deletion itself is deleteUser's, the same as the operator's.
   */
  async deleteAccount(userId: number, confirmEmail: string): Promise<void> {
    const user = await this.dataSource.manager.findOneBy(User, { id: userId });
    if (!user) throw new UnauthenticatedError();
    if (!confirmsAccountEmail(confirmEmail, user.email))
      throw new AccountDeletionNotConfirmedError();
    await this.deleteUser(user, 'its owner');
  }

  /**
   * Deletes the account: cases with their results, letters, steps and uploaded files, bookings,
   * sessions, pending sign-in links and the user. Orders are kept with no user (accounting);
   * open deletion requests for the address are marked completed. One transaction, so it
   * happens entirely or not at all; `alongside` runs first in that same transaction, for the
   * caller's own writes (the operator's request and audit entry), and what it throws undoes the
   * deletion. The files go once it has committed. The one deletion behind both DELETE
   * /api/account and the operator completing a Data Deletion request.
   */
  async deleteUser(
    user: User,
    deletedBy: string,
    alongside?: (manager: EntityManager) => Promise<void>,
  ): Promise<void> {
    const userId = user.id;
    const { caseIds, fileKeys } = await this.dataSource.transaction(async (manager) => {
      await alongside?.(manager);
      const documents = await manager.find(AnalysisDocument, {
        where: { userId },
        select: { id: true, fileKey: true },
      });
      await this.deleteCases(
        manager,
        documents.map((document) => document.id),
      );
      await manager.delete(Booking, { userId });
      await manager.update(ServiceOrder, { userId }, { userId: null });
      await manager.delete(Session, { userId });
      await manager.delete(SignInToken, { email: user.email });
      // The dev outbox (no SMTP configured) keeps copies of the messages sent to the address.
      await manager.delete(OutboxMessage, { recipient: user.email });
      await manager.update(
        DataDeletionRequest,
        { email: user.email, status: 'received' },
        { status: 'completed', completedAt: this.clock.now() },
      );
      await manager.delete(User, { id: userId });
      return {
        caseIds: documents.map((document) => document.id),
        fileKeys: documents
          .map((document) => document.fileKey)
          .filter((key): key is string => !!key),
      };
    });
    // This process forgets the account at once; other API processes within SESSION_CACHE_SECONDS.
    this.sessions.forgetUser(userId);
    this.users.forget(userId);
    this.analysis.forgetResults(caseIds);

    for (const key of fileKeys) {
      await this.files.remove(key).catch((error: unknown) => {
        this.logger.warn(`Could not remove an uploaded file: ${(error as Error).message}`);
      });
    }
    this.logger.log(
      `Account ${userId} deleted by ${deletedBy} (${caseIds.length} cases, ${fileKeys.length} files removed)`,
    );
  }

  private async deleteCases(manager: EntityManager, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    // Children first: the same order works whether or not the database enforces the cascades.
    await manager.delete(CaseStep, { analysisDocumentId: In(ids) });
    await manager.delete(Draft, { analysisDocumentId: In(ids) });
    await manager.delete(AnalysisResult, { analysisDocumentId: In(ids) });
    await manager.delete(AnalysisDocument, { id: In(ids) });
  }

  private async uploadedFile(document: AnalysisDocument): Promise<ExportedFileDto | null> {
    if (document.policySource !== 'upload' || !document.fileKey) return null;
    let contentBase64: string | null = null;
    try {
      contentBase64 = (await this.files.read(document.fileKey)).toString('base64');
    } catch (error) {
      this.logger.warn(
        `Could not read the upload of case ${document.id}: ${(error as Error).message}`,
      );
    }
    return {
      name: document.fileName ?? 'policy',
      type: document.fileType ?? '',
      size: document.fileSize ?? 0,
      contentBase64,
    };
  }
}
