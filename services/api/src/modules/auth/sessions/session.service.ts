import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { Clock } from '../../../common/clock';
import { shortCache } from '../../../common/short-cache';
import { AppConfig } from '../../../config/app-config';
import { Session, SessionKind } from '../entities/session.entity';
import { isWellFormedToken, newToken, tokenHash } from './session-token';

/** lastSeenAt is written at most this often, so a busy session does not write on every request. */
const TOUCH_AFTER_MS = 60_000;
const PRUNE_EVERY_MS = 3600_000;

/**
 * Server-side sessions in the database, so any API process can serve any request. The cookie
 * carries a random token; the row's id is its SHA-256. A session read is kept in memory for a
 * few seconds (`SESSION_CACHE_SECONDS`), so a page's burst of requests reads it once.
 */
@Injectable()
export class SessionService {
  private lastPrune = 0;
  private readonly cache: ReturnType<typeof shortCache<string, Session>>;

  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {
    this.cache = shortCache<string, Session>(config.auth.sessionCacheMs, clock);
  }

  /** Starts a session and returns the token for the cookie. */
  async start(kind: SessionKind, ownerId: number): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    await this.sessions.insert({
      id: tokenHash(token),
      kind,
      userId: kind === 'user' ? ownerId : null,
      adminUserId: kind === 'admin' ? ownerId : null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.config.auth.sessionAbsoluteMs),
    });
    await this.prune(now);
    return token;
  }

  /** The live session of this kind behind a cookie value, or null. Expired sessions are deleted. */
  async resolve(kind: SessionKind, token: string | undefined): Promise<Session | null> {
    if (!isWellFormedToken(token)) return null;
    const id = tokenHash(token);
    let session = this.cache?.get(id);
    if (session?.kind !== kind) {
      session = (await this.sessions.findOneBy({ id, kind })) ?? undefined;
      if (!session) return null;
      this.cache?.set(id, session);
    }
    const now = this.clock.now().getTime();
    const lastSeen = new Date(session.lastSeenAt).getTime();
    if (
      new Date(session.expiresAt).getTime() <= now ||
      lastSeen + this.config.auth.sessionIdleMs <= now
    ) {
      this.cache?.delete(id);
      await this.sessions.delete({ id });
      return null;
    }
    if (now - lastSeen > TOUCH_AFTER_MS) {
      session.lastSeenAt = new Date(now);
      await this.sessions.update({ id }, { lastSeenAt: session.lastSeenAt });
    }
    return session;
  }

  /** Ends the session of this kind behind a cookie value; unknown values are ignored. */
  async end(kind: SessionKind, token: string | undefined): Promise<void> {
    if (!isWellFormedToken(token)) return;
    const id = tokenHash(token);
    this.cache?.delete(id);
    await this.sessions.delete({ id, kind });
  }

  /** Drops the user's sessions from memory, after their rows were deleted (account deletion). */
  forgetUser(userId: number): void {
    for (const [id, session] of this.cache?.entries() ?? [])
      if (session.userId === userId) this.cache?.delete(id);
  }

  private async prune(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    await this.sessions.delete({ expiresAt: LessThan(now) });
  }
}
