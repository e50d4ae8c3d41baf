import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DATA_DELETION_MESSAGES } from '@redress/domain';
import { Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { RateLimiter } from '../auth/rate-limit/rate-limiter';
import { MailService } from '../mail/mail.service';
import { jobId } from '../queue/queue.types';
import {
  deletionRequestNotificationEmail,
  deletionRequestReceivedEmail,
} from './deletion-request-emails.template';
import {
  CreateDataDeletionRequestDto,
  DataDeletionReceivedDto,
  DataDeletionRequestDto,
} from './dto/privacy.dto';
import { DataDeletionRequest } from './entities/data-deletion-request.entity';
import { DeletionRequestRateLimitedError } from './privacy.errors';

const WINDOW_MS = 60 * 60 * 1000;
/** Per network and per address each hour: enough for a mistyped form, not for flooding. */
export const DELETION_REQUESTS_PER_IP = 10;
export const DELETION_REQUESTS_PER_ADDRESS = 3;

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
  };
}

/** Requests from the Data Deletion page: stored for the operator, acknowledged by e-mail. */
@Injectable()
export class DataDeletionRequestsService {
  private readonly logger = new Logger('DataDeletion');

  constructor(
    @InjectRepository(DataDeletionRequest)
    private readonly requests: Repository<DataDeletionRequest>,
    private readonly limiter: RateLimiter,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async submit(input: CreateDataDeletionRequestDto, ip: string): Promise<DataDeletionReceivedDto> {
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

    const saved = await this.requests.save(
      this.requests.create({
        fullName: input.fullName.trim(),
        email,
        reason: optional(input.reason),
        details: optional(input.details),
        status: 'received',
        completedAt: null,
      }),
    );
    await this.notify(saved);
    return {
      id: saved.id,
      status: saved.status,
      createdAt: new Date(saved.createdAt).toISOString(),
      message: DATA_DELETION_MESSAGES.submitted,
    };
  }

  /** Newest first, one page at a time, with the total for the X-Total-Count header. */
  /**
   * The acknowledgement to the address on the form and, when configured, a note to the
   * operator. Both go through the mail queue; the request is stored whatever happens to them.
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
