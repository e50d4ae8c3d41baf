import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { AdminAuthService } from './admin-auth.service';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AdminController } from './admin.controller';
import { AdminGuard } from './admin.guard';
import { AdminUser } from './entities/admin-user.entity';

/**
 * Admin login, session and the first administrator. Later admin features import this module and
 * put `@UseGuards(AdminGuard)` on their controllers.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AdminUser]), AuthModule],
  controllers: [AdminController],
  providers: [AdminAuthService, AdminBootstrapService, AdminGuard],
  exports: [AdminAuthService, AdminGuard, AuthModule],
})
export class AdminModule {}
