import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfigOrExit } from '../config/load-config';
import { dataSourceOptions } from '../database/data-source-options';
import { runMigrations } from '../database/migrate';
import { seedCatalogue } from '../database/seed/catalogue.seed';

/** `npm run db:migrate`: applies pending migrations and the catalogue seed, then exits. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const dataSource = await new DataSource(dataSourceOptions(config.database)).initialize();
  try {
    const applied = await runMigrations(dataSource);
    const seeded = await seedCatalogue(dataSource);
    console.warn(
      applied.length ? `Applied: ${applied.join(', ')}` : 'The schema is up to date.',
      seeded ? `Seeded ${seeded} catalogue entries.` : '',
    );
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: Error) => {
  console.error(`Migration failed: ${error.message}`);
  process.exit(1);
});
