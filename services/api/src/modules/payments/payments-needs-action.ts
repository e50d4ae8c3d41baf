import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AWAITING_DELIVERY_STATUSES } from '@redress/domain';
import { In, Repository } from 'typeorm';
import {
  NeedsActionSections,
  NeedsActionSource,
  ReportsNeedsAction,
  daysSince,
} from '../admin/needs-action/needs-action-source';
import { ServiceOrder } from './entities/service-order.entity';
import { OrderDetailsReader } from './order-details';

/** The operator's orders to deliver: paid and not yet delivered, oldest first. */
@ReportsNeedsAction()
@Injectable()
export class PaymentsNeedsAction implements NeedsActionSource<'orders'> {
  readonly sections = ['orders'] as const;

  constructor(
    @InjectRepository(ServiceOrder) private readonly orders: Repository<ServiceOrder>,
    private readonly details: OrderDetailsReader,
  ) {}

  async needsAction(now: Date): Promise<Pick<NeedsActionSections, 'orders'>> {
    const orders = await this.details.of(
      await this.orders.find({
        where: { status: In([...AWAITING_DELIVERY_STATUSES]) },
        order: { createdAt: 'ASC', id: 'ASC' },
      }),
      { user: true, service: true },
    );
    return {
      orders: orders.map((order) => ({
        id: order.id,
        studentEmail: order.user?.email ?? null,
        serviceName: order.service?.name ?? null,
        status: order.status,
        orderedAt: order.createdAt.toISOString(),
        daysWaiting: daysSince(order.createdAt, now),
      })),
    };
  }
}
