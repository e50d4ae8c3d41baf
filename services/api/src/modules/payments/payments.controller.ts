import { Body, Controller, Get, Header, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { DEFAULT_CURRENCY } from '@redress/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorDto } from '../../common/error.dto';
import { CurrentUser, UserGuard } from '../auth/user.guard';
import { User } from '../users/entities/user.entity';
import { AppConfig } from '../../config/app-config';
import {
  CreatePaymentIntentDto,
  PaymentIntentDto,
  PaymentsConfigDto,
  UserLocationDto,
} from './dto/payments.dto';
import { ForeignPaymentUserError, PAYMENT_MESSAGES } from './payments.errors';
import { PaymentsService } from './payments.service';
import { StripeGateway } from './stripe-gateway';

@ApiTags('payments')
@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly stripe: StripeGateway,
    private readonly config: AppConfig,
  ) {}

  @Get('payments/config')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: 'Whether card payments are on, and the Stripe publishable key the browser uses',
  })
  @ApiOkResponse({ type: PaymentsConfigDto })
  paymentsConfig(): PaymentsConfigDto {
    return this.stripe.enabled
      ? { enabled: true, publishableKey: this.stripe.publishableKey }
      : { enabled: false, publishableKey: null, message: PAYMENT_MESSAGES.notConfigured };
  }

  @Get('user-location')
  @ApiOperation({
    summary: "The visitor's country and the currency the catalogue is shown in",
    description:
      'From the trusted country header (LOCATION_COUNTRY_HEADER) when configured, else the Accept-Language region; USD when neither names a country.',
  })
  @ApiOkResponse({ type: UserLocationDto })
  userLocation(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): UserLocationDto {
    // Personal to the request: browsers may keep it 5 minutes, shared caches never.
    const varies = ['Accept-Language', this.config.payments.countryHeader].filter(Boolean);
    void reply.header('cache-control', 'private, max-age=300').header('vary', varies.join(', '));
    return this.payments.location(request.headers);
  }

  @Post('create-payment-intent')
  @HttpCode(200)
  @UseGuards(UserGuard)
  @ApiCookieAuth()
  @ApiOperation({
    summary: 'Start paying for a service: a pending order and its Stripe PaymentIntent',
    description:
      'Charges the catalogue price of serviceId in the chosen currency; an `amount` sent by the client is ignored. An unpaid checkout of the same service and price from the last day is continued (same order and intent). With bookingId, the order pays for that booking (its own pending order is continued): once the payment is confirmed the held call is booked.',
  })
  @ApiBody({ type: CreatePaymentIntentDto })
  @ApiOkResponse({ type: PaymentIntentDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid input, or a free service' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'userId is not the signed-in user' })
  @ApiNotFoundResponse({
    type: ErrorDto,
    description: 'No such service, or no such booking of yours',
  })
  @ApiConflictResponse({
    type: ErrorDto,
    description:
      "The booking is paid already (code 'already-paid'), its held time was released (code 'hold-expired'), or it is cancelled or over (code 'not-payable')",
  })
  @ApiBadGatewayResponse({ type: ErrorDto, description: 'Stripe refused or could not be reached' })
  @ApiServiceUnavailableResponse({
    type: ErrorDto,
    description: PAYMENT_MESSAGES.notConfigured,
  })
  createPaymentIntent(
    @CurrentUser() user: User,
    @Body() body: CreatePaymentIntentDto,
  ): Promise<PaymentIntentDto> {
    if (body.userId !== undefined && body.userId !== user.id) throw new ForeignPaymentUserError();
    return this.payments.startCheckout(
      user,
      body.serviceId,
      body.currency ?? DEFAULT_CURRENCY,
      body.caseId,
      body.bookingId,
    );
  }
}
