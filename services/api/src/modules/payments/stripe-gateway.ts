import { Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { AppConfig, StripeConfig } from '../../config/app-config';
import {
  InvalidWebhookSignatureError,
  MalformedWebhookEventError,
  PaymentsNotConfiguredError,
} from './payments.errors';
import { isHandleableEvent } from './stripe-event-shape';

/** How old a signed webhook may be, in seconds (Stripe's own default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface NewPaymentIntent {
  amount: number;
  /** ISO code; sent to Stripe in lower case. */
  currency: string;
  description: string;
  metadata: Record<string, string>;
  /** The same key always yields the same intent at Stripe, so a retried call never charges twice. */
  idempotencyKey: string;
}

/**
 * The one place that talks to Stripe, through the official SDK. Built from the configuration:
 * without keys every call answers PaymentsNotConfiguredError (503) and nothing else changes.
 */
@Injectable()
export class StripeGateway {
  private readonly settings: StripeConfig | null;
  private readonly client: Stripe | null;

  constructor(config: AppConfig) {
    this.settings = config.payments.stripe;
    this.client = this.settings
      ? new Stripe(this.settings.secretKey, {
          host: this.settings.api.host,
          port: this.settings.api.port,
          protocol: this.settings.api.protocol,
          // Network failures are retried by the SDK with the same idempotency key.
          maxNetworkRetries: 2,
          timeout: 20_000,
          telemetry: false,
          appInfo: { name: 'Redress' },
        })
      : null;
  }

  get enabled(): boolean {
    return this.client !== null;
  }

  get publishableKey(): string | null {
    return this.settings?.publishableKey ?? null;
  }

  private stripe(): Stripe {
    if (!this.client) throw new PaymentsNotConfiguredError();
    return this.client;
  }

  createPaymentIntent(intent: NewPaymentIntent): Promise<Stripe.PaymentIntent> {
    return this.stripe().paymentIntents.create(
      {
        amount: intent.amount,
        currency: intent.currency.toLowerCase(),
        description: intent.description,
        metadata: intent.metadata,
        automatic_payment_methods: { enabled: true },
      },
      { idempotencyKey: intent.idempotencyKey },
    );
  }

  /**
   * Refunds `amount` (minor units) of what a PaymentIntent charged. The key makes a retried call
   * the same refund at Stripe, never a second one.
   */
  createRefund(refund: {
    paymentIntentId: string;
    amount: number;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<Stripe.Refund> {
    return this.stripe().refunds.create(
      { payment_intent: refund.paymentIntentId, amount: refund.amount, metadata: refund.metadata },
      { idempotencyKey: refund.idempotencyKey },
    );
  }

  retrievePaymentIntent(id: string): Promise<Stripe.PaymentIntent> {
    return this.stripe().paymentIntents.retrieve(id);
  }

  /**
   * The event a webhook call carries, once its Stripe-Signature is verified against the exact
   * bytes received: signed with our secret, within the tolerance of `now`. Anything else is an
   * InvalidWebhookSignatureError (400), and nothing is read from the body. A signed body that is
   * not an event of Stripe's shape is a MalformedWebhookEventError (400).
   */
  verifyEvent(rawBody: Buffer | undefined, signature: unknown, now: Date): Stripe.Event {
    const stripe = this.stripe();
    if (!rawBody || typeof signature !== 'string' || !signature)
      throw new InvalidWebhookSignatureError();
    let event: unknown;
    try {
      event = stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.settings!.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        // Milliseconds: the SDK divides by 1000 itself.
        now.getTime(),
      );
    } catch {
      throw new InvalidWebhookSignatureError();
    }
    if (!isHandleableEvent(event)) throw new MalformedWebhookEventError();
    return event;
  }
}
