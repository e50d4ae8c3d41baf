import { MigrationInterface, QueryRunner, TableColumn, TableForeignKey } from 'typeorm';
import { column } from '../schema-columns';

const REMIX_KEY = 'FK_analysis_documents_remix_of';

/**
 * A case may be started again from an earlier one of the same student (/remix/{id}): the new
 * case names the earlier one, so its report can say what changed. The earlier case is never
 * edited (a submitted case is only resubmitted as a new analysis); when it goes, the link is
 * cleared and the new case stays.
 */
export class CaseRemixes1772850000000 implements MigrationInterface {
  name = 'CaseRemixes1772850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = column(queryRunner);
    await queryRunner.addColumn(
      'analysis_documents',
      new TableColumn(c.integer('remixOfId', { isNullable: true })),
    );
    await queryRunner.createForeignKey(
      'analysis_documents',
      new TableForeignKey({
        name: REMIX_KEY,
        columnNames: ['remixOfId'],
        referencedTableName: 'analysis_documents',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropForeignKey('analysis_documents', REMIX_KEY);
    await queryRunner.dropColumn('analysis_documents', 'remixOfId');
  }
}
