import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config';
import { dataSourceOptions } from '../src/database/data-source-options';
import { runMigrations } from '../src/database/migrate';
import { MIGRATIONS } from '../src/database/migrations';
import { CATALOGUE, seedCatalogue } from '../src/database/seed/catalogue.seed';
import { Service } from '../src/modules/catalogue/entities/service.entity';
import { DATABASES, TestDatabase, createTestDatabase, describeWith } from './harness';

/** Every table's columns (name, type, nullability) and index names, in a stable order. */
async function schemaOf(dataSource: DataSource): Promise<Record<string, unknown>> {
  const runner = dataSource.createQueryRunner();
  try {
    const tables = await runner.getTables();
    return Object.fromEntries(
      tables
        .map((table) => [
          table.name,
          {
            columns: table.columns
              .map(
                (column) =>
                  `${column.name} ${column.type} ${column.isNullable ? 'null' : 'not null'}`,
              )
              .sort(),
            indices: table.indices.map((index) => index.name).sort(),
          },
        ])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
  } finally {
    await runner.release();
  }
}

async function openDataSource(env: Record<string, string>): Promise<DataSource> {
  const config = AppConfig.from({ NODE_ENV: 'test', ...env });
  return new DataSource(dataSourceOptions(config.database)).initialize();
}

describe.each(DATABASES)('migrations and seed on %s', (kind) => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dataSource = await openDataSource(database.env);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('builds the whole schema from nothing, and a second run changes nothing', async () => {
    expect((await runMigrations(dataSource)).length).toBeGreaterThan(0);
    expect(await runMigrations(dataSource)).toEqual([]);
  });

  it('reverts the newest migration with its down() and applies it again to the same schema', async () => {
    const before = await schemaOf(dataSource);
    await dataSource.undoLastMigration({ transaction: kind === 'mysql' ? 'none' : 'each' });
    expect(await schemaOf(dataSource)).not.toEqual(before);
    expect(await runMigrations(dataSource)).toEqual([MIGRATIONS.at(-1)!.name]);
    expect(await schemaOf(dataSource)).toEqual(before);
  });

  it('has a table and column for every entity field (the migrations match the entities)', async () => {
    const runner = dataSource.createQueryRunner();
    try {
      for (const entity of dataSource.entityMetadatas) {
        const table = await runner.getTable(entity.tableName);
        expect(table).toBeDefined();
        const columns = new Map(table!.columns.map((column) => [column.name, column]));
        for (const column of entity.columns) {
          const actual = columns.get(column.databaseName);
          expect({
            table: entity.tableName,
            column: column.databaseName,
            present: Boolean(actual),
          }).toEqual({
            table: entity.tableName,
            column: column.databaseName,
            present: true,
          });
          expect({
            column: `${entity.tableName}.${column.databaseName}`,
            nullable: actual!.isNullable,
          }).toEqual({
            column: `${entity.tableName}.${column.databaseName}`,
            nullable: column.isNullable,
          });
        }
      }
    } finally {
      await runner.release();
    }
  });

  it('enforces the unique keys and foreign keys of the spec', async () => {
    await dataSource.query(`INSERT INTO users (email, emailVerified) VALUES ('a@example.edu', 0)`);
    await expect(
      dataSource.query(`INSERT INTO users (email, emailVerified) VALUES ('a@example.edu', 0)`),
    ).rejects.toThrow();
    await expect(
      dataSource.query(
        `INSERT INTO analysis_documents (userId, title, documentType, documentUrl) VALUES (999999, 't', 'Academic Policy', 'no_document_provided')`,
      ),
    ).rejects.toThrow();
  });

  it('seeds the catalogue once and never overwrites an operator change', async () => {
    expect(await seedCatalogue(dataSource)).toBe(CATALOGUE.length);
    const services = dataSource.getRepository(Service);
    await services.update({ id: 19 }, { price: 5999 });
    expect(await seedCatalogue(dataSource)).toBe(0);
    expect(await services.count()).toBe(CATALOGUE.length);
    expect((await services.findOneByOrFail({ id: 19 })).price).toBe(5999);
    expect((await services.findOneByOrFail({ id: 20 })).features).toContain('60-minute video call');
  });
});

describeWith('mysql', 'migrations started by several processes at once on MySQL', () => {
  it('apply once, with every process waiting its turn', async () => {
    const database = await createTestDatabase('mysql');
    const sources = await Promise.all([0, 1, 2].map(() => openDataSource(database.env)));
    try {
      const results = await Promise.all(sources.map((source) => runMigrations(source)));
      expect(results.filter((applied) => applied.length > 0)).toHaveLength(1);
    } finally {
      await Promise.all(sources.map((source) => source.destroy()));
      await database.drop();
    }
  });
});
