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

/** The operator's orders to deliver: paid and not yet delivered, oldest first. */
@ReportsNeedsAction()
@Injectable()
export class PaymentsNeedsAction implements NeedsActionSource<'orders'> {
  readonly sections = ['orders'] as const;

  constructor(@InjectRepository(ServiceOrder) private readonly orders: Repository<ServiceOrder>) {}

  async needsAction(now: Date): Promise<Pick<NeedsActionSections, 'orders'>> {
    const orders = await this.orders.find({
      where: { status: In([...AWAITING_DELIVERY_STATUSES]) },
      relations: { user: true, service: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
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
