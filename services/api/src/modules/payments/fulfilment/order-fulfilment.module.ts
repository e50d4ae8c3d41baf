import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../../admin/admin.module';
import { AuthModule } from '../../auth/auth.module';
import { CatalogueModule } from '../../catalogue/catalogue.module';
import { MailModule } from '../../mail/mail.module';
import { ServiceOrder } from '../entities/service-order.entity';
import { PaymentsModule } from '../payments.module';
import { JobHandlers } from '../../queue/job-handlers';
import { AdminOrdersController } from './admin-orders.controller';
import { DeliveryFileStore } from './delivery-file-store';
import { OrderFulfilmentService } from './order-fulfilment.service';
import { ORDER_OVERDUE_SWEEP_JOB, OrderOverdueSweep } from './order-overdue-sweep';
import { OrderReviewController } from './order-review.controller';

/**
 * What happens to an order once it is paid: the operator starts, delivers, notes, refunds or
 * cancels it under /api/admin/orders, and the student downloads what was delivered; the
 * operator hears of an order still undelivered past the day its service promised.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ServiceOrder]),
    AuthModule,
    AdminModule,
    CatalogueModule,
    MailModule,
    PaymentsModule,
  ],
  controllers: [AdminOrdersController, OrderReviewController],
  providers: [OrderFulfilmentService, DeliveryFileStore, OrderOverdueSweep],
  exports: [OrderFulfilmentService],
})
export class OrderFulfilmentModule implements OnModuleInit {
  constructor(
    private readonly handlers: JobHandlers,
    private readonly overdue: OrderOverdueSweep,
  ) {}

  onModuleInit(): void {
    this.handlers.register(ORDER_OVERDUE_SWEEP_JOB, async () => {
      await this.overdue.sweep();
    });
  }
}
