import { Controller, Get, Header, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ObjectLiteral } from 'typeorm';
import { ErrorDto } from '../../../common/error.dto';
import { AdminGuard } from '../admin.guard';
import {
  ADMINS,
  AUDIT_LOG,
  BOOKINGS,
  DELETION_REQUESTS,
  DOCUMENTS,
  ListingDefinition,
  ORDERS,
  RESULTS,
  SERVICES,
  USERS,
} from './admin-listings';
import { AdminListingsService } from './admin-listings.service';
import { ListingQueryDto } from './dto/listing-query.dto';
import {
  AdminAdminRowDto,
  AdminAuditRowDto,
  AdminBookingRowDto,
  AdminCountsDto,
  AdminDocumentRowDto,
  AdminOrderRowDto,
  AdminResultRowDto,
  AdminServiceRowDto,
  AdminUserRowDto,
} from './dto/listings.dto';
import { DataDeletionRequestDto } from '../../privacy/dto/privacy.dto';

export const TOTAL_HEADER = 'X-Total-Count';

const TOTAL = {
  [TOTAL_HEADER]: {
    description: 'Rows matching q over all pages',
    schema: { type: 'integer' as const },
  },
};

interface Described {
  sorts: Readonly<Record<string, readonly string[]>>;
  textSearch: readonly string[];
  exactSearch?: readonly string[];
  numberSearch: readonly string[];
}

function describeListing(what: string, definition: Described): string {
  const searched = [
    ...definition.textSearch.map((column) => `${column} (contains)`),
    ...(definition.exactSearch ?? []).map((column) => `${column} (equals)`),
    ...definition.numberSearch.map((column) => `${column} (equals, when q is a number)`),
  ];
  return `${what}, one page at a time (limit default 50, at most 500). Search q matches ${searched.join(', ')}. Sort by: ${Object.keys(definition.sorts).join(', ')} (default id, newest first).`;
}

/**
 * The admin dashboard's read-only listings (spec 2 §7): JSON arrays as the spec has them, paged,
 * sorted and searched by the database, with the total in X-Total-Count.
 */
@ApiTags('admin')
@ApiCookieAuth('admin')
@Controller('admin')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'No admin session' })
@ApiForbiddenResponse({ type: ErrorDto, description: 'A student session' })
@ApiBadRequestResponse({ type: ErrorDto, description: 'Bad limit, offset, q, sort or order' })
export class AdminListingsController {
  constructor(private readonly listings: AdminListingsService) {}

  private async page<E extends ObjectLiteral, Row>(
    definition: ListingDefinition<E, Row>,
    query: ListingQueryDto,
    reply: FastifyReply,
  ): Promise<Row[]> {
    const { rows, total } = await this.listings.list(definition, query);
    void reply.header(TOTAL_HEADER, String(total)).header('Cache-Control', 'no-store');
    return rows;
  }

  @Get('counts')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'How many rows each dashboard tab has' })
  @ApiOkResponse({ type: AdminCountsDto })
  counts(): Promise<AdminCountsDto> {
    return this.listings.counts();
  }

  @Get('users')
  @ApiOperation({ summary: 'Users', description: describeListing('Users', USERS) })
  @ApiOkResponse({ type: [AdminUserRowDto], headers: TOTAL })
  users(@Query() query: ListingQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.page(USERS, query, reply);
  }

  @Get('analysis-documents')
  @ApiOperation({
    summary: 'Student submissions (analysis documents)',
    description: describeListing('Submitted cases', DOCUMENTS),
  })
  @ApiOkResponse({ type: [AdminDocumentRowDto], headers: TOTAL })
  documents(@Query() query: ListingQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.page(DOCUMENTS, query, reply);
  }

  @Get('analysis-results')
  @ApiOperation({
    summary: 'AI analysis results',
    description: describeListing('Analysis results', RESULTS),
  })
  @ApiOkResponse({ type: [AdminResultRowDto], headers: TOTAL })
  results(@Query() query: ListingQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.page(RESULTS, query, reply);
  }

  @Get('service-orders')
  @ApiOperation({
    summary: 'Customer orders',
    description: describeListing('Service orders', ORDERS),
  })
  @ApiOkResponse({ type: [AdminOrderRowDto], headers: TOTAL })
  orders(@Query() query: ListingQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.page(ORDERS, query, reply);
  }

  @Get('services')
  @ApiOperation({
    summary: 'The service catalogue',
    description: describeListing('Services', SERVICES),
  })
  @ApiOkResponse({ type: [AdminServiceRowDto], headers: TOTAL })
  services(@Query() query: ListingQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.page(SERVICES, query, reply);
  }

  @Get('admin-users')
  @ApiOperation({
    summary: 'Administrators (never their password hashes)',
    description: describeListing('Administrators', ADMINS),
  })
  @ApiOkResponse({ type: [AdminAdminRowDto], headers: TOTAL })
  admins(@Query() query: ListingQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.page(ADMINS, query, reply);
  }

  @Get('bookings')
  @ApiOperation({
    summary: 'Bookings (read-only)',
    description: describeListing('Bookings', BOOKINGS),
  })
  @ApiOkResponse({ type: [AdminBookingRowDto], headers: TOTAL })
  bookings(@Query() query: ListingQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.page(BOOKINGS, query, reply);
  }

  @Get('data-deletion-requests')
  @ApiOperation({
    summary: 'Data deletion requests (read-only), newest first',
    description: describeListing('Requests', DELETION_REQUESTS),
  })
  @ApiOkResponse({ type: [DataDeletionRequestDto], headers: TOTAL })
  dataDeletionRequests(
    @Query() query: ListingQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.page(DELETION_REQUESTS, query, reply);
  }

  @Get('audit-log')
  @ApiOperation({
    summary:
      'The admin audit log: SQL queries, e-mail tests, job retries, completed data deletion requests',
    description: describeListing('Audit entries', AUDIT_LOG),
  })
  @ApiOkResponse({ type: [AdminAuditRowDto], headers: TOTAL })
  auditLog(@Query() query: ListingQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.page(AUDIT_LOG, query, reply);
  }
}
