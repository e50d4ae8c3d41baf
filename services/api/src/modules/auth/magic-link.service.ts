import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
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
import { RateLimiter } from './rate-limit/rate-limiter';
import { isWellFormedToken, newToken, tokenHash } from './sessions/session-token';

export const SEND_SIGN_IN_LINK_JOB = 'auth.send-sign-in-link';

const WINDOW_MS = 15 * 60 * 1000;
export const LINKS_PER_ADDRESS = 5;
export const LINKS_PER_IP = 20;
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

  /** Validates, applies the per-IP and per-address limits, and queues the link. */
  async request(rawEmail: unknown, rawNext: unknown, ip: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    const next = safeNextPath(rawNext);
    const byIp = await this.limiter.hit(`sign-in-link:ip:${ip}`, LINKS_PER_IP, WINDOW_MS);
    if (!byIp.allowed) throw new SignInRateLimitedError(byIp.retryAfterSeconds);
    const byAddress = await this.limiter.hit(
      `sign-in-link:email:${email}`,
      LINKS_PER_ADDRESS,
      WINDOW_MS,
    );
    if (!byAddress.allowed) throw new SignInRateLimitedError(byAddress.retryAfterSeconds);
    await this.queue.enqueue<SendSignInLinkJob>(SEND_SIGN_IN_LINK_JOB, { email, next });
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
