import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ADMIN_ROUTES,
  formatExactAmount,
  orderStatusesBefore,
  orderStatusesFor,
  type OrderStatus,
} from '@redress/domain';
import type Stripe from 'stripe';
import { DataSource, IsNull, QueryFailedError } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../mail/mail.service';
import { OperatorNotice } from '../mail/operator-notice';
import { JobQueue, jobId } from '../queue/queue.types';
import { UsersService } from '../users/users.service';
import { ServiceOrder } from './entities/service-order.entity';
import { StripeEvent } from './entities/stripe-event.entity';
import { orderConfirmationEmail } from './order-confirmation.template';
import { OrderDetailsReader } from './order-details';
import { OrderPaymentListeners } from './order-payment-listeners';
import { paymentReviewEmail } from './payment-review.template';

export const ORDER_CONFIRMATION_JOB = 'payments.order-confirmation';

export interface OrderConfirmationPayload {
  orderId: number;
}

/** One confirmation per order, however often its payment is reported. */
export function orderConfirmationId(orderId: number): string {
  return jobId('order-confirmation', orderId);
}

const DUPLICATE_KEY_CODES = new Set([
  'ER_DUP_ENTRY',
  'SQLITE_CONSTRAINT_PRIMARYKEY',
  'SQLITE_CONSTRAINT_UNIQUE',
]);

