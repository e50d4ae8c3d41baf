import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PerUserLock } from '../../common/per-user-lock';
import { MailModule } from '../mail/mail.module';
import { User } from './entities/user.entity';
import { UsersService } from './users.service';
import { UsersPersonalData } from './users-personal-data';
import { UsersAdminListing } from './users-admin-listing';

@Module({
  imports: [TypeOrmModule.forFeature([User]), MailModule],
  // One PerUserLock for the process: every per-user limit takes turns in the same queue.
  providers: [UsersPersonalData, UsersAdminListing, UsersService, PerUserLock],
  exports: [UsersService, PerUserLock],
})
export class UsersModule {}
