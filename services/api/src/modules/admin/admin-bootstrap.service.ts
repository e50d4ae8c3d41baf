import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { countAdmins, saveAdmin } from './admin-accounts';

export const BOOTSTRAP_ADMIN = 'admin';

/**
 * On the embedded default (SQLite, nothing configured) the first start creates an administrator
 * with a random password and prints it once, so the admin area is usable without any setup.
 * With a real database, administrators are created with `npm run admin:create`.
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.database.type !== 'sqlite' || this.config.env === 'test') return;
    await this.createFirstAdmin();
  }

  /** Returns the password when an administrator was created. */
  async createFirstAdmin(): Promise<string | null> {
    if ((await countAdmins(this.dataSource)) > 0) return null;
    const password = randomBytes(18).toString('base64url');
    try {
      await saveAdmin(this.dataSource, BOOTSTRAP_ADMIN, password);
    } catch (error) {
      this.logger.warn(`Could not create the first administrator: ${(error as Error).message}`);
      return null;
    }
    // Deliberately the console and not the log: shown once to whoever started the server.
    console.warn(
      [
        '',
        '================================================================',
        ' An administrator was created for the admin area (/admin/login):',
        `   username: ${BOOTSTRAP_ADMIN}`,
        `   password: ${password}`,
        ' It is shown only this once. Change it with:',
        `   npm run admin:create -- --username ${BOOTSTRAP_ADMIN}`,
        '================================================================',
        '',
      ].join('\n'),
    );
    return password;
  }
}
