import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config';
import { sessionCookieName } from '../src/modules/auth/sessions/session-cookies';
import { SessionService } from '../src/modules/auth/sessions/session.service';
import { User } from '../src/modules/users/entities/user.entity';

export interface SignedIn {
  user: User;
  /** A Cookie header carrying the user's session. */
  cookie: string;
}

let counter = 0;

/**
 * A user row and a live session for it, made through the real SessionService, so tests of
 * signed-in features need not go through the e-mail link each time (the auth tests do that).
 */
export async function signInNewUser(
  app: INestApplicationContext,
  label = 'student',
): Promise<SignedIn> {
  counter += 1;
  const email = `${label}-${Date.now().toString(36)}-${counter}@example.edu`;
  const user = await app.get(DataSource).getRepository(User).save({ email, emailVerified: true });
  const token = await app.get(SessionService).start('user', user.id);
  const name = sessionCookieName('user', app.get(AppConfig).auth);
  return { user, cookie: `${name}=${token}` };
}
