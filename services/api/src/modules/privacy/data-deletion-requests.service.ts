import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DATA_DELETION_MESSAGES,
  DELETION_CONFIRM_LINK_TTL_DAYS,
  deletionConfirmLink,
} from '@redress/domain';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { RateLimiter } from '../auth/rate-limit/rate-limiter';
import { isWellFormedToken, newToken, tokenHash } from '../auth/sessions/session-token';
import { MailService } from '../mail/mail.service';
import { jobId } from '../queue/queue.types';
import { User } from '../users/entities/user.entity';
import {
  deletionConfirmationEmail,
  deletionRequestNotificationEmail,
  deletionRequestReceivedEmail,
} from './deletion-request-emails.template';
import {
  CreateDataDeletionRequestDto,
  DataDeletionConfirmedDto,
  DataDeletionReceivedDto,
  DataDeletionRequestDto,
} from './dto/privacy.dto';
import { DataDeletionRequest } from './entities/data-deletion-request.entity';
import {
  DeletionConfirmationLinkExpiredError,
  DeletionConfirmationLinkUnknownError,
  DeletionRequestAlreadyCompletedError,
  DeletionRequestAlreadyConfirmedError,
  DeletionRequestRateLimitedError,
} from './privacy.errors';

const WINDOW_MS = 60 * 60 * 1000;
/** Per network and per address each hour: enough for a mistyped form, not for flooding. */
export const DELETION_REQUESTS_PER_IP = 10;
export const DELETION_REQUESTS_PER_ADDRESS = 3;
const CONFIRM_LINK_TTL_MS = DELETION_CONFIRM_LINK_TTL_DAYS * 24 * 3600 * 1000;