function isDuplicateKey(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const code = (error.driverError as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && DUPLICATE_KEY_CODES.has(code);
}

/** How the customer paid, as Stripe reports it (e.g. 'card'), within the column's 50 characters. */
function paymentMethodOf(intent: Stripe.PaymentIntent): string | null {
  const method = intent.payment_method;
  if (method && typeof method === 'object') return method.type.slice(0, 50);
  // Unexpanded, the method is only an id; the type is certain only when just one was allowed.
  const types = intent.payment_method_types ?? [];
  return types.length === 1 ? types[0].slice(0, 50) : null;
}

/**
 * Stripe's webhook events, verified by the controller. Every step is safe to repeat: statuses
 * only move forward through a conditional update, the confirmation is a job with a stable id,
 * and the event is recorded last, under its id as the primary key, so a redelivery after a
 * crash redoes what was missed and a redelivery after success is recognised and skipped.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger('StripeWebhook');
  private readonly inFlight = new Map<string, Promise<{ duplicate: boolean }>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
    private readonly mail: MailService,
    private readonly notice: OperatorNotice,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly listeners: OrderPaymentListeners,
    private readonly users: UsersService,
    private readonly details: OrderDetailsReader,
  ) {}

  private get orders() {
    return this.dataSource.getRepository(ServiceOrder);
  }

  private get events() {
    return this.dataSource.getRepository(StripeEvent);
  }

  /**
   * Handles an event once; `duplicate` when it had been handled before. Events about the same
   * payment are handled one after the other within this process (Stripe retries and parallel
   * deliveries then see each other's record); across processes the steps above keep it safe.
   */
  handle(event: Stripe.Event): Promise<{ duplicate: boolean }> {
    const object = event.data?.object as { id?: unknown } | undefined;
    const key = typeof object?.id === 'string' ? object.id : event.id;
    const previous = this.inFlight.get(key) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(() => this.handleNow(event));
    this.inFlight.set(key, current);
    return current.finally(() => {
      if (this.inFlight.get(key) === current) this.inFlight.delete(key);
    });
  }

  private async handleNow(event: Stripe.Event): Promise<{ duplicate: boolean }> {
    if (await this.events.existsBy({ id: event.id })) return { duplicate: true };

    let intentId: string | null = null;
    let outcome: string;
    switch (event.type) {
      case 'payment_intent.succeeded': {
        const intent = event.data.object;
        intentId = intent.id;
        outcome = await this.succeeded(intent);
        break;
      }
      case 'payment_intent.payment_failed': {
        const intent = event.data.object;
        intentId = intent.id;
        outcome = await this.failed(intent);
        break;
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : null;
        outcome = await this.refunded(charge);
        break;
      }
      default:
        outcome = 'ignored: not an event this service handles';
    }

    try {
      await this.events.insert({
        id: event.id,
        type: event.type.slice(0, 100),
        paymentIntentId: intentId,
        outcome: outcome.slice(0, 255),
        createdAt: this.clock.now(),
      });
    } catch (error) {
      // The same event delivered twice at once: the other delivery recorded it first.
      if (isDuplicateKey(error)) return { duplicate: true };
      throw error;
    }
    this.logger.log(`Stripe event ${event.id} (${event.type}): ${outcome}`);
    return { duplicate: false };
  }

  private async orderOf(intent: Stripe.PaymentIntent): Promise<ServiceOrder | null> {
    const byPayment = await this.orders.findOneBy({ paymentId: intent.id });
    if (byPayment) return byPayment;
    // The intent exists but saving its id on the order was cut short: the metadata names it.
    const orderId = Number(intent.metadata?.orderId);
    if (!Number.isSafeInteger(orderId) || orderId <= 0) return null;
    const order = await this.orders.findOneBy({ id: orderId, paymentId: IsNull() });
    if (!order) return null;
    await this.orders.update({ id: order.id, paymentId: IsNull() }, { paymentId: intent.id });
    return { ...order, paymentId: intent.id };
  }

  private async succeeded(intent: Stripe.PaymentIntent): Promise<string> {
    const order = await this.orderOf(intent);
    if (!order) {
      this.logger.warn(`payment_intent.succeeded for ${intent.id}, which no order knows`);
      return 'ignored: no order for this payment';
    }
    const received = intent.amount_received || intent.amount;
    const currency = String(intent.currency ?? '').toUpperCase();
    if (received !== order.amount || currency !== order.currency) {
      // Never complete an order for a different sum than its price: an operator must look.
      this.logger.error(
        `Payment ${intent.id} of ${received} ${currency} does not match order ${order.id} (${order.amount} ${order.currency}); the order is left ${order.status}`,
      );
      await this.askOperatorToReview(order, intent.id, { amount: received, currency });
      return `ignored: paid ${received} ${currency}, order ${order.id} is ${order.amount} ${order.currency}`;
    }
    const moved = await this.move(order.id, 'completed', paymentMethodOf(intent));
    const current = moved ? 'completed' : await this.statusOf(order.id);
    if (current === 'completed') {
      // Before the mail: what hangs on the order (a held call) is booked, or the delivery fails
      // and Stripe sends the event again.
      await this.listeners.paid(order.id);
      // Stable id: re-queued after a crash, still sent once.
      await this.queue.enqueue<OrderConfirmationPayload>(
        ORDER_CONFIRMATION_JOB,
        { orderId: order.id },
        { jobId: orderConfirmationId(order.id) },
      );
      await this.notice.send({
        id: `order-paid-${order.id}`,
        subject: `Paid order ${order.id}: ${formatExactAmount(order.amount, order.currency)}`,
        lines: [
          `Order ${order.id} (service ${order.serviceId}) is paid: ${formatExactAmount(order.amount, order.currency)}.`,
          'Open it in the Orders tab to start and deliver it.',
        ],
        path: ADMIN_ROUTES.dashboard,
      });
    }
    return moved ? `order ${order.id} completed` : `no change: order ${order.id} is ${current}`;
  }

  /** E-mails ADMIN_NOTIFY_EMAIL, when set; a mail that cannot be queued is only logged. */
  private async askOperatorToReview(
    order: ServiceOrder,
    paymentId: string,
    received: { amount: number; currency: string },
  ): Promise<void> {
    const to = this.config.mail.adminNotifyEmail;
    if (!to) return;
    try {
      const rendered = paymentReviewEmail({
        orderId: order.id,
        orderStatus: order.status,
        paymentId,
        expected: { amount: order.amount, currency: order.currency },
        received,
      });
      await this.mail.send({
        to,
        kind: 'payment-review',
        ...rendered,
        id: `payment-review-${paymentId}-${received.amount}-${received.currency}`,
      });
    } catch (error) {
      this.logger.warn(`Could not queue the payment review e-mail: ${(error as Error).message}`);
    }
  }

  private async failed(intent: Stripe.PaymentIntent): Promise<string> {
    const order = await this.orderOf(intent);
    if (!order) {
      this.logger.warn(`payment_intent.payment_failed for ${intent.id}, which no order knows`);
      return 'ignored: no order for this payment';
    }
    const method = intent.last_payment_error?.payment_method?.type ?? paymentMethodOf(intent);
    const moved = await this.move(order.id, 'failed', method?.slice(0, 50) ?? null);
    const current = moved ? 'failed' : await this.statusOf(order.id);
    // Also when a redelivery finds the order failed already: the first may have stopped here.
    if (current === 'failed') await this.listeners.failed(order.id);
    return moved ? `order ${order.id} failed` : `no change: order ${order.id} is ${current}`;
  }

  /**
   * Moves an order forward in one conditional UPDATE, so two deliveries racing each other (or
   * events arriving out of order) can never move it twice or backwards. True when it moved.
   */
  private async move(orderId: number, to: OrderStatus, paymentMethod: string | null) {
    const result = await this.orders
      .createQueryBuilder()
      .update(ServiceOrder)
      .set({ status: to, updatedAt: this.clock.now(), ...(paymentMethod ? { paymentMethod } : {}) })
      .where('id = :orderId', { orderId })
      .andWhere('status IN (:...from)', { from: orderStatusesBefore(to) })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /**
   * A charge was refunded (from the admin page or Stripe's dashboard): the order takes the total
   * Stripe reports, never less than it already knows, and becomes refunded once all of it is.
   * Both updates are conditional, so a replay or a late event changes nothing.
   */
  private async refunded(charge: Stripe.Charge): Promise<string> {
    const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : null;
    const order = intentId ? await this.orders.findOneBy({ paymentId: intentId }) : null;
    if (!order) return 'ignored: no order for this charge';
    const total = Math.min(charge.amount_refunded, order.amount);
    const raised = await this.orders
      .createQueryBuilder()
      .update(ServiceOrder)
      .set({
        refundedAmount: total,
        version: () => 'version + 1',
        updatedAt: this.clock.now(),
      })
      .where('id = :id AND refundedAmount < :total', { id: order.id, total })
      .execute();
    const full = charge.refunded === true || total >= order.amount;
    const closed = full
      ? await this.orders
          .createQueryBuilder()
          .update(ServiceOrder)
          .set({ status: 'refunded', version: () => 'version + 1', updatedAt: this.clock.now() })
          .where('id = :id', { id: order.id })
          .andWhere('status IN (:...from)', { from: orderStatusesFor('refund') })
          .execute()
      : { affected: 0 };
    if (!raised.affected && !closed.affected)
      return `no change: order ${order.id} already knows ${total} refunded`;
    return `order ${order.id}: ${total} refunded${closed.affected ? ', now refunded' : ''}`;
  }

  private async statusOf(orderId: number): Promise<string> {
    return (await this.orders.findOneBy({ id: orderId }))?.status ?? 'gone';
  }

  /** The confirmation job: sends the e-mail if the order is (still) completed. */
  async sendConfirmation(payload: OrderConfirmationPayload): Promise<'sent' | 'skipped'> {
    const order = await this.details.one(await this.orders.findOneBy({ id: payload.orderId }), {
      service: true,
    });
    if (!order || order.status !== 'completed' || !order.userId) return 'skipped';
    const user = await this.users.findById(order.userId);
    if (!user?.email) return 'skipped';
    const email = orderConfirmationEmail({
      orderId: order.id,
      serviceId: order.serviceId,
      serviceName: order.service?.name ?? `Service ${order.serviceId}`,
      serviceType: order.service?.type ?? '',
      amount: order.amount,
      currency: order.currency,
      dashboardUrl: `${this.config.publicUrl}/dashboard`,
      publicUrl: this.config.publicUrl,
    });
    await this.mail.send({
      ...email,
      id: orderConfirmationId(order.id),
      to: user.email,
      kind: 'order-confirmation',
    });
    return 'sent';
  }
}
