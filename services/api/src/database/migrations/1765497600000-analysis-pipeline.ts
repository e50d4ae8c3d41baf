import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { column } from '../schema-columns';

/** What the intake form sends, where the policy came from, and how far the analysis has got. */
export class AnalysisPipeline1765497600000 implements MigrationInterface {
  name = 'AnalysisPipeline1765497600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = column(queryRunner);
    await queryRunner.addColumns('analysis_documents', [
      new TableColumn(c.text('issueDescription', { isNullable: true })),
      new TableColumn(c.text('desiredResolution', { isNullable: true })),
      new TableColumn(c.varchar('actionTaken', 50, { isNullable: true })),
      new TableColumn(c.varchar('universityName', 255, { isNullable: true })),
      new TableColumn(c.varchar('policySource', 10, { default: "'none'" })),
      new TableColumn(c.varchar('fileKey', 100, { isNullable: true })),
      new TableColumn(c.varchar('fileName', 255, { isNullable: true })),
      new TableColumn(c.varchar('fileType', 10, { isNullable: true })),
      new TableColumn(c.integer('fileSize', { isNullable: true })),
      new TableColumn(c.text('failureReason', { isNullable: true })),
      new TableColumn(c.varchar('progress', 100, { isNullable: true })),
      new TableColumn(c.integer('progressPercent', { default: 0 })),
      new TableColumn(c.varchar('producedBy', 20, { isNullable: true })),
      new TableColumn(c.text('sourceNote', { isNullable: true })),
      new TableColumn(c.integer('runs', { default: 1 })),
    ]);
    // The sweep looks for cases left pending or processing.
    await queryRunner.createIndex(
      'analysis_documents',
      new TableIndex({
        name: 'IDX_analysis_documents_status_updated',
        columnNames: ['status', 'updatedAt'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('analysis_documents', 'IDX_analysis_documents_status_updated');
    for (const name of [
      'runs',
      'sourceNote',
      'producedBy',
      'progressPercent',
      'progress',
      'failureReason',
      'fileSize',
      'fileType',
      'fileName',
      'fileKey',
      'policySource',
      'universityName',
      'actionTaken',
      'desiredResolution',
      'issueDescription',
    ]) {
      await queryRunner.dropColumn('analysis_documents', name);
    }
  }
}
