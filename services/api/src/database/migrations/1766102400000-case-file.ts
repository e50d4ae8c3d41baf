import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { column } from '../schema-columns';

/** The saved letter of a case and the steps the student records on it. */
export class CaseFile1766102400000 implements MigrationInterface {
  name = 'CaseFile1766102400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = column(queryRunner);
    const mysql = queryRunner.connection.options.type === 'mysql';
    const caseKey = new TableForeignKey({
      columnNames: ['analysisDocumentId'],
      referencedTableName: 'analysis_documents',
      referencedColumnNames: ['id'],
      onDelete: 'CASCADE',
    });

    await queryRunner.createTable(
      new Table({
        name: 'drafts',
        columns: [
          c.id(),
          c.integer('analysisDocumentId', { isUnique: true }),
          // A letter may hold 50,000 characters: up to 200 KB in utf8mb4, beyond MySQL's TEXT.
          { ...c.text('text'), ...(mysql ? { type: 'mediumtext' } : {}) },
          c.createdAt(),
          c.updatedAt(),
        ],
        foreignKeys: [caseKey],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'case_steps',
        columns: [
          c.id(),
          c.integer('analysisDocumentId'),
          c.varchar('stage', 30),
          c.varchar('takenOn', 10),
          c.varchar('reference', 100, { isNullable: true }),
          c.varchar('decisionReceivedOn', 10, { isNullable: true }),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_case_steps_document',
            columnNames: ['analysisDocumentId', 'id'],
          }),
        ],
        foreignKeys: [caseKey.clone()],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('case_steps');
    await queryRunner.dropTable('drafts');
  }
}
