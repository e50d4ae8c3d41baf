import { CanActivate, ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app-config';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { UnauthenticatedError } from './auth.errors';
import './request-context';
import { readSessionCookie } from './sessions/session-cookies';
import { SessionService } from './sessions/session.service';

/**
 * Lets a request through only with a live user session (an admin session does not count).
 * Use `@UseGuards(UserGuard)` and read the user with `@CurrentUser()`; the module needs AuthModule.
 */
@Injectable()
export class UserGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionService,
    private readonly users: UsersService,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const user = await this.userOf(request);
    if (!user) throw new UnauthenticatedError();
    request.currentUser = user;
    return true;
  }

  /** The signed-in user of a request, or null; used by guards that only need to know. */
  async userOf(request: FastifyRequest): Promise<User | null> {
    const session = await this.sessions.resolve(
      'user',
      readSessionCookie(request, 'user', this.config.auth),
    );
    if (!session?.userId) return null;
    return this.users.findSignedIn(session.userId);
  }
}

/** The user UserGuard let in. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User => {
    const user = context.switchToHttp().getRequest<FastifyRequest>().currentUser;
    if (!user) throw new UnauthenticatedError();
    return user;
  },
);
