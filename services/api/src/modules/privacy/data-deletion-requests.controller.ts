import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { DELETION_CONFIRM_LINK_TTL_DAYS } from '@redress/domain';
import type { FastifyRequest } from 'fastify';
import { ErrorDto } from '../../common/error.dto';
import { UserGuard } from '../auth/user.guard';
import { DataDeletionRequestsService } from './data-deletion-requests.service';
import {
  ConfirmDataDeletionRequestDto,
  CreateDataDeletionRequestDto,
  DataDeletionConfirmedDto,
  DataDeletionReceivedDto,
} from './dto/privacy.dto';

@ApiTags('privacy')
@Controller('data-deletion-requests')
export class DataDeletionRequestsController {
  constructor(
    private readonly requests: DataDeletionRequestsService,
    private readonly userGuard: UserGuard,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Ask for an account and its data to be deleted (the Data Deletion form)',
    description: `No sign-in needed. Sent while signed in as the form's address, the request is confirmed at once: the address gets an acknowledgement e-mail and ADMIN_NOTIFY_EMAIL, when set, a notification. Sent by anyone else (signed out, or signed in as another address), it is stored unconfirmed and the address gets a single-use confirmation link, valid ${DELETION_CONFIRM_LINK_TTL_DAYS} days (POST /api/data-deletion-requests/confirm); the operator cannot complete it before that. Acknowledged within 48 hours and processed within 30 days once confirmed. Limited per network and per address.`,
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
  async submit(
    @Body() body: CreateDataDeletionRequestDto,
    @Req() request: FastifyRequest,
  ): Promise<DataDeletionReceivedDto> {
    const signedIn = await this.userGuard.userOf(request);
    return this.requests.submit(body, request.ip, signedIn);
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm a data deletion request with the token of its e-mailed link',
    description:
      'No sign-in needed: holding the link shows the address is yours. Confirms the request once (the link is single use), e-mails the acknowledgement and notifies the operator, who can complete it from then on.',
  })
  @ApiBody({ type: ConfirmDataDeletionRequestDto })
  @ApiOkResponse({ type: DataDeletionConfirmedDto, description: 'Confirmed' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'No token sent' })
  @ApiNotFoundResponse({
    type: ErrorDto,
    description: "No request was sent with this token (code 'confirmation-link-unknown')",
  })
  @ApiGoneResponse({
    type: ErrorDto,
    description: "The link has expired; nothing changed (code 'confirmation-link-expired')",
  })
  @ApiConflictResponse({
    type: ErrorDto,
    description:
      "The link was used already (code 'already-confirmed'), or the request is completed (code 'already-completed'); nothing changed",
  })
  @ApiForbiddenResponse({ type: ErrorDto, description: "Sent from another site (code 'csrf')" })
  confirm(@Body() body: ConfirmDataDeletionRequestDto): Promise<DataDeletionConfirmedDto> {
    return this.requests.confirm(body.token);
  }
}
