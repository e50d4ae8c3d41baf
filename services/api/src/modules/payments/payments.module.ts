import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysisModule } from '../analysis/analysis.module';
import { AuthModule } from '../auth/auth.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { MailModule } from '../mail/mail.module';
import { JobHandlers } from '../queue/job-handlers';
import { ServiceOrder } from './entities/service-order.entity';
import { StripeEvent } from './entities/stripe-event.entity';
import { OrderBookings } from './order-bookings';
import { OrderDetailsReader } from './order-details';
import { OrderPaymentListeners } from './order-payment-listeners';
import { OrdersController } from './orders.controller';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { StripeGateway } from './stripe-gateway';
import { StripeWebhookController } from './stripe-webhook.controller';
import {
  ORDER_CONFIRMATION_JOB,
  OrderConfirmationPayload,
  StripeWebhookService,
} from './stripe-webhook.service';
import { PaymentsPersonalData } from './payments-personal-data';
import { PaymentsAdminListing } from './payments-admin-listing';
import { PaymentsNeedsAction } from './payments-needs-action';

/**
 * The paid side (issue 7): checkout through Stripe PaymentIntents, the Stripe webhook, the
 * user's orders, the visitor's currency, and the order confirmation e-mail (a queue job).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ServiceOrder, StripeEvent]),
    AuthModule,
    CatalogueModule,
    MailModule,
    AnalysisModule,
  ],
  controllers: [PaymentsController, OrdersController, StripeWebhookController],
  providers: [
    PaymentsPersonalData,
    PaymentsAdminListing,
    PaymentsNeedsAction,
    StripeGateway,
    PaymentsService,
    StripeWebhookService,
    OrderPaymentListeners,
    OrderBookings,
    OrderDetailsReader,
  ],
  exports: [
    StripeGateway,
    PaymentsService,
    OrderPaymentListeners,
    OrderBookings,
    OrderDetailsReader,
  ],
})
export class PaymentsModule implements OnModuleInit {
  constructor(
    private readonly handlers: JobHandlers,
    private readonly webhooks: StripeWebhookService,
  ) {}

  onModuleInit(): void {
    this.handlers.register<OrderConfirmationPayload>(ORDER_CONFIRMATION_JOB, async (payload) => {
      await this.webhooks.sendConfirmation(payload);
    });
  }
}
