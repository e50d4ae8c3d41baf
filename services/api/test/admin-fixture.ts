import type { INestApplicationContext } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
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
