import { ApiProperty } from '@nestjs/swagger';
import { type SqlTruncation } from '@redress/domain';
import { IsString, MaxLength } from 'class-validator';
import { MAX_SQL_LENGTH } from '../sql-guard';

export class SqlQueryDto {
  @ApiProperty({
    example: 'SELECT id, email, createdAt FROM users ORDER BY id DESC LIMIT 20',
    maxLength: MAX_SQL_LENGTH,
    description: 'One SELECT, WITH, SHOW or EXPLAIN statement',
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
