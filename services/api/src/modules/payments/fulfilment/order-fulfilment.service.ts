import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DELIVERY_CONTENT_TYPES,
  ORDER_ACTION_TEXT,
  ORDER_ACTIONS,
  orderActionRefusal,
  orderStatusesFor,
  refundRefusal,
  statusAfter,
  type OrderAction,
} from '@redress/domain';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock';
import { AppConfig } from '../../../config/app-config';
import { AdminAuditService } from '../../admin/audit/admin-audit.service';
import { AdminUser } from '../../admin/entities/admin-user.entity';
import { MailService } from '../../mail/mail.service';
import { ServiceOrder } from '../entities/service-order.entity';
import { DetailedOrder, OrderDetailsReader } from '../order-details';
import {
  DeliveryNotFoundError,
  InvalidOrderActionError,
  OrderActionRefusedError,
  OrderChangedError,
  OrderNotFoundError,
  PaymentProviderError,
  PaymentsNotConfiguredError,
} from '../payments.errors';
import { StripeGateway } from '../stripe-gateway';
import { DeliveryFileStore } from './delivery-file-store';
import { AdminOrderDto } from './dto/order-fulfilment.dto';
import { orderDeliveredEmail } from './order-delivered.template';

/** What a delivery carries: a checked file, or text written in the page. */
export type Delivery =
  | { kind: 'file'; bytes: Buffer; fileName: string; type: 'pdf' | 'docx' }
  | { kind: 'text'; text: string };

export interface ReviewDownload {
  bytes: Buffer;
  fileName: string;
  contentType: string;
}

/**
 * The operator's side of an order: start, deliver, note, refund, cancel. Each action names the
 * version of the order it was decided on; the database applies it in one conditional UPDATE
 * (this version, a status the action allows), so of two operators acting at once exactly one
 * changes the order and the other is told it changed. Every action, refused ones too, is written
 * to the admin audit log.
 */
