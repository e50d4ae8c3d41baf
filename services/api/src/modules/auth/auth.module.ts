import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { Session } from './entities/session.entity';
import { SignInToken } from './entities/sign-in-token.entity';
import { GoogleAuthService } from './google/google-auth.service';
import { GoogleController } from './google/google.controller';
import { MagicLinkService } from './magic-link.service';
import { DatabaseRateLimitStore } from './rate-limit/database-rate-limit.store';
import { RateLimitStore } from './rate-limit/rate-limit.store';
import { RateLimiter } from './rate-limit/rate-limiter';
import { RedisRateLimitStore } from './rate-limit/redis-rate-limit.store';
import { SessionService } from './sessions/session.service';
import { UserGuard } from './user.guard';
import { AuthPersonalData } from './auth-personal-data';

/**
 * Sign-in (e-mail links, Google) and sessions. Feature modules that guard routes with
 * `UserGuard` import this module.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Session, SignInToken]), UsersModule, MailModule],
  controllers: [AuthController, GoogleController],
  providers: [
    AuthPersonalData,
    Clock,
    SessionService,
    {
      provide: RateLimitStore,
      inject: [AppConfig, DataSource, Clock],
      useFactory: (config: AppConfig, dataSource: DataSource, clock: Clock): RateLimitStore =>
        config.queue.driver === 'bullmq'
          ? new RedisRateLimitStore(config.queue.redisUrl, config.queue.prefix)
          : new DatabaseRateLimitStore(dataSource, clock),
    },
    RateLimiter,
    MagicLinkService,
    GoogleAuthService,
    UserGuard,
  ],
  exports: [Clock, SessionService, RateLimiter, UserGuard, UsersModule],
})
export class AuthModule {}
