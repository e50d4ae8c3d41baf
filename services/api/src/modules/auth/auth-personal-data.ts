import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  DataSubject,
  Forgotten,
  HoldsPersonalData,
  PersonalDataExport,
  PersonalDataHolder,
} from '../../common/personal-data';
import { Session } from './entities/session.entity';
import { SignInToken } from './entities/sign-in-token.entity';
import { SessionService } from './sessions/session.service';

/** The account's sessions and its pending sign-in links. */
@HoldsPersonalData()
@Injectable()
export class AuthPersonalData implements PersonalDataHolder {
  readonly entities = [Session, SignInToken];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
  ) {}

  async exportFor({ id: userId }: DataSubject): Promise<PersonalDataExport> {
    const sessions = await this.dataSource.manager.find(Session, {
      where: { userId, kind: 'user' },
      order: { createdAt: 'ASC' },
    });
    return {
      sections: {
        // A session's id is the hash of the cookie: it stays on the server.
        sessions: sessions.map((session) => ({
          createdAt: new Date(session.createdAt).toISOString(),
          lastSeenAt: new Date(session.lastSeenAt).toISOString(),
          expiresAt: new Date(session.expiresAt).toISOString(),
        })),
      },
    };
  }

  async forget({ id: userId, email }: DataSubject, manager: EntityManager): Promise<Forgotten> {
    await manager.delete(Session, { userId });
    await manager.delete(SignInToken, { email });
    // This process forgets the account at once; other API processes within SESSION_CACHE_SECONDS.
    return { afterCommit: () => this.sessions.forgetUser(userId) };
  }
}
