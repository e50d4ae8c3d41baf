import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { SIGN_IN_LINK_LIMITS, SIGN_IN_LINK_LIMIT_MESSAGES } from '@redress/domain';
import { IsNull, LessThan, MoreThan, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../mail/mail.service';
import { signInLinkEmail } from '../mail/templates/sign-in-link.template';
import { JobHandlers } from '../queue/job-handlers';
import { JobContext, JobQueue, jobId } from '../queue/queue.types';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import {
  ExpiredActionCodeError,
  InvalidActionCodeError,
  SignInRateLimitedError,
} from './auth.errors';
import { normalizeEmail } from './email-address';
import { SignInToken } from './entities/sign-in-token.entity';
import { DEFAULT_NEXT, safeNextPath } from './next-path';
import { emailKey, networkKey } from './rate-limit/rate-limit-keys';
import { RateLimiter } from './rate-limit/rate-limiter';
import { isWellFormedToken, newToken, tokenHash } from './sessions/session-token';

export const SEND_SIGN_IN_LINK_JOB = 'auth.send-sign-in-link';

const WINDOW_MS = SIGN_IN_LINK_LIMITS.windowMinutes * 60_000;
const ADDRESS_INTERVAL_MS = SIGN_IN_LINK_LIMITS.addressIntervalSeconds * 1000;
const KEEP_USED_MS = 24 * 3600 * 1000;

interface SendSignInLinkJob {
  email: string;
  next: string | null;
}

/**
 * E-mail sign-in links. A request answers the same way for every address: the token, the
 * message and the sending all happen in a job, whether or not the address has an account.
 */
@Injectable()
export class MagicLinkService implements OnModuleInit {
  constructor(
    @InjectRepository(SignInToken) private readonly tokens: Repository<SignInToken>,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly queue: JobQueue,
    private readonly handlers: JobHandlers,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.handlers.register<SendSignInLinkJob>(SEND_SIGN_IN_LINK_JOB, (payload, context) =>
      this.sendLink(payload, context),
    );
  }

  /**
   * Validates, applies the limits (SIGN_IN_LINK_LIMITS) and queues the link. The network's
   * budgets, its whole one and its one for this address, come first: whoever asks too often uses
   * up their own and nobody else's, and a request refused there never reaches the address's short
   * limit, so every request that limit counts is one that mails a link to the address.
   */
  async request(rawEmail: unknown, rawNext: unknown, ip: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    const next = safeNextPath(rawNext);
    const network = networkKey(ip);
    const address = emailKey(email);
    await this.reserve(`sign-in-link:ip:${network}`, SIGN_IN_LINK_LIMITS.perNetwork, WINDOW_MS);
    await this.reserve(
      `sign-in-link:email-ip:${address}:${network}`,
      SIGN_IN_LINK_LIMITS.perAddressFromNetwork,
      WINDOW_MS,
    );
    await this.reserve(
      `sign-in-link:email:${address}`,
      SIGN_IN_LINK_LIMITS.perAddress,
      ADDRESS_INTERVAL_MS,
      SIGN_IN_LINK_LIMIT_MESSAGES.justSent,
    );
    await this.queue.enqueue<SendSignInLinkJob>(SEND_SIGN_IN_LINK_JOB, { email, next });
  }

  private async reserve(
    bucket: string,
    limit: number,
    windowMs: number,
    message?: string,
  ): Promise<void> {
    const decision = await this.limiter.hit(bucket, limit, windowMs);
    if (!decision.allowed) throw new SignInRateLimitedError(decision.retryAfterSeconds, message);
  }

  /**
   * The job: a fresh token, stored hashed, mailed once. If the job is retried after the mail was
   * queued, the mail's id (derived from the job id) makes the second send a no-op.
   */
  private async sendLink(job: SendSignInLinkJob, context: JobContext): Promise<void> {
    const token = newToken();
    const now = this.clock.now();
    const ttlMinutes = this.config.auth.magicLinkTtlMinutes;
    await this.tokens.insert({
      id: tokenHash(token),
      email: job.email,
      next: job.next,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlMinutes * 60_000),
      usedAt: null,
    });
    const link = this.linkFor(job.email, token, job.next);
    await this.mail.send({
      id: jobId('sign-in', context.id),
      to: job.email,
      kind: 'sign-in-link',
      ...signInLinkEmail({ link, ttlMinutes }),
      devNote: `Sign-in link for ${job.email}: ${link}`,
    });
    await this.tokens.delete({ expiresAt: LessThan(new Date(now.getTime() - KEEP_USED_MS)) });
  }

  linkFor(email: string, token: string, next: string | null): string {
    const query = new URLSearchParams({ email, token });
    if (next) query.set('next', next);
    return `${this.config.publicUrl}/login?${query.toString()}`;
  }

  /**
   * Consumes a link. The UPDATE that marks it used is the single-use guarantee: of two
   * concurrent attempts only one changes the row.
   */
  async verify(rawEmail: unknown, rawToken: unknown): Promise<{ user: User; next: string }> {
    const email = normalizeEmail(rawEmail);
    if (!isWellFormedToken(rawToken)) throw new InvalidActionCodeError();
    const id = tokenHash(rawToken);
    const now = this.clock.now();
    const { affected } = await this.tokens.update(
      { id, email, usedAt: IsNull(), expiresAt: MoreThan(now) },
      { usedAt: now },
    );
    const row = await this.tokens.findOneBy({ id });
    if (!affected || !row) {
      const expired = row && row.email === email && !row.usedAt && new Date(row.expiresAt) <= now;
      throw expired ? new ExpiredActionCodeError() : new InvalidActionCodeError();
    }
    const user = await this.users.signInVerifiedEmail(email, 'email-link');
    // Older links to the same address stop working once one of them has been used.
    await this.tokens.update({ email, usedAt: IsNull() }, { usedAt: now });
    return { user, next: row.next ?? DEFAULT_NEXT };
  }
}
