import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  countryFromAcceptLanguage,
  currencyForCountry,
  normalizeCountryCode,
  type PriceCurrency,
} from '@redress/domain';
import { DataSource, IsNull, MoreThan, Not } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { AnalysisService } from '../analysis/analysis.service';
import { toDto as priced } from '../catalogue/catalogue.service';
import { User } from '../users/entities/user.entity';
import { OrderDto, PaymentIntentDto, UserLocationDto } from './dto/payments.dto';
import { ServiceOrder } from './entities/service-order.entity';
import { Service } from './entities/service.entity';
import {
  FreeServiceError,
  OrderNotFoundError,
  PaymentProviderError,
  PaymentsNotConfiguredError,
  UnknownServiceError,
} from './payments.errors';
import { StripeGateway } from './stripe-gateway';

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

export function orderView(order: ServiceOrder): OrderDto {
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
    private readonly config: AppConfig,
    private readonly clock: Clock,
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
  ): Promise<PaymentIntentDto> {
    if (!this.stripe.enabled) throw new PaymentsNotConfiguredError();
    // A case named must be the student's own; the same 404 as the case's own routes otherwise.
    // null is "not given" (@IsOptional lets it through); as a where value TypeORM throws on it.
    const analysisDocumentId =
      caseId === undefined || caseId === null
        ? null
        : (await this.analysis.findOwned(user.id, caseId)).id;
    const service = await this.dataSource.getRepository(Service).findOneBy({ id: serviceId });
    if (!service) throw new UnknownServiceError();
    const { price: amount, currency } = priced(service, requestedCurrency);
    if (amount <= 0) throw new FreeServiceError();

    const reused = await this.continuePendingCheckout(
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

  /** The user's orders, newest first, with the service's name. */
  async ordersOf(userId: number): Promise<OrderDto[]> {
    const orders = await this.orders.find({
      where: { userId, paymentId: Not(IsNull()) },
      relations: { service: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return orders.map(orderView);
  }

  /** The user's order paid by a PaymentIntent: what /payment-success shows. */
  async orderByPayment(userId: number, paymentIntentId: string): Promise<OrderDto> {
    const order = await this.orders.findOne({
      where: { userId, paymentId: paymentIntentId },
      relations: { service: true },
    });
    if (!order) throw new OrderNotFoundError();
    return orderView(order);
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