@Injectable()
export class OrderFulfilmentService {
  private readonly logger = new Logger('OrderFulfilment');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AdminAuditService,
    private readonly stripe: StripeGateway,
    private readonly files: DeliveryFileStore,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly details: OrderDetailsReader,
  ) {}

  private get orders() {
    return this.dataSource.getRepository(ServiceOrder);
  }

  private async load(id: number): Promise<DetailedOrder> {
    const order = await this.details.one(await this.orders.findOneBy({ id }), {
      service: true,
      user: true,
    });
    if (!order) throw new OrderNotFoundError();
    return order;
  }

  async detail(id: number): Promise<AdminOrderDto> {
    return this.view(await this.load(id));
  }

  private view(order: DetailedOrder): AdminOrderDto {
    const actions = ORDER_ACTIONS.filter(
      (action) =>
        orderActionRefusal(order.status, action) === null &&
        (action !== 'refund' ||
          (this.stripe.enabled && order.paymentId && order.refundedAmount < order.amount)),
    );
    return {
      id: order.id,
      userId: order.userId,
      userEmail: order.user?.email ?? null,
      serviceId: order.serviceId,
      serviceName: order.service?.name ?? `Service ${order.serviceId}`,
      serviceType: order.service?.type ?? '',
      status: order.status,
      amount: order.amount,
      currency: order.currency,
      refundedAmount: order.refundedAmount,
      paymentId: order.paymentId,
      caseId: order.analysisDocumentId,
      version: order.version,
      internalNote: order.internalNote,
      delivery: order.deliveredAt
        ? {
            kind: order.deliveryFileKey ? 'file' : 'text',
            fileName: order.deliveryFileName,
            deliveredAt: new Date(order.deliveredAt).toISOString(),
          }
        : null,
      deliveryText: order.deliveryText,
      actions,
      createdAt: new Date(order.createdAt).toISOString(),
      updatedAt: new Date(order.updatedAt).toISOString(),
    };
  }

  /**
   * Checks the order is still as the operator saw it and the action makes sense, then applies
   * `changes` with the version raised, in one conditional UPDATE, with its audit entry in the
   * same transaction. A refusal is audited too, then thrown.
   */
  private async apply(
    admin: AdminUser,
    id: number,
    version: number,
    action: OrderAction,
    changes: (order: ServiceOrder) => Partial<ServiceOrder>,
    detail: string,
    check?: (order: ServiceOrder) => string | null,
  ): Promise<DetailedOrder> {
    const order = await this.load(id);
    const refuse = async (
      error: OrderActionRefusedError | OrderChangedError | InvalidOrderActionError,
    ) => {
      await this.audit.record(admin, {
        action: `order.${action}`,
        detail: `order ${id}: ${detail}`,
        outcome: 'refused',
        message: error.message,
      });
      throw error;
    };
    if (order.version !== version) return refuse(new OrderChangedError());
    const refusal = orderActionRefusal(order.status, action);
    if (refusal) return refuse(new OrderActionRefusedError(refusal));
    const invalid = check?.(order);
    if (invalid) return refuse(new InvalidOrderActionError(invalid));

    const set = changes(order);
    const moved = await this.dataSource.transaction(async (manager: EntityManager) => {
      const result = await manager
        .createQueryBuilder()
        .update(ServiceOrder)
        .set({ ...set, version: version + 1, updatedAt: this.clock.now() })
        .where('id = :id AND version = :version', { id, version })
        .andWhere('status IN (:...from)', { from: orderStatusesFor(action) })
        .execute();
      if ((result.affected ?? 0) === 0) return false;
      await this.audit.record(
        admin,
        { action: `order.${action}`, detail: `order ${id}: ${detail}`, outcome: 'ok' },
        manager,
      );
      return true;
    });
    if (!moved) return refuse(new OrderChangedError());
    return this.load(id);
  }

  async start(admin: AdminUser, id: number, version: number): Promise<AdminOrderDto> {
    const order = await this.apply(
      admin,
      id,
      version,
      'start',
      () => ({
        status: 'in_progress',
      }),
      'marked in progress',
    );
    return this.view(order);
  }

  async cancel(admin: AdminUser, id: number, version: number): Promise<AdminOrderDto> {
    const order = await this.apply(
      admin,
      id,
      version,
      'cancel',
      () => ({
        status: 'cancelled',
      }),
      'cancelled',
    );
    return this.view(order);
  }

  async note(admin: AdminUser, id: number, version: number, note: string): Promise<AdminOrderDto> {
    const text = note.trim() || null;
    const order = await this.apply(
      admin,
      id,
      version,
      'note',
      () => ({ internalNote: text }),
      text ? `note set (${text.length} characters)` : 'note cleared',
    );
    return this.view(order);
  }

  /**
   * Delivers the review: the file is stored first (under a fresh key, so nothing is overwritten),
   * the order changes if it still may, and the student is e-mailed. A refused delivery leaves no
   * file behind.
   */
  async deliver(
    admin: AdminUser,
    id: number,
    version: number,
    delivery: Delivery,
  ): Promise<AdminOrderDto> {
    const key = delivery.kind === 'file' ? await this.files.save(delivery.bytes) : null;
    let order: DetailedOrder;
    try {
      order = await this.apply(
        admin,
        id,
        version,
        'deliver',
        () => ({
          status: 'delivered',
          deliveredAt: this.clock.now(),
          deliveryText: delivery.kind === 'text' ? delivery.text : null,
          deliveryFileKey: key,
          deliveryFileName: delivery.kind === 'file' ? delivery.fileName : null,
          deliveryFileType: delivery.kind === 'file' ? delivery.type : null,
        }),
        delivery.kind === 'file'
          ? `delivered ${delivery.type} file "${delivery.fileName}"`
          : `delivered written review (${delivery.text.length} characters)`,
      );
    } catch (error) {
      if (key) await this.files.remove(key);
      throw error;
    }
    await this.tellStudent(order);
    return this.view(order);
  }

  private async tellStudent(order: DetailedOrder): Promise<void> {
    if (!order.user?.email) return;
    try {
      const email = orderDeliveredEmail({
        orderId: order.id,
        serviceName: order.service?.name ?? 'review',
        dashboardUrl: `${this.config.publicUrl}/dashboard`,
      });
      await this.mail.send({
        ...email,
        id: `order-delivered-${order.id}`,
        to: order.user.email,
        kind: 'order-delivered',
      });
    } catch (error) {
      // The review is delivered and on the dashboard; the e-mail is a courtesy.
      this.logger.warn(
        `Could not queue the delivery e-mail of order ${order.id}: ${(error as Error).message}`,
      );
    }
  }

  /**
   * Refunds `amount` (all that is left when absent) through Stripe. The sum is claimed on the
   * order first, in the conditional UPDATE, so two refunds at once can never both pass; if Stripe
   * then refuses, the claim is given back. The key names the order's version, so an SDK retry is
   * the same refund at Stripe.
   */
  async refund(
    admin: AdminUser,
    id: number,
    version: number,
    amount: number | undefined,
  ): Promise<AdminOrderDto> {
    if (!this.stripe.enabled) throw new PaymentsNotConfiguredError();
    let refunded = 0;
    let statusBefore = '';
    const order = await this.apply(
      admin,
      id,
      version,
      'refund',
      (current) => {
        refunded = amount ?? current.amount - current.refundedAmount;
        statusBefore = current.status;
        return {
          refundedAmount: current.refundedAmount + refunded,
          status: statusAfter(current.status, 'refund', {
            amount: refunded,
            refundedBefore: current.refundedAmount,
            paid: current.amount,
          }),
        };
      },
      amount === undefined ? 'refund of the rest' : `refund of ${amount}`,
      (current) =>
        current.paymentId
          ? refundRefusal(
              amount ?? current.amount - current.refundedAmount,
              current.amount,
              current.refundedAmount,
              current.currency,
            )
          : ORDER_ACTION_TEXT.notPaid,
    );
    try {
      await this.stripe.createRefund({
        paymentIntentId: order.paymentId!,
        amount: refunded,
        metadata: { orderId: String(order.id), adminUserId: String(admin.id) },
        idempotencyKey: `redress-refund-${order.id}-${order.version}`,
      });
    } catch (error) {
      await this.giveBack(order, refunded, statusBefore);
      this.logger.error(`Stripe refused the refund of order ${id}: ${(error as Error).message}`);
      await this.audit.record(admin, {
        action: 'order.refund',
        detail: `order ${id}: refund of ${refunded}`,
        outcome: 'failed',
        message: (error as Error).message,
      });
      throw new PaymentProviderError();
    }
    return this.view(order);
  }

  /** Undoes a refund's claim that Stripe then refused, unless the order has moved on since. */
  private async giveBack(order: ServiceOrder, refunded: number, statusBefore: string) {
    await this.orders
      .createQueryBuilder()
      .update(ServiceOrder)
      .set({
        refundedAmount: () => `refundedAmount - ${Math.trunc(refunded)}`,
        status: statusBefore,
        version: order.version + 1,
        updatedAt: this.clock.now(),
      })
      .where('id = :id AND version = :version', { id: order.id, version: order.version })
      .execute();
  }

  /** The delivered review of the student's own order; not-found for anyone else's. */
  async review(userId: number, orderId: number): Promise<ReviewDownload | { text: string }> {
    const order = await this.orders.findOneBy({ id: orderId, userId });
    if (!order) throw new OrderNotFoundError();
    if (!order.deliveredAt) throw new DeliveryNotFoundError();
    if (order.deliveryFileKey && order.deliveryFileType) {
      const type = order.deliveryFileType as keyof typeof DELIVERY_CONTENT_TYPES;
      return {
        bytes: await this.files.read(order.deliveryFileKey),
        fileName: order.deliveryFileName ?? `review-${order.id}.${type}`,
        contentType: DELIVERY_CONTENT_TYPES[type],
      };
    }
    return { text: order.deliveryText ?? '' };
  }
}
