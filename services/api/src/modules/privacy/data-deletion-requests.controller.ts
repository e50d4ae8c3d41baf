import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorDto } from '../../common/error.dto';
import { DataDeletionRequestsService } from './data-deletion-requests.service';
import { CreateDataDeletionRequestDto, DataDeletionReceivedDto } from './dto/privacy.dto';

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
