import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const TEST_STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_redress0integration',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_redress0integration',
  STRIPE_WEBHOOK_SECRET: 'whsec_redress0integration0secret',
};

export interface RecordedStripeRequest {
  method: string;
  path: string;
  idempotencyKey?: string;
  authorization?: string;
  /** The form-encoded body, decoded (nested keys as Stripe writes them: metadata[orderId]). */
  params: Record<string, string>;
}

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  payment_method_types: string[];
  livemode: false;
  created: number;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

/**
 * A local stand-in for the part of Stripe's API the service uses (create and retrieve
 * PaymentIntents, refund them), answering like Stripe: form-encoded requests, JSON answers, idempotency keys
 * honoured (the same key gives back the same intent), Stripe's error shape. The real SDK talks
 * to it through STRIPE_API_URL. Every request is recorded for the tests to inspect.
 */
export class StripeStandIn {
  readonly requests: RecordedStripeRequest[] = [];
  readonly intents = new Map<string, StandInIntent>();
  /** Refunds made, by id; what each intent has had refunded in total is `refundedOf`. */
  readonly refunds = new Map<string, StandInRefund>();
  /** The next refund is refused with this Stripe error (then it is cleared). */
  refuseNextRefund: { status: number; message: string } | null = null;
  private readonly refundsByIdempotencyKey = new Map<string, StandInRefund>();
  /** The next intent creation is refused with this Stripe error (then it is cleared). */
  refuseNextCreation: { status: number; message: string } | null = null;
  private readonly byIdempotencyKey = new Map<string, StandInIntent>();
  private server?: Server;
  private counter = 0;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => this.answer(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  refundedOf(intentId: string): number {
    return [...this.refunds.values()]
      .filter((refund) => refund.payment_intent === intentId)
      .reduce((sum, refund) => sum + refund.amount, 0);
  }

  creations(): RecordedStripeRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_x' });
        response.end(JSON.stringify(value));
      };
      const error = (status: number, message: string, code?: string) =>
        json(status, { error: { type: 'invalid_request_error', message, code } });
      const path = (request.url ?? '').split('?')[0];
      const params = Object.fromEntries(new URLSearchParams(body));
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      this.requests.push({
        method: request.method ?? '',
        path,
        idempotencyKey: header('idempotency-key'),
        authorization: header('authorization'),
        params,
      });
      if (header('authorization') !== `Bearer ${TEST_STRIPE_KEYS.STRIPE_SECRET_KEY}`)
        return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });

      if (request.method === 'POST' && path === '/v1/payment_intents') {
        const key = header('idempotency-key');
        const earlier = key ? this.byIdempotencyKey.get(key) : undefined;
        if (earlier) return json(200, earlier);
        if (this.refuseNextCreation) {
          const { status, message } = this.refuseNextCreation;
          this.refuseNextCreation = null;
          return error(status, message);
        }
        const amount = Number(params.amount);
        if (!Number.isInteger(amount) || amount < 1) return error(400, 'Invalid integer: amount');
        this.counter += 1;
        const id = `pi_standin${this.counter}${randomBytes(4).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [name, value] of Object.entries(params)) {
          const match = /^metadata\[(.+)\]$/.exec(name);
          if (match) metadata[match[1]] = value;
        }
        const intent: StandInIntent = {
          id,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency: params.currency,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          description: params.description ?? null,
          metadata,
          payment_method: null,
          payment_method_types: ['card'],
          livemode: false,
          created: Math.floor(Date.now() / 1000),
        };
        this.intents.set(id, intent);
        if (key) this.byIdempotencyKey.set(key, intent);
        return json(200, intent);
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const key = header('idempotency-key');
        const earlier = key ? this.refundsByIdempotencyKey.get(key) : undefined;
        if (earlier) return json(200, earlier);
        if (this.refuseNextRefund) {
          const { status, message } = this.refuseNextRefund;
          this.refuseNextRefund = null;
          return error(status, message);
        }
        const intent = this.intents.get(params.payment_intent);
        if (!intent)
          return error(
            404,
            `No such payment_intent: '${params.payment_intent}'`,
            'resource_missing',
          );
        const left = intent.amount - this.refundedOf(intent.id);
        const amount = params.amount === undefined ? left : Number(params.amount);
        if (!Number.isInteger(amount) || amount < 1 || amount > left)
          return error(
            400,
            `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
            'amount_too_large',
          );
        const refund: StandInRefund = {
          id: `re_standin${randomBytes(6).toString('hex')}`,
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          charge: `ch_${intent.id.slice(3)}`,
          status: 'succeeded',
          metadata: Object.fromEntries(
            Object.entries(params)
              .map(([name, value]) => [/^metadata\[(.+)\]$/.exec(name)?.[1], value])
              .filter(([name]) => name),
          ),
          created: Math.floor(Date.now() / 1000),
        };
        this.refunds.set(refund.id, refund);
        if (key) this.refundsByIdempotencyKey.set(key, refund);
        return json(200, refund);
      }
      const retrieve = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/.exec(path);
      if (request.method === 'GET' && retrieve) {
        const intent = this.intents.get(retrieve[1]);
        if (!intent)
          return error(404, `No such payment_intent: '${retrieve[1]}'`, 'resource_missing');
        return json(200, intent);
      }
      error(404, `Unrecognized request URL (${request.method}: ${path})`);
    });
  }
}

/** The events Stripe would send about an intent, as JSON text (the bytes that get signed). */
export function paymentIntentEvent(
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
  intent: Pick<StandInIntent, 'id' | 'amount' | 'currency' | 'metadata'> &
    Partial<StandInIntent> & { last_payment_error?: unknown },
  eventId = `evt_${randomBytes(8).toString('hex')}`,
): string {
  const succeeded = type === 'payment_intent.succeeded';
  return JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        object: 'payment_intent',
        payment_method_types: ['card'],
        payment_method: 'pm_standin',
        client_secret: `${intent.id}_secret_x`,
        status: succeeded ? 'succeeded' : 'requires_payment_method',
        amount_received: succeeded ? intent.amount : 0,
        ...(succeeded
          ? {}
          : {
              last_payment_error: {
                type: 'card_error',
                code: 'card_declined',
                message: 'Your card was declined.',
                payment_method: { id: 'pm_standin', object: 'payment_method', type: 'card' },
              },
            }),
        ...intent,
      },
    },
  });
}

/** A Stripe-Signature header for `payload`, made the way Stripe makes it. */
export function signWebhook(
  payload: string,
  options: { secret?: string; timestamp?: number } = {},
): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? TEST_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
}

/** The charge.refunded event Stripe sends once `refunded` of an intent's charge is refunded. */
export function chargeRefundedEvent(
  intent: Pick<StandInIntent, 'id' | 'amount' | 'currency'>,
  refunded: number,
  eventId = `evt_${randomBytes(8).toString('hex')}`,
): string {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'charge.refunded',
    data: {
      object: {
        id: `ch_${intent.id.slice(3)}`,
        object: 'charge',
        amount: intent.amount,
        amount_captured: intent.amount,
        amount_refunded: refunded,
        currency: intent.currency,
        paid: true,
        payment_intent: intent.id,
        refunded: refunded >= intent.amount,
        status: 'succeeded',
      },
    },
  });
}
