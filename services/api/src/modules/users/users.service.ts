import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, QueryFailedError, Repository } from 'typeorm';
import { distinctIds } from '../../common/ids';
import { shortCache } from '../../common/short-cache';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../mail/mail.service';
import { newUserNotificationEmail } from '../mail/templates/new-user.template';
import { User } from './entities/user.entity';

export type SignInMethod = 'email-link' | 'google';

/** The product's own user records: one per e-mail address, created at the first sign-in. */
@Injectable()
export class UsersService {
  private readonly logger = new Logger('Users');
  /** Signed-in users, kept as briefly as their sessions (`SESSION_CACHE_SECONDS`). */
  private readonly signedIn: ReturnType<typeof shortCache<number, User>>;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {
    this.signedIn = shortCache<number, User>(config.auth.sessionCacheMs);
  }

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /**
   * The users with these ids, by id: one read for a whole list of rows that name users (empty
   * ids are skipped; a deleted account is absent).
   */
  async findByIds(ids: Iterable<number | null | undefined>): Promise<Map<number, User>> {
    const wanted = distinctIds(ids);
    if (wanted.length === 0) return new Map();
    const rows = await this.users.findBy({ id: In(wanted) });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The user behind a live session: `findById`, answered from memory for a few seconds. */
  async findSignedIn(id: number): Promise<User | null> {
    const cached = this.signedIn?.get(id);
    if (cached) return cached;
    const user = await this.findById(id);
    if (user) this.signedIn?.set(id, user);
    return user;
  }

  /** Drops a user from memory after their row changed or was deleted. */
  forget(id: number): void {
    this.signedIn?.delete(id);
  }

  /** The name the student signs letters with. */
  async setFullName(user: User, fullName: string): Promise<User> {
    await this.users.update({ id: user.id }, { fullName });
    this.forget(user.id);
    return { ...user, fullName };
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  /**
   * The user whose address was just proven (a link opened, or Google vouching for it), created
   * when this is the first sign-in. Two first sign-ins racing each other end with one row.
   */
  async signInVerifiedEmail(email: string, method: SignInMethod): Promise<User> {
    const existing = await this.findByEmail(email);
    if (existing) {
      if (!existing.emailVerified) {
        await this.users.update({ id: existing.id }, { emailVerified: true });
        existing.emailVerified = true;
        this.forget(existing.id);
      }
      return existing;
    }
    try {
      const created = await this.users.save(this.users.create({ email, emailVerified: true }));
      await this.notifyOperator(created, method);
      return created;
    } catch (error) {
      if (!(error instanceof QueryFailedError)) throw error;
      const winner = await this.findByEmail(email);
      if (!winner) throw error;
      return winner;
    }
  }

  /**
   * Google sign-in: the account already linked to this Google subject, or the account of the
   * verified address (linked now), or a new one.
   */
  async signInWithGoogle(subject: string, email: string): Promise<User> {
    const linked = await this.users.findOneBy({ firebaseUid: subject });
    if (linked) return linked;
    const user = await this.signInVerifiedEmail(email, 'google');
    if (!user.firebaseUid) {
      // Conditional, so a concurrent link to another subject is not overwritten.
      const { affected } = await this.users
        .createQueryBuilder()
        .update()
        .set({ firebaseUid: subject })
        .where('id = :id AND firebaseUid IS NULL', { id: user.id })
        .execute();
      if (affected) {
        user.firebaseUid = subject;
        this.forget(user.id);
      }
    }
    return user;
  }

  private async notifyOperator(user: User, method: SignInMethod): Promise<void> {
    const to = this.config.mail.adminNotifyEmail;
    if (!to) return;
    try {
      const rendered = newUserNotificationEmail({
        email: user.email,
        method,
        createdAt: new Date(user.createdAt),
      });
      await this.mail.send({ to, kind: 'new-user', ...rendered, id: `new-user-${user.id}` });
    } catch (error) {
      // The sign-in itself succeeded; a lost notification must not turn it into an error.
      this.logger.warn(`Could not queue the new-user notification: ${(error as Error).message}`);
    }
  }
}
