import { ApiProperty } from '@nestjs/swagger';
import { type SqlToolDialect, type SqlTruncation } from '@redress/domain';
import { MAX_SQL_LENGTH } from '@redress/sql-guard';
import { IsString, MaxLength } from 'class-validator';

export class SqlQueryDto {
  @ApiProperty({
    example: 'SELECT id, email, createdAt FROM users ORDER BY id DESC LIMIT 20',
    maxLength: MAX_SQL_LENGTH,
    description: 'One SELECT, WITH or EXPLAIN statement; on MySQL / MariaDB also SHOW and DESCRIBE',
  })
  @IsString({ message: 'sql must be text.' })
  @MaxLength(MAX_SQL_LENGTH, { message: 'Please keep the query under 10,000 characters.' })
  sql!: string;
}

export class SqlResultDto {
  @ApiProperty({ type: [String], example: ['id', 'email'] })
  columns!: string[];

  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: {} },
    description: 'Rows as arrays in column order; binary values as 0x… hex, big numbers as text',
  })
  rows!: unknown[][];

  @ApiProperty({ description: 'Rows returned (at most 1,000)' }) rowCount!: number;

  @ApiProperty({ description: 'True when rows are missing (see truncation)' })
  truncated!: boolean;

  @ApiProperty({
    enum: ['rows', 'bytes'],
    nullable: true,
    type: String,
    description:
      "Why rows are missing: 'rows' (more than 1,000), 'bytes' (the values passed 8 MB in all); null when none are. A value over 64 KB is cut and ends with a mark giving its full size.",
  })
  truncation!: SqlTruncation | null;

  @ApiProperty({ example: 12 }) durationMs!: number;

  @ApiProperty({
    description: 'The statement that ran: rebuilt from the checked parse tree, without comments',
  })
  statement!: string;

  @ApiProperty({ enum: ['mysql', 'sqlite'] }) dialect!: string;
}

export class SqlSchemaColumnDto {
  @ApiProperty({ example: 'email' }) name!: string;
  @ApiProperty({
    example: 'varchar(255)',
    description: "The column's type as the database names it",
  })
  type!: string;
  @ApiProperty() nullable!: boolean;
  @ApiProperty({ description: 'Part of the primary key' }) primaryKey!: boolean;
  @ApiProperty({ description: 'False when the column holds secrets and queries may not name it' })
  readable!: boolean;
}

export class SqlSchemaTableDto {
  @ApiProperty({ example: 'users' }) name!: string;
  @ApiProperty({
    description: 'False when the table holds credentials and queries may not name it',
  })
  readable!: boolean;
  @ApiProperty({ type: [SqlSchemaColumnDto] }) columns!: SqlSchemaColumnDto[];
}

export class SqlSchemaDto {
  @ApiProperty({ enum: ['mysql', 'sqlite'] }) dialect!: SqlToolDialect;
  @ApiProperty({ type: [SqlSchemaTableDto], description: 'Tables by name, columns in table order' })
  tables!: SqlSchemaTableDto[];
}
