import type { AdminUser } from '../admin/entities/admin-user.entity';
import type { User } from '../users/entities/user.entity';

// What the guards learn about a request, for the handlers behind them.
declare module 'fastify' {
  interface FastifyRequest {
    currentUser?: User;
    currentAdmin?: AdminUser;
  }
}

export {};
