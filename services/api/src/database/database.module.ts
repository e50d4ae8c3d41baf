import { Global, Logger, Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { runMigrations } from './migrate';
import { seedCatalogue } from './seed/catalogue.seed';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config.database),
        // Keep retrying at start for a while: in docker-compose the database may still be booting.
        retryAttempts: 10,
        retryDelay: 2000,
      }),
    }),
  ],
})
export class DatabaseModule implements OnModuleInit {
  private readonly logger = new Logger('Database');

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** Runs before the feature modules start (they import this module), so the schema is there. */
  async onModuleInit(): Promise<void> {
    if (this.config.runMigrationsAtStart) {
      const applied = await runMigrations(this.dataSource);
      if (applied.length) this.logger.log(`Applied migrations: ${applied.join(', ')}`);
    }
    const seeded = await seedCatalogue(this.dataSource);
    if (seeded) this.logger.log(`Seeded ${seeded} catalogue entries`);
  }
}
