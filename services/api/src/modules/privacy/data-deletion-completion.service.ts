import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import { Clock } from '../../common/clock';
import { AdminAuditService } from '../admin/audit/admin-audit.service';
import { AdminUser } from '../admin/entities/admin-user.entity';
import { MailService } from '../mail/mail.service';
import { jobId } from '../queue/queue.types';
import { UsersService } from '../users/users.service';
import { AccountDataService } from './account-data.service';
import { deletionRequestView } from './data-deletion-requests.service';
import { deletionCompletedEmail } from './deletion-request-emails.template';
import { DataDeletionRequestDto } from './dto/privacy.dto';
import { DataDeletionRequest } from './entities/data-deletion-request.entity';
import {
  DeletionRequestAlreadyCompletedError,
  DeletionRequestNotConfirmedError,
  DeletionRequestNotFoundError,
} from './privacy.errors';

/**
 * The operator's side of a Data Deletion request: deletes the account the request names (the
 * same deletion as the owner's own), closes the request, audits it and tells the requester.
 * Only a request the owner of its address has confirmed: anyone can type an address into the
 * form, so an unconfirmed request proves nothing about who wants the account gone.
 */
@Injectable()
export class DataDeletionCompletionService {
  private readonly logger = new Logger('DataDeletion');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accountData: AccountDataService,
    private readonly audit: AdminAuditService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly users: UsersService,
  ) {}

  async complete(admin: AdminUser, requestId: number): Promise<DataDeletionRequestDto> {
    const requests = this.dataSource.getRepository(DataDeletionRequest);
    const request = await requests.findOneBy({ id: requestId });
    if (!request) throw new DeletionRequestNotFoundError();
    if (request.status === 'completed') throw new DeletionRequestAlreadyCompletedError(requestId);
    if (!request.confirmedAt) throw new DeletionRequestNotConfirmedError(requestId);

    // Addresses are stored lower-cased by sign-in and by the form alike, so they match as they are.
    const user = await this.users.findByEmail(request.email);
    const closeRequest = async (manager: EntityManager) => {
      const completedAt = this.clock.now();
      // Claimed with its status in the condition: of two operators completing it at once, the
      // second finds it taken and its whole transaction, the deletion included, is undone.
      // Confirmation is never undone, but the condition keeps the rule where the write is.
      const claimed = await manager.update(
        DataDeletionRequest,
        { id: request.id, status: 'received', confirmedAt: Not(IsNull()) },
        { status: 'completed', completedAt },
      );
      if (!claimed.affected) throw new DeletionRequestAlreadyCompletedError(requestId);
      // Other open requests for the address (the form sent twice, confirmed or not) are done by
      // the same deletion: the owner confirmed this one, and there is nothing left to delete.
      const others = await manager.update(
        DataDeletionRequest,
        { email: request.email, status: 'received' },
        { status: 'completed', completedAt },
      );
      const closed = 1 + (others.affected ?? 0);
      await this.audit.record(
        admin,
        {
          action: 'deletion.complete',
          detail: `data deletion request ${request.id}`,
          outcome: 'ok',
          rowCount: closed,
          message: user
            ? `Account ${user.id} and its data deleted; ${closed} request${closed === 1 ? '' : 's'} closed.`
            : `No account for this address; ${closed} request${closed === 1 ? '' : 's'} closed.`,
        },
        manager,
      );
    };
    if (user) {
      await this.accountData.deleteUser(user, `administrator ${admin.username}`, closeRequest);
    } else {
      await this.dataSource.transaction(closeRequest);
    }

    await this.tellRequester(request, user !== null);
    return deletionRequestView(await requests.findOneByOrFail({ id: request.id }));
  }

  /**
   * Queued after the commit: the deletion stands whatever happens to the message, and a failure
   * to queue it is logged for the operator rather than answered as an error for a deletion done.
   */
  private async tellRequester(
    request: DataDeletionRequest,
    accountDeleted: boolean,
  ): Promise<void> {
    try {
      await this.mail.send({
        id: jobId('data-deletion-completed', request.id),
        to: request.email,
        kind: 'data-deletion-completed',
        ...deletionCompletedEmail({
          fullName: request.fullName,
          requestId: request.id,
          email: request.email,
          accountDeleted,
        }),
      });
    } catch (error) {
      this.logger.error(
        `Deletion request ${request.id} is completed but its e-mail could not be queued: ${(error as Error).message}`,
      );
    }
  }
}
