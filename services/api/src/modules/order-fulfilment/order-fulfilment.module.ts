import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { ServiceOrder } from '../payments/entities/service-order.entity';
import { PaymentsModule } from '../payments/payments.module';
import { AdminOrdersController } from './admin-orders.controller';
import { DeliveryFileStore } from './delivery-file-store';
import { OrderFulfilmentService } from './order-fulfilment.service';
import { OrderReviewController } from './order-review.controller';

/**
 * What happens to an order once it is paid: the operator starts, delivers, notes, refunds or
 * cancels it under /api/admin/orders, and the student downloads what was delivered.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ServiceOrder]),
    AuthModule,
    AdminModule,
    MailModule,
    PaymentsModule,
  ],
  controllers: [AdminOrdersController, OrderReviewController],
  providers: [OrderFulfilmentService, DeliveryFileStore],
  exports: [OrderFulfilmentService],
})
export class OrderFulfilmentModule {}
