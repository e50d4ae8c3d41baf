import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { AnalysisModule } from '../analysis/analysis.module';
import { AuthModule } from '../auth/auth.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { MailModule } from '../mail/mail.module';
import { OrderFulfilmentModule } from '../payments/fulfilment/order-fulfilment.module';
import { OrderBookings } from '../payments/order-bookings';
import { OrderPaymentListeners } from '../payments/order-payment-listeners';
import { PaymentsModule } from '../payments/payments.module';
import { AdminBookingsController } from './admin-bookings.controller';
import { BookingCheckout } from './booking-checkout';
import { BookingDetailsReader } from './booking-details';
import { BookingOperationsService } from './booking-operations.service';
import { JobHandlers } from '../queue/job-handlers';
import { BOOKING_HOLD_EXPIRY_JOB, BookingHolds } from './booking-holds';
import { BookingMail } from './booking-mail';
import {
  BOOKING_REMINDER_JOB,
  BookingReminderPayload,
  BookingReminders,
} from './booking-reminders';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';
import { Booking } from './entities/booking.entity';
import { BookingsPersonalData } from './bookings-personal-data';
import { BookingsAdminListing } from './bookings-admin-listing';
import { BookingsNeedsAction } from './bookings-needs-action';

/**
 * Consultation bookings: the slots, one booking per slot, e-mails and reminders, and the
 * operator's actions on a booked call under /api/admin/bookings.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Booking]),
    AuthModule,
    AnalysisModule,
    CatalogueModule,
    AdminModule,
    MailModule,
    OrderFulfilmentModule,
    PaymentsModule,
  ],
  controllers: [BookingsController, AdminBookingsController],
  providers: [
    BookingsPersonalData,
    BookingsAdminListing,
    BookingsNeedsAction,
    BookingsService,
    BookingDetailsReader,
    BookingMail,
    BookingReminders,
    BookingOperationsService,
    BookingHolds,
    BookingCheckout,
  ],
  exports: [BookingsService],
})
export class BookingsModule implements OnModuleInit {
  constructor(
    private readonly handlers: JobHandlers,
    private readonly reminders: BookingReminders,
    private readonly listeners: OrderPaymentListeners,
    private readonly bookings: BookingsService,
    private readonly holds: BookingHolds,
    private readonly orderBookings: OrderBookings,
    private readonly checkout: BookingCheckout,
  ) {}

  onModuleInit(): void {
    this.listeners.register(this.bookings);
    this.orderBookings.register(this.checkout);
    this.handlers.register<BookingReminderPayload>(BOOKING_REMINDER_JOB, async (payload) => {
      await this.reminders.run(payload);
    });
    this.handlers.register(BOOKING_HOLD_EXPIRY_JOB, () => this.holds.releaseLapsed());
  }
}
