import { Body, Controller, Get, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  MAX_SQL_RESULT_BYTES,
  MAX_SQL_ROWS,
  MAX_SQL_VALUE_BYTES,
  SQL_TIME_LIMIT_SECONDS,
} from '@redress/domain';
import { ErrorDto } from '../../../common/error.dto';
import { AdminGuard, CurrentAdmin } from '../admin.guard';
import { AdminUser } from '../entities/admin-user.entity';
import { SqlQueryDto, SqlResultDto, SqlSchemaDto } from './dto/sql.dto';
import { MAX_CONCURRENT_QUERIES, SqlToolService } from './sql-tool.service';

@ApiTags('admin')
@ApiCookieAuth('admin')
@Controller('admin/sql')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'No admin session' })
@ApiForbiddenResponse({
  type: ErrorDto,
  description: 'A student session, or sent from another site',
})
export class SqlToolController {
  constructor(private readonly sqlTool: SqlToolService) {}

  @Get('schema')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "The database's tables and their columns (admin SQL tool's schema panel)",
    description:
      'Read from the database itself on the read-only connection: SQLite from sqlite_schema and pragma_table_info, MySQL / MariaDB from information_schema for the current database. Tables and columns the tool refuses to read are listed, marked readable: false.',
  })
  @ApiOkResponse({ type: SqlSchemaDto })
  @ApiServiceUnavailableResponse({ type: ErrorDto, description: 'The database cannot be reached' })
  schema(): Promise<SqlSchemaDto> {
    return this.sqlTool.schema();
  }

  @Post('query')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Run one read-only SQL statement (admin SQL tool)',
    description: `One SELECT / WITH / EXPLAIN statement (on MySQL / MariaDB also SHOW and DESCRIBE), checked by a SQL parser and run as rebuilt from its parse tree on a read-only connection with a ${SQL_TIME_LIMIT_SECONDS} s limit; at most ${MAX_SQL_ROWS.toLocaleString('en-US')} rows and ${MAX_SQL_RESULT_BYTES / 1024 / 1024} MB of values, each value cut at ${MAX_SQL_VALUE_BYTES / 1024} KB (marked). The audit entry is written before the statement runs (outcome running), its outcome after. Secret tables and columns (sessions, sign_in_tokens, admin_users.password, mail_outbox bodies, queue_jobs.payload) are refused. Every query, refused or not, goes to the audit log.`,
  })
  @ApiOkResponse({ type: SqlResultDto })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: `code 'sql-refused' (not allowed, with the reason), 'sql-error' (the database's message) or 'sql-timeout' (stopped after ${SQL_TIME_LIMIT_SECONDS} s)`,
  })
  @ApiTooManyRequestsResponse({
    type: ErrorDto,
    description: `code 'sql-busy': ${MAX_CONCURRENT_QUERIES} queries already running`,
  })
  @ApiServiceUnavailableResponse({ type: ErrorDto, description: 'The database cannot be reached' })
  query(@CurrentAdmin() admin: AdminUser, @Body() body: SqlQueryDto): Promise<SqlResultDto> {
    return this.sqlTool.query(admin, body.sql);
  }
}
