import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { AdminAuthService } from './admin-auth.service';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AdminController } from './admin.controller';
import { AdminGuard } from './admin.guard';
import { AdminAuditService } from './audit/admin-audit.service';
import { EmailTestController } from './email-test/email-test.controller';
import { EmailTestService } from './email-test/email-test.service';
import { AdminAuditEntry } from './entities/admin-audit-entry.entity';
import { AdminUser } from './entities/admin-user.entity';
import { AdminListingsController } from './listings/admin-listings.controller';
import { AdminListingsService } from './listings/admin-listings.service';
import { NeedsActionController } from './needs-action/needs-action.controller';
import { NeedsActionService } from './needs-action/needs-action.service';
import { QueuesController } from './queues/queues.controller';
import { SqlToolController } from './sql/sql-tool.controller';
import { SqlToolService } from './sql/sql-tool.service';
import { AdminAreaListings } from './listings/admin-listings';

/**
 * The admin area's API: login and session, the dashboard listings, the SQL tool, the e-mail test
 * and the queues page, with the audit log of what administrators did. Every route but login,
 * session and logout sits behind AdminGuard. The features' listings and needs-action lists are
 * theirs: each feature registers them (@ListsForAdmin(), @ReportsNeedsAction()) and the admin area
 * finds them at start-up, without importing the features.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([AdminUser, AdminAuditEntry]),
    AuthModule,
    MailModule,
    DiscoveryModule,
  ],
  controllers: [
    AdminController,
    AdminListingsController,
    SqlToolController,
    EmailTestController,
    QueuesController,
    NeedsActionController,
  ],
  providers: [
    AdminAuthService,
    AdminBootstrapService,
    AdminGuard,
    AdminAuditService,
    AdminListingsService,
    AdminAreaListings,
    SqlToolService,
    EmailTestService,
    NeedsActionService,
  ],
  exports: [AdminAuthService, AdminGuard, AdminAuditService, AuthModule],
})
export class AdminModule {}
