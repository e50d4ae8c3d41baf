import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { AccountController } from './account.controller';
import { AccountDataService } from './account-data.service';
import { AdminDataDeletionRequestsController } from './admin-data-deletion-requests.controller';
import { DataDeletionCompletionService } from './data-deletion-completion.service';
import { DataDeletionRequestsController } from './data-deletion-requests.controller';
import { DataDeletionRequestsService } from './data-deletion-requests.service';
import { DataDeletionRequest } from './entities/data-deletion-request.entity';
import { PersonalDataHolders } from './personal-data-holders';
import { PrivacyPersonalData } from './privacy-personal-data';
import { PrivacyAdminListing } from './privacy-admin-listing';
import { PrivacyNeedsAction } from './privacy-needs-action';

/**
 * Your data (spec 2 §2 and beyond): Data Deletion requests from anyone, the signed-in user's
 * own export and account deletion. The admin area lists the requests (admin listings) and
 * fulfils them here (POST /api/admin/data-deletion-requests/{id}/complete).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([DataDeletionRequest]),
    AuthModule,
    AdminModule,
    MailModule,
    DiscoveryModule,
  ],
  controllers: [
    DataDeletionRequestsController,
    AccountController,
    AdminDataDeletionRequestsController,
  ],
  providers: [
    DataDeletionRequestsService,
    AccountDataService,
    DataDeletionCompletionService,
    PersonalDataHolders,
    PrivacyPersonalData,
    PrivacyAdminListing,
    PrivacyNeedsAction,
  ],
})
export class PrivacyModule {}
