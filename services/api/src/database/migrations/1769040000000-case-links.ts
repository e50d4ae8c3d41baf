import { MigrationInterface, QueryRunner, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import { column } from '../schema-columns';

const LINKED = ['service_orders', 'bookings'] as const;

/**
 * Orders and bookings may belong to a case (the student bought a review of this case's letter,
 * or booked a consultation about it), so the case's timeline can show them. The link is
 * optional and is cleared, never cascaded, when the case goes: the order stays for accounting.
 */
export class CaseLinks1769040000000 implements MigrationInterface {
  name = 'CaseLinks1769040000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = column(queryRunner);
    for (const table of LINKED) {
      await queryRunner.addColumn(
        table,
        new TableColumn(c.integer('analysisDocumentId', { isNullable: true })),
      );
      await queryRunner.createIndex(
        table,
        new TableIndex({ name: `IDX_${table}_case`, columnNames: ['analysisDocumentId'] }),
      );
      await queryRunner.createForeignKey(
        table,
        new TableForeignKey({
          name: `FK_${table}_case`,
          columnNames: ['analysisDocumentId'],
          referencedTableName: 'analysis_documents',
          referencedColumnNames: ['id'],
          onDelete: 'SET NULL',
        }),
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of LINKED) {
      await queryRunner.dropForeignKey(table, `FK_${table}_case`);
      await queryRunner.dropIndex(table, `IDX_${table}_case`);
      await queryRunner.dropColumn(table, 'analysisDocumentId');
    }
  }
}
