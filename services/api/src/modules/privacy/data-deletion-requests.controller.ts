import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorDto } from '../../common/error.dto';
import { AdminGuard } from '../admin/admin.guard';
import { DataDeletionRequestsService } from './data-deletion-requests.service';
import {
  CreateDataDeletionRequestDto,
  DataDeletionReceivedDto,
  DataDeletionRequestDto,
  DeletionRequestsQueryDto,
} from './dto/privacy.dto';

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

@ApiTags('privacy')
@Controller('data-deletion-requests')
export class DataDeletionRequestsController {
  constructor(private readonly requests: DataDeletionRequestsService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Ask for an account and its data to be deleted (the Data Deletion form)',
    description:
      'No sign-in needed. The request is stored for the operator (acknowledged within 48 hours, processed within 30 days), the address on the form gets an acknowledgement e-mail and ADMIN_NOTIFY_EMAIL, when set, a notification. Limited per network and per address.',
  })
  @ApiBody({ type: CreateDataDeletionRequestDto })
  @ApiCreatedResponse({ type: DataDeletionReceivedDto })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: 'Full name or e-mail missing, e-mail invalid, a field too long',
  })
  @ApiTooManyRequestsResponse({
    type: ErrorDto,
    description:
      "Too many requests from this network or for this address (code 'rate-limited'); see Retry-After",
  })
  @ApiForbiddenResponse({ type: ErrorDto, description: "Sent from another site (code 'csrf')" })
  submit(
    @Body() body: CreateDataDeletionRequestDto,
    @Req() request: FastifyRequest,
  ): Promise<DataDeletionReceivedDto> {
    return this.requests.submit(body, request.ip);
  }
}

/** The admin area's read-only list of deletion requests (the admin tab reads it). */
@ApiTags('admin')
@ApiCookieAuth('admin')
@Controller('admin/data-deletion-requests')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'No admin session' })
@ApiForbiddenResponse({ type: ErrorDto, description: 'A student session' })
export class AdminDataDeletionRequestsController {
  constructor(private readonly requests: DataDeletionRequestsService) {}

  @Get()
  @ApiOperation({
    summary: 'Data deletion requests, newest first',
    description: 'One page at a time (limit default 50, at most 500); the total in X-Total-Count.',
  })
  @ApiOkResponse({
    type: [DataDeletionRequestDto],
    headers: {
      [TOTAL_COUNT_HEADER]: { description: 'Requests over all pages', schema: { type: 'integer' } },
    },
  })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Bad limit or offset' })
  async list(
    @Query() query: DeletionRequestsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DataDeletionRequestDto[]> {
    const { rows, total } = await this.requests.list(query.limit, query.offset);
    void reply.header(TOTAL_COUNT_HEADER, String(total)).header('Cache-Control', 'no-store');
    return rows;
  }
}
