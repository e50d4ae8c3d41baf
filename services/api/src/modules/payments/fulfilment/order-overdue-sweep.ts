import {
  ADMIN_ROUTES,
  AWAITING_DELIVERY_STATUSES,
  DELIVERY_PROMISE_WORKING_DAYS,
  isDeliveryOverdue,
  overdueOrderNotice,
} from '@redress/domain';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, LessThan } from 'typeorm';
import { Clock } from '../../../common/clock';
import { AppConfig } from '../../../config/app-config';
import { CatalogueService } from '../../catalogue/catalogue.service';
import { OperatorNotice } from '../../mail/operator-notice';
import { ServiceOrder } from '../entities/service-order.entity';
import { JobQueue, RUNS_PROCESSORS } from '../../queue/queue.types';
import { OrderDetailsReader } from '../order-details';

export const ORDER_OVERDUE_SWEEP_JOB = 'orders.overdue-sweep';

/** Orders looked at per run; the rest wait for the next run. */
const BATCH = 200;
/** No promise is shorter than this (3 working days): younger orders cannot be late yet. */
const SHORTEST_PROMISE_MS = 3 * 24 * 3600_000;

/**
 * Tells ADMIN_NOTIFY_EMAIL of each paid order still undelivered past the day its service
 * promised, once per order. A repeating queue job runs the sweep in the processes that run
 * jobs (the workers with Redis, the API itself without), so it survives restarts and runs
 * once per interval however many workers there are. The order records the notice
 * (`overdueNoticeAt`), claimed by a conditional update before the e-mail is queued: two sweeps
 * at once send one e-mail, and a notice that cannot be queued is released for the next run.
 */
@Injectable()
export class OrderOverdueSweep implements OnApplicationBootstrap {
  private readonly logger = new Logger('OrderOverdueSweep');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
    private readonly notice: OperatorNotice,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    @Inject(RUNS_PROCESSORS) private readonly runsProcessors: boolean,
    private readonly catalogue: CatalogueService,
    private readonly details: OrderDetailsReader,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Without ADMIN_NOTIFY_EMAIL there is nobody to tell: no sweep (a schedule left in Redis from
    // a run with the address finds nothing to do).
    if (!this.runsProcessors || !this.notice.enabled) return;
    try {
      await this.queue.repeat(ORDER_OVERDUE_SWEEP_JOB, {}, this.config.orderOverdueSweepMs);
    } catch (error) {
      // Redis away at start: the worker's next start schedules it (the schedule itself persists).
      this.logger.warn(`Could not schedule the overdue-order sweep: ${(error as Error).message}`);
    }
  }

  /** The processor. Safe to run twice, and at once in two workers. */
  async sweep(): Promise<{ notified: number[] }> {
    // Nothing is recorded without the address: once it is set, the operator hears of every late order.
    if (!this.notice.enabled) return { notified: [] };
    const now = this.clock.now();
    // The services that promise a delivery day, as the catalogue has them.
    const promising = await this.catalogue.idsOfTypes(Object.keys(DELIVERY_PROMISE_WORKING_DAYS));
    if (promising.length === 0) return { notified: [] };
    const orders = this.dataSource.getRepository(ServiceOrder);
    const candidates = await this.details.of(
      await orders.find({
        where: {
          status: In([...AWAITING_DELIVERY_STATUSES]),
          overdueNoticeAt: IsNull(),
          createdAt: LessThan(new Date(now.getTime() - SHORTEST_PROMISE_MS)),
          serviceId: In(promising),
        },
        order: { createdAt: 'ASC', id: 'ASC' },
        take: BATCH,
      }),
      { service: true },
    );
    const notified: number[] = [];
    for (const order of candidates) {
      const facts = {
        id: order.id,
        status: order.status,
        createdAt: order.createdAt.toISOString(),
        serviceType: order.service?.type ?? '',
        serviceName: order.service?.name ?? 'Service',
      };
      if (!isDeliveryOverdue(facts, now)) continue;
      if (!(await this.claim(order.id, now))) continue;
      try {
        await this.notice.queue({
          id: `order-overdue-${order.id}`,
          ...overdueOrderNotice(facts, now),
          path: ADMIN_ROUTES.dashboard,
        });
        notified.push(order.id);
      } catch (error) {
        this.logger.warn(
          `Could not queue the overdue notice of order ${order.id}: ${(error as Error).message}`,
        );
        await this.release(order.id);
      }
    }
    if (notified.length) this.logger.log(`Overdue orders reported: ${notified.join(', ')}`);
    return { notified };
  }

  /** Marks the notice as sent unless another sweep did; leaves updatedAt (no operator change). */
  private async claim(id: number, now: Date): Promise<boolean> {
    const { affected } = await this.dataSource
      .createQueryBuilder()
      .update(ServiceOrder)
      .set({ overdueNoticeAt: now, updatedAt: () => this.column('updatedAt') })
      .where('id = :id AND overdueNoticeAt IS NULL', { id })
      .execute();
    return affected === 1;
  }

  private async release(id: number): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(ServiceOrder)
      .set({ overdueNoticeAt: null, updatedAt: () => this.column('updatedAt') })
      .where('id = :id', { id })
      .execute();
  }

  private column(name: string): string {
    return this.dataSource.driver.escape(name);
  }
}
