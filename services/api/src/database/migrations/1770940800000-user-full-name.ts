import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { column } from '../schema-columns';

/** The name a student signs their letters with; null until they give it. */
export class UserFullName1770940800000 implements MigrationInterface {
  name = 'UserFullName1770940800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = column(queryRunner);
    await queryRunner.addColumn(
      'users',
      new TableColumn(c.varchar('fullName', 200, { isNullable: true })),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'fullName');
  }
}
