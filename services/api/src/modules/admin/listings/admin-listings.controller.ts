import {
  Controller,
  Get,
  Header,
  OnApplicationBootstrap,
  Query,
  Res,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
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
import { ErrorDto } from '../../../common/error.dto';
import { AdminGuard } from '../admin.guard';
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
import { ListingName, ListingRows } from './listing-definition';

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

const LISTING_ROUTE = 'redress:admin-listing-route';

interface ListingRoute {
  listing: ListingName;
  summary: string;
  /** What the rows are, as the description's first words. */
  what: string;
}

/**
 * A listing's route. Its description says what the listing searches and sorts by, which the
 * feature owning the table registers at start-up: the operation is described then (before any
 * OpenAPI document is built), from the registered listing.
 */
const ListingRoute = (route: ListingRoute) => SetMetadata(LISTING_ROUTE, route);

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
export class AdminListingsController implements OnApplicationBootstrap {
  constructor(private readonly listings: AdminListingsService) {}

  /** Runs after every module's init, when the features' listings are registered. */
  onApplicationBootstrap(): void {
    const prototype = AdminListingsController.prototype;
    for (const key of Object.getOwnPropertyNames(prototype)) {
      const descriptor = Object.getOwnPropertyDescriptor(prototype, key);
      const route = descriptor?.value
        ? (Reflect.getMetadata(LISTING_ROUTE, descriptor.value) as ListingRoute | undefined)
        : undefined;
      if (!descriptor || !route) continue;
      const description = describeListing(route.what, this.listings.definition(route.listing));
      ApiOperation({ summary: route.summary, description })(prototype, key, descriptor);
    }
  }

  private async page<Name extends ListingName>(
    name: Name,
    query: ListingQueryDto,
    reply: FastifyReply,
  ): Promise<ListingRows[Name][]> {
    const { rows, total } = await this.listings.page(name, query);
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
  @ListingRoute({ listing: 'users', summary: 'Users', what: 'Users' })
  @ApiOkResponse({ type: [AdminUserRowDto], headers: TOTAL })
  users(@Query() query: ListingQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.page('users', query, reply);
  }

  @Get('analysis-documents')
  @ListingRoute({
    listing: 'analysisDocuments',
    summary: 'Student submissions (analysis documents)',
    what: 'Submitted cases',
  })
  @ApiOkResponse({ type: [AdminDocumentRowDto], headers: TOTAL })
  documents(@Query() query: ListingQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.page('analysisDocuments', query, reply);
  }

  @Get('analysis-results')
  @ListingRoute({
    listing: 'analysisResults',
    summary: 'AI analysis results',
    what: 'Analysis results',
  })
  @ApiOkResponse({ type: [AdminResultRowDto], headers: TOTAL })
  results(@Query() query: ListingQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.page('analysisResults', query, reply);
  }

  @Get('service-orders')
  @ListingRoute({
    listing: 'serviceOrders',
    summary: 'Customer orders',
    what: 'Service orders',
  })
  @ApiOkResponse({ type: [AdminOrderRowDto], headers: TOTAL })
  orders(@Query() query: ListingQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.page('serviceOrders', query, reply);
  }

  @Get('services')
  @ListingRoute({
    listing: 'services',
    summary: 'The service catalogue',
    what: 'Services',
  })
  @ApiOkResponse({ type: [AdminServiceRowDto], headers: TOTAL })
  services(@Query() query: ListingQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.page('services', query, reply);
  }

  @Get('admin-users')
  @ListingRoute({
    listing: 'adminUsers',
    summary: 'Administrators (never their password hashes)',
    what: 'Administrators',
  })
  @ApiOkResponse({ type: [AdminAdminRowDto], headers: TOTAL })
  admins(@Query() query: ListingQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.page('adminUsers', query, reply);
  }

  @Get('bookings')
  @ListingRoute({
    listing: 'bookings',
    summary: 'Bookings (read-only)',
    what: 'Bookings',
  })
  @ApiOkResponse({ type: [AdminBookingRowDto], headers: TOTAL })
  bookings(@Query() query: ListingQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.page('bookings', query, reply);
  }

  @Get('data-deletion-requests')
  @ListingRoute({
    listing: 'dataDeletionRequests',
    summary: 'Data deletion requests (read-only), newest first',
    what: 'Requests',
  })
  @ApiOkResponse({ type: [DataDeletionRequestDto], headers: TOTAL })
  dataDeletionRequests(
    @Query() query: ListingQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.page('dataDeletionRequests', query, reply);
  }

  @Get('audit-log')
  @ListingRoute({
    listing: 'auditLog',
    summary:
      'The admin audit log: SQL queries, e-mail tests, job retries, completed data deletion requests',
    what: 'Audit entries',
  })
  @ApiOkResponse({ type: [AdminAuditRowDto], headers: TOTAL })
  auditLog(@Query() query: ListingQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.page('auditLog', query, reply);
  }
}
