import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AWAITING_DELIVERY_STATUSES,
  AWAITING_PAYMENT_STATUS,
  BOOKING_MESSAGES,
  BOOKING_PAYMENT_TEXT,
  countryFromAcceptLanguage,
  currencyForCountry,
  isBookingPayable,
  normalizeCountryCode,
  type PriceCurrency,
} from '@redress/domain';
import { DataSource, EntityManager, In, IsNull, MoreThan, Not } from 'typeorm';
import { Clock } from '../../common/clock';
import { distinctIds } from '../../common/ids';
import { AppConfig } from '../../config/app-config';
import { AnalysisService } from '../analysis/analysis.service';
import { CatalogueService, toDto as priced } from '../catalogue/catalogue.service';
import { User } from '../users/entities/user.entity';
import { OrderDto, PaymentIntentDto, UserLocationDto } from './dto/payments.dto';
import { ServiceOrder } from './entities/service-order.entity';
import {
  BookingNotPayableError,
  FreeServiceError,
  OrderNotFoundError,
  PaymentProviderError,
  PaymentsNotConfiguredError,
  UnknownServiceError,
} from './payments.errors';
import { DetailedOrder, OrderDetailsReader } from './order-details';
import { StripeGateway } from './stripe-gateway';
import { OrderBookings, type CallPaid, type CallToPay } from './order-bookings';

/** A paid order, named with the version an operator's action on it is decided on. */
export interface PaidOrder {
  id: number;
  version: number;
}

/** An order placed for a case, as the case file shows it. */
export interface CaseOrder {
  /** Null once the service is gone. */
  serviceName: string | null;
  status: string;
  createdAt: Date;
}

/** Intent states in which the customer can still pay: such an intent is offered again. */
const PAYABLE_INTENT_STATES = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

/** How long an unpaid checkout is taken up again instead of starting a new order. */
const REUSE_PENDING_MS = 24 * 3600_000;

/**
 * The key Stripe deduplicates intent creation by. It names the order (and its creation time,
 * so a rebuilt database reusing an id can never collide with an older order's key).
 */
export function idempotencyKeyOf(order: Pick<ServiceOrder, 'id' | 'createdAt'>): string {
  return `redress-order-${order.id}-${new Date(order.createdAt).getTime()}`;
}

export function orderView(order: DetailedOrder, booking: CallPaid | null = null): OrderDto {
  return {
    id: order.id,
    serviceId: order.serviceId,
    serviceName: order.service?.name ?? `Service ${order.serviceId}`,
    serviceType: order.service?.type ?? '',
    status: order.status,
    amount: order.amount,
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    paymentId: order.paymentId,
    caseId: order.analysisDocumentId ?? null,
    createdAt: new Date(order.createdAt).toISOString(),
    refundedAmount: order.refundedAmount ?? 0,
    deliveredAt: order.deliveredAt ? new Date(order.deliveredAt).toISOString() : null,
    deliveryFileName: order.deliveredAt ? order.deliveryFileName : null,
    booking: booking
      ? {
          id: booking.id,
          appointmentDate: new Date(booking.appointmentDate).toISOString(),
          status: booking.status,
        }
      : null,
  };
}

