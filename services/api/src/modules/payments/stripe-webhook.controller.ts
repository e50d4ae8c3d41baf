import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Clock } from '../../common/clock';
import { ErrorDto } from '../../common/error.dto';
import { WebhookAckDto } from './dto/payments.dto';
import { PAYMENT_MESSAGES } from './payments.errors';
import { StripeGateway } from './stripe-gateway';
import { StripeWebhookService } from './stripe-webhook.service';

@ApiTags('payments')
@Controller('stripe/webhook')
export class StripeWebhookController {
  constructor(
    private readonly stripe: StripeGateway,
    private readonly webhooks: StripeWebhookService,
    private readonly clock: Clock,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Stripe webhook (payment_intent.succeeded, payment_intent.payment_failed)',
    description:
      'Called by Stripe, not by the browser. The Stripe-Signature header is checked against the exact body received; each event id is handled once; order statuses only move forward. Slow work (the confirmation e-mail) runs in a job.',
  })
  @ApiHeader({ name: 'stripe-signature', required: true })
  @ApiOkResponse({ type: WebhookAckDto })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: 'Missing, invalid or too old signature (nothing changed)',
  })
  @ApiServiceUnavailableResponse({
    type: ErrorDto,
    description: PAYMENT_MESSAGES.notConfigured,
  })
  async receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookAckDto> {
    const event = this.stripe.verifyEvent(request.rawBody, signature, this.clock.now());
    const { duplicate } = await this.webhooks.handle(event);
    return { received: true, duplicate };
  }
}
