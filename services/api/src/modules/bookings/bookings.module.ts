import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { Service } from '../payments/entities/service.entity';
import { JobHandlers } from '../queue/job-handlers';
import { BookingMail } from './booking-mail';
import {
  BOOKING_REMINDER_JOB,
  BookingReminderPayload,
  BookingReminders,
} from './booking-reminders';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';
import { Booking } from './entities/booking.entity';

/** Consultation bookings (issue 8): the slots, one booking per slot, e-mails and reminders. */
@Module({
  imports: [TypeOrmModule.forFeature([Booking, Service]), AuthModule, MailModule],
  controllers: [BookingsController],
  providers: [BookingsService, BookingMail, BookingReminders],
  exports: [BookingsService],
})
export class BookingsModule implements OnModuleInit {
  constructor(
    private readonly handlers: JobHandlers,
    private readonly reminders: BookingReminders,
  ) {}

  onModuleInit(): void {
    this.handlers.register<BookingReminderPayload>(BOOKING_REMINDER_JOB, async (payload) => {
      await this.reminders.run(payload);
    });
  }
}
