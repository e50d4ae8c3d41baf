import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { networkKey } from '../auth/rate-limit/rate-limit-keys';
import { RateLimiter } from '../auth/rate-limit/rate-limiter';
import { readSessionCookie } from '../auth/sessions/session-cookies';
import { SessionService } from '../auth/sessions/session.service';
import { InvalidAdminCredentialsError, TooManyAdminLoginAttemptsError } from './admin.errors';
import { MAX_ADMIN_PASSWORD_LENGTH, dummyAdminHash, verifyAdminPassword } from './admin-passwords';
import { AdminUser } from './entities/admin-user.entity';

export const MAX_FAILED_LOGINS = 10;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failures before answers start to slow down, and the added delay per further failure. */
const FREE_FAILURES = 3;
const DELAY_STEP_MS = 250;
const MAX_DELAY_MS = 3000;

/** How long to hold back the answer to the n-th failure in a row. */
export function failureDelayMs(failures: number): number {
  return Math.min(MAX_DELAY_MS, Math.max(0, failures - FREE_FAILURES) * DELAY_STEP_MS);
}

/** Administrator sign-in: username and password (Argon2id), then a separate admin session. */
@Injectable()
export class AdminAuthService {
  constructor(
    @InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /**
   * Checks the credentials. Attempts count per username and address: each failure past the third
   * answers more slowly, and the eleventh attempt of a window is refused without a check.
   *
   * The attempt is reserved (counted) before the password is checked and the count cleared on
   * success. Reading the count first and adding a failure after the slow hash would let a burst
   * of simultaneous guesses all pass the check before any of them was counted.
   */
  async authenticate(username: string, password: string, ip: string): Promise<AdminUser> {
    const bucket = `admin-login:${username.trim().toLowerCase().slice(0, 100)}:${networkKey(ip)}`;
    const attempt = await this.limiter.hit(bucket, MAX_FAILED_LOGINS, FAILURE_WINDOW_MS);
    if (!attempt.allowed) throw new TooManyAdminLoginAttemptsError(attempt.retryAfterSeconds);
    // Over-long input cannot match (names are at most 100 characters) and is not worth hashing.
    const plausible = username.length <= 100 && password.length <= MAX_ADMIN_PASSWORD_LENGTH;
    const admin = plausible
      ? await this.admins
          .createQueryBuilder('admin')
          .addSelect('admin.password')
          .where('admin.username = :username', { username: username.trim() })
          .getOne()
      : null;
    const valid = admin
      ? await verifyAdminPassword(admin.password, password)
      : await verifyAdminPassword(await dummyAdminHash(), password.slice(0, 1024)).then(
          () => false,
        );
    if (!valid || !admin) {
      await this.clock.sleep(failureDelayMs(attempt.count));
      throw new InvalidAdminCredentialsError();
    }
    await this.limiter.reset(bucket);
    return admin;
  }

  /** The admin behind the request's admin cookie, or null. A user session never counts. */
  async adminOf(request: FastifyRequest): Promise<AdminUser | null> {
    const session = await this.sessions.resolve(
      'admin',
      readSessionCookie(request, 'admin', this.config.auth),
    );
    if (!session?.adminUserId) return null;
    return this.admins.findOneBy({ id: session.adminUserId });
  }
}