const optional = (value: string | null | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

export function deletionRequestView(request: DataDeletionRequest): DataDeletionRequestDto {
  return {
    id: request.id,
    fullName: request.fullName,
    email: request.email,
    reason: request.reason,
    details: request.details,
    status: request.status,
    createdAt: new Date(request.createdAt).toISOString(),
    completedAt: request.completedAt ? new Date(request.completedAt).toISOString() : null,
    confirmed: request.confirmedAt !== null && request.confirmedAt !== undefined,
    confirmedAt: request.confirmedAt ? new Date(request.confirmedAt).toISOString() : null,
    confirmedBy: request.confirmedAt ? (request.confirmedBy ?? null) : null,
  };
}

/**
 * Requests from the Data Deletion page: stored for the operator and acknowledged by e-mail once
 * the owner of the address has confirmed them. Sent while signed in as the address, a request
 * is confirmed at once; sent by anyone else, it waits for the owner to follow an e-mailed link.
 */
@Injectable()
export class DataDeletionRequestsService {
  private readonly logger = new Logger('DataDeletion');

  constructor(
    @InjectRepository(DataDeletionRequest)
    private readonly requests: Repository<DataDeletionRequest>,
    private readonly limiter: RateLimiter,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** `signedIn`: the user whose session sent the form, if any. */
  async submit(
    input: CreateDataDeletionRequestDto,
    ip: string,
    signedIn: User | null,
  ): Promise<DataDeletionReceivedDto> {
    const email = input.email.trim().toLowerCase();
    const byIp = await this.limiter.hit(
      `data-deletion:ip:${ip}`,
      DELETION_REQUESTS_PER_IP,
      WINDOW_MS,
    );
    if (!byIp.allowed) throw new DeletionRequestRateLimitedError(byIp.retryAfterSeconds);
    const byAddress = await this.limiter.hit(
      `data-deletion:email:${email}`,
      DELETION_REQUESTS_PER_ADDRESS,
      WINDOW_MS,
    );
    if (!byAddress.allowed) throw new DeletionRequestRateLimitedError(byAddress.retryAfterSeconds);

    // Only the address's own session proves its owner asked; anyone else's request needs the link.
    const byOwner = signedIn !== null && signedIn.email.trim().toLowerCase() === email;
    const now = this.clock.now();
    const token = byOwner ? null : newToken();
    const saved = await this.requests.save(
      this.requests.create({
        fullName: input.fullName.trim(),
        email,
        reason: optional(input.reason),
        details: optional(input.details),
        status: 'received',
        completedAt: null,
        confirmedAt: byOwner ? now : null,
        confirmedBy: byOwner ? 'signed-in' : null,
        confirmTokenHash: token ? tokenHash(token) : null,
        confirmTokenExpiresAt: token ? new Date(now.getTime() + CONFIRM_LINK_TTL_MS) : null,
      }),
    );
    if (token) await this.askOwnerToConfirm(saved, token);
    else await this.notify(saved);
    return {
      id: saved.id,
      status: saved.status,
      createdAt: new Date(saved.createdAt).toISOString(),
      confirmed: byOwner,
      message: byOwner
        ? DATA_DELETION_MESSAGES.submitted
        : DATA_DELETION_MESSAGES.submittedConfirmByEmail,
    };
  }

  /**
   * Follows the e-mailed link. The UPDATE that sets `confirmedAt` is the single-use guarantee:
   * of two clicks at once only one changes the row, and only that one notifies. The token stays
   * (hashed) after use so a second click gets "already confirmed" rather than "unknown".
   */
  async confirm(rawToken: string): Promise<DataDeletionConfirmedDto> {
    if (!isWellFormedToken(rawToken)) throw new DeletionConfirmationLinkUnknownError();
    const hash = tokenHash(rawToken);
    const now = this.clock.now();
    const { affected } = await this.requests.update(
      {
        confirmTokenHash: hash,
        confirmedAt: IsNull(),
        status: 'received',
        confirmTokenExpiresAt: MoreThan(now),
      },
      { confirmedAt: now, confirmedBy: 'email-link' },
    );
    const request = await this.requests.findOneBy({ confirmTokenHash: hash });
    if (!request) throw new DeletionConfirmationLinkUnknownError();
    if (!affected) {
      if (request.status === 'completed')
        throw new DeletionRequestAlreadyCompletedError(request.id);
      if (request.confirmedAt) throw new DeletionRequestAlreadyConfirmedError();
      throw new DeletionConfirmationLinkExpiredError();
    }
    await this.notify(request);
    return {
      id: request.id,
      confirmedAt: new Date(request.confirmedAt ?? now).toISOString(),
      message: DATA_DELETION_MESSAGES.confirmed,
    };
  }

  /**
   * The link to the address on the form. Queued like every e-mail; if queueing fails the request
   * stays unconfirmed (so nothing can be deleted for it) and the requester can send it again.
   */
  private async askOwnerToConfirm(request: DataDeletionRequest, token: string): Promise<void> {
    const link = deletionConfirmLink(this.config.publicUrl, token);
    try {
      await this.mail.send({
        id: jobId('data-deletion-confirm', request.id),
        to: request.email,
        kind: 'data-deletion-confirm',
        ...deletionConfirmationEmail({ requestId: request.id, link }),
        devNote: `Data deletion confirmation link for ${request.email}: ${link}`,
      });
    } catch (error) {
      this.logger.warn(
        `Could not queue the confirmation e-mail of deletion request ${request.id}: ${(error as Error).message}`,
      );
    }
  }

  /**
   * Once a request is confirmed: the acknowledgement to its address and, when configured, a
   * note to the operator, who can complete it from then on. Both go through the mail queue;
   * the request stands whatever happens to them.
   */
  private async notify(request: DataDeletionRequest): Promise<void> {
    try {
      await this.mail.send({
        id: jobId('data-deletion-received', request.id),
        to: request.email,
        kind: 'data-deletion-received',
        ...deletionRequestReceivedEmail({ fullName: request.fullName, requestId: request.id }),
      });
      const operator = this.config.mail.adminNotifyEmail;
      if (operator) {
        await this.mail.send({
          id: jobId('data-deletion-notify', request.id),
          to: operator,
          kind: 'data-deletion-notify',
          ...deletionRequestNotificationEmail({
            requestId: request.id,
            fullName: request.fullName,
            email: request.email,
            reason: request.reason,
            details: request.details,
            createdAt: new Date(request.createdAt),
            confirmedBy: request.confirmedBy,
          }),
        });
      }
    } catch (error) {
      this.logger.warn(
        `Could not queue the e-mails of deletion request ${request.id}: ${(error as Error).message}`,
      );
    }
  }
}
