import type { INestApplicationContext } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config';
import { saveAdmin } from '../src/modules/admin/admin-accounts';
import { AdminUser } from '../src/modules/admin/entities/admin-user.entity';
import { sessionCookieName } from '../src/modules/auth/sessions/session-cookies';
import { SessionService } from '../src/modules/auth/sessions/session.service';

export interface SignedInAdmin {
  admin: AdminUser;
  password: string;
  /** A Cookie header carrying the admin session. */
  cookie: string;
}

/**
 * An administrator (Argon2id hash and all, through the same code as `admin:create`) and a live
 * admin session for it; the admin login itself is tested in auth.integration-spec.ts.
 */
export async function signInNewAdmin(
  app: INestApplicationContext,
  username = `admin-${randomBytes(3).toString('hex')}`,
): Promise<SignedInAdmin> {
  const password = `pw-${randomBytes(12).toString('base64url')}`;
  const dataSource = app.get(DataSource);
  await saveAdmin(dataSource, username, password);
  const admin = await dataSource.getRepository(AdminUser).findOneByOrFail({ username });
  const token = await app.get(SessionService).start('admin', admin.id);
  const name = sessionCookieName('admin', app.get(AppConfig).auth);
  return { admin, password, cookie: `${name}=${token}` };
}

export interface GuessBurst {
  /** The answers' status codes, in the order the guesses were made. */
  statuses: number[];
  /** How many Argon2 verifications the server ran while answering them. */
  verifications: number;
}

/**
 * Sends `count` wrong passwords for `username` all at once, and counts the password checks the
 * server made for them. The app runs in this process, so the hash library it calls is the one
 * spied on here.
 */
export async function guessAdminPasswordsAtOnce(
  url: string,
  username: string,
  options: { count?: number; ip?: string } = {},
): Promise<GuessBurst> {
  const argon2 = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  const verify = jest.spyOn(argon2, 'verify');
  try {
    const answers = await Promise.all(
      Array.from({ length: options.count ?? 40 }, (_, i) => {
        const attempt = request(url).post('/api/admin/login');
        if (options.ip) attempt.set('x-forwarded-for', options.ip);
        return attempt.send({ username, password: `wrong guess number ${i}` });
      }),
    );
    return {
      statuses: answers.map((answer) => answer.status),
      verifications: verify.mock.calls.length,
    };
  } finally {
    verify.mockRestore();
  }
}
