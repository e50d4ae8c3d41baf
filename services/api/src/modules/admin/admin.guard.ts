import { CanActivate, ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import '../auth/request-context';
import { UserGuard } from '../auth/user.guard';
import { AdminOnlyError, AdminUnauthenticatedError } from './admin.errors';
import { AdminAuthService } from './admin-auth.service';
import { AdminUser } from './entities/admin-user.entity';

/**
 * Guards every admin route except login, session and logout: 401 without any session, 403 for a
 * signed-in student. Read the admin with `@CurrentAdmin()`; the module needs AdminModule.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly adminAuth: AdminAuthService,
    private readonly userGuard: UserGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const admin = await this.adminAuth.adminOf(request);
    if (admin) {
      request.currentAdmin = admin;
      return true;
    }
    if (await this.userGuard.userOf(request)) throw new AdminOnlyError();
    throw new AdminUnauthenticatedError();
  }
}

/** The admin AdminGuard let in. */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AdminUser => {
    const admin = context.switchToHttp().getRequest<FastifyRequest>().currentAdmin;
    if (!admin) throw new AdminUnauthenticatedError();
    return admin;
  },
);
