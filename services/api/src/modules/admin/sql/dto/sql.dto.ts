import { ApiProperty } from '@nestjs/swagger';
import {
  MAX_SQL_LENGTH,
  MAX_SQL_RESULT_BYTES,
  MAX_SQL_ROWS,
  MAX_SQL_VALUE_BYTES,
  SQL_TOO_LONG_MESSAGE,
  type SqlToolDialect,
  type SqlTruncation,
} from '@redress/domain';
import { IsString, MaxLength } from 'class-validator';

const ROWS = MAX_SQL_ROWS.toLocaleString('en-US');

export class SqlQueryDto {
  @ApiProperty({
    example: 'SELECT id, email, createdAt FROM users ORDER BY id DESC LIMIT 20',
    maxLength: MAX_SQL_LENGTH,
    description: 'One SELECT, WITH or EXPLAIN statement; on MySQL / MariaDB also SHOW and DESCRIBE',
  })
  @IsString({ message: 'sql must be text.' })
  @MaxLength(MAX_SQL_LENGTH, { message: SQL_TOO_LONG_MESSAGE })
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

  @ApiProperty({ description: `Rows returned (at most ${ROWS})` }) rowCount!: number;

  @ApiProperty({ description: 'True when rows are missing (see truncation)' })
  truncated!: boolean;

  @ApiProperty({
    enum: ['rows', 'bytes'],
    nullable: true,
    type: String,
    description: `Why rows are missing: 'rows' (more than ${ROWS}), 'bytes' (the values passed ${MAX_SQL_RESULT_BYTES / 1024 / 1024} MB in all); null when none are. A value over ${MAX_SQL_VALUE_BYTES / 1024} KB is cut and ends with a mark giving its full size.`,
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