/** Checkout (orders and their PaymentIntents), the user's orders, and the visitor's currency. */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stripe: StripeGateway,
    private readonly analysis: AnalysisService,
    private readonly catalogue: CatalogueService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly calls: OrderBookings,
    private readonly details: OrderDetailsReader,
  ) {}

  private get orders() {
    return this.dataSource.getRepository(ServiceOrder);
  }

  /**
   * Starts paying for a service. The amount is always the catalogue's price of the service in
   * the chosen currency, whatever the client believes it is. An unpaid checkout of the same
   * service, price and currency from the last day is continued rather than duplicated.
   */
  async startCheckout(
    user: User,
    serviceId: number,
    requestedCurrency: PriceCurrency,
    caseId?: number | null,
    bookingId?: number | null,
  ): Promise<PaymentIntentDto> {
    if (!this.stripe.enabled) throw new PaymentsNotConfiguredError();
    // null is "not given" (@IsOptional lets it through), as for caseId below.
    const booking =
      bookingId === undefined || bookingId === null
        ? null
        : await this.payableBooking(user.id, bookingId, serviceId);
    if (booking && (caseId === undefined || caseId === null)) caseId = booking.caseId;
    // A case named must be the student's own; the same 404 as the case's own routes otherwise.
    // null is "not given" (@IsOptional lets it through); as a where value TypeORM throws on it.
    const analysisDocumentId =
      caseId === undefined || caseId === null
        ? null
        : (await this.analysis.findOwned(user.id, caseId)).id;
    const service = await this.catalogue.find(serviceId);
    if (!service) throw new UnknownServiceError();
    const { price: amount, currency } = priced(service, requestedCurrency);
    if (amount <= 0) throw new FreeServiceError();

    // A booking is paid by its own order: another pending order of the service is never taken up.
    const reused = booking
      ? await this.continueBookingCheckout(booking, amount, currency)
      : await this.continuePendingCheckout(
          user.id,
          serviceId,
          amount,
          currency,
          analysisDocumentId,
        );
    if (reused) return reused;

    const order = await this.orders.save(
      this.orders.create({
        userId: user.id,
        serviceId,
        analysisDocumentId,
        status: 'pending',
        amount,
        currency,
        paymentMethod: null,
        paymentId: null,
        createdAt: this.clock.now(),
        updatedAt: this.clock.now(),
      }),
    );
    let intent;
    try {
      intent = await this.stripe.createPaymentIntent({
        amount,
        currency,
        description: `Redress: ${service.name}`,
        metadata: {
          orderId: String(order.id),
          userId: String(user.id),
          serviceId: String(serviceId),
          ...(booking ? { bookingId: String(booking.id) } : {}),
        },
        idempotencyKey: idempotencyKeyOf(order),
      });
    } catch (error) {
      // Nothing was charged: the order never existed for the customer.
      await this.orders.delete({ id: order.id });
      this.logger.error(
        `Stripe refused or failed the PaymentIntent of order ${order.id}: ${(error as Error).message}`,
      );
      throw new PaymentProviderError();
    }
    await this.orders.update({ id: order.id }, { paymentId: intent.id });
    if (booking) await this.calls.payWith(booking.id, order.id);
    if (!intent.client_secret) throw new PaymentProviderError();
    return { clientSecret: intent.client_secret, orderId: order.id, amount, currency };
  }

  private async continuePendingCheckout(
    userId: number,
    serviceId: number,
    amount: number,
    currency: string,
    analysisDocumentId: number | null,
  ): Promise<PaymentIntentDto | null> {
    const pending = await this.orders.findOne({
      where: {
        userId,
        serviceId,
        analysisDocumentId: analysisDocumentId ?? IsNull(),
        amount,
        currency,
        status: 'pending',
        paymentId: Not(IsNull()),
        createdAt: MoreThan(new Date(this.clock.now().getTime() - REUSE_PENDING_MS)),
      },
      order: { id: 'DESC' },
    });
    return this.resume(pending, amount, currency);
  }

  /** The booking's own pending order, taken up again while its intent can still be paid. */
  private async continueBookingCheckout(
    booking: CallToPay,
    amount: number,
    currency: string,
  ): Promise<PaymentIntentDto | null> {
    if (!booking.orderId) return null;
    const pending = await this.orders.findOneBy({ id: booking.orderId, status: 'pending' });
    return this.resume(pending, amount, currency);
  }

  private async resume(
    pending: ServiceOrder | null,
    amount: number,
    currency: string,
  ): Promise<PaymentIntentDto | null> {
    if (!pending?.paymentId) return null;
    try {
      const intent = await this.stripe.retrievePaymentIntent(pending.paymentId);
      const payable =
        PAYABLE_INTENT_STATES.has(intent.status) &&
        intent.amount === amount &&
        intent.currency.toUpperCase() === currency &&
        Boolean(intent.client_secret);
      if (!payable) return null;
      return { clientSecret: intent.client_secret!, orderId: pending.id, amount, currency };
    } catch (error) {
      this.logger.warn(
        `Could not take up order ${pending.id} again (${(error as Error).message}); starting a new one`,
      );
      return null;
    }
  }

  /**
   * The user's booking that checkout is to pay: of this service, held and not yet released, or
   * booked to be paid later and still unpaid.
   */
  private async payableBooking(
    userId: number,
    bookingId: number,
    serviceId: number,
  ): Promise<CallToPay> {
    const booking = await this.calls.callToPay(userId, bookingId);
    if (!booking) throw new BookingNotPayableError(404, BOOKING_MESSAGES.notFound, 'not-found');
    if (booking.serviceId !== serviceId)
      throw new BookingNotPayableError(400, BOOKING_MESSAGES.service, 'invalid-booking');
    const { payment } = booking;
    if (payment === 'paid')
      throw new BookingNotPayableError(409, BOOKING_PAYMENT_TEXT.alreadyPaid, 'already-paid');
    const lapsed =
      payment === 'lapsed' ||
      (booking.status === AWAITING_PAYMENT_STATUS &&
        (!booking.holdExpiresAt || booking.holdExpiresAt <= this.clock.now()));
    if (lapsed)
      throw new BookingNotPayableError(409, BOOKING_PAYMENT_TEXT.holdExpired, 'hold-expired');
    if (!isBookingPayable({ status: booking.status, payment }))
      throw new BookingNotPayableError(409, BOOKING_PAYMENT_TEXT.notPayable, 'not-payable');
    return booking;
  }

  /**
   * The statuses of these orders, by id: one read for a whole list of rows that name orders
   * (empty ids are skipped; an order that is gone is absent).
   */
  async statusesOf(orderIds: Iterable<number | null | undefined>): Promise<Map<number, string>> {
    const wanted = distinctIds(orderIds);
    if (wanted.length === 0) return new Map();
    const orders = await this.orders.find({
      select: { id: true, status: true },
      where: { id: In(wanted) },
    });
    return new Map(orders.map((order) => [order.id, order.status]));
  }

  /** The order, when it is paid and neither delivered nor wholly refunded. */
  async paidOrder(orderId: number): Promise<PaidOrder | null> {
    const order = await this.orders.findOneBy({
      id: orderId,
      status: In([...AWAITING_DELIVERY_STATUSES]),
    });
    return order ? { id: order.id, version: order.version } : null;
  }

  /**
   * The user's paid orders of a service that await delivery, oldest first; in `manager`'s
   * transaction when one is given.
   */
  async paidOrderIdsOf(
    userId: number,
    serviceId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number[]> {
    const paid = await manager.find(ServiceOrder, {
      select: { id: true },
      where: { userId, serviceId, status: In([...AWAITING_DELIVERY_STATUSES]) },
      order: { id: 'ASC' },
    });
    return paid.map((order) => order.id);
  }

  /** The user's orders placed for a case, oldest first, for the case's timeline. */
  async ordersOfCase(userId: number, caseId: number): Promise<CaseOrder[]> {
    const orders = await this.details.of(
      await this.orders.find({
        where: { analysisDocumentId: caseId, userId },
        order: { id: 'ASC' },
      }),
      { service: true },
    );
    return orders.map((order) => ({
      serviceName: order.service?.name ?? null,
      status: order.status,
      createdAt: order.createdAt,
    }));
  }

  /** The user's orders, newest first, with the service's name. */
  async ordersOf(userId: number): Promise<OrderDto[]> {
    const orders = await this.details.of(
      await this.orders.find({
        where: { userId, paymentId: Not(IsNull()) },
        order: { createdAt: 'DESC', id: 'DESC' },
      }),
      { service: true },
    );
    const calls = await this.calls.callsPaidBy(orders.map((order) => order.id));
    return orders.map((order) => orderView(order, calls.get(order.id) ?? null));
  }

  /** The user's order paid by a PaymentIntent: what /payment-success shows. */
  async orderByPayment(userId: number, paymentIntentId: string): Promise<OrderDto> {
    const order = await this.details.one(
      await this.orders.findOneBy({ userId, paymentId: paymentIntentId }),
      { service: true },
    );
    if (!order) throw new OrderNotFoundError();
    return orderView(order, (await this.calls.callsPaidBy([order.id])).get(order.id) ?? null);
  }

  /**
   * The visitor's country and currency: from the trusted country header when one is configured
   * and present, else from the Accept-Language region; USD when neither names a country.
   */
  location(headers: Record<string, string | string[] | undefined>): UserLocationDto {
    const first = (value: string | string[] | undefined) =>
      Array.isArray(value) ? value[0] : value;
    const header = this.config.payments.countryHeader;
    const country =
      (header ? normalizeCountryCode(first(headers[header])) : null) ??
      countryFromAcceptLanguage(first(headers['accept-language']));
    return { country, currency: currencyForCountry(country) };
  }
}
