import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { column } from '../schema-columns';

const KEY_INDEX = 'UQ_analysis_documents_user_submission';

/**
 * A case submission may carry the client's name for it (the Idempotency-Key header): sent
 * again, after a lost answer or by a proxy retrying on another API process, it answers the case
 * the first one stored instead of storing a second. One name per student, held by the database;
 * cases submitted without one (NULL) never collide.
 */
export class SubmissionKeys1771900000000 implements MigrationInterface {
  name = 'SubmissionKeys1771900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = column(queryRunner);
    await queryRunner.addColumn(
      'analysis_documents',
      new TableColumn(c.varchar('submissionKey', 64, { isNullable: true })),
    );
    await queryRunner.createIndex(
      'analysis_documents',
      new TableIndex({ name: KEY_INDEX, columnNames: ['userId', 'submissionKey'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('analysis_documents', KEY_INDEX);
    await queryRunner.dropColumn('analysis_documents', 'submissionKey');
  }
}
