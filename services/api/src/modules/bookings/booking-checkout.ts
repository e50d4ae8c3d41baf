import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { CallPaid, CallToPay, OrderBookingsSource } from '../payments/order-bookings';
import { BookingDetailsReader } from './booking-details';
import { paymentOfBooking } from './booking-payment-state';
import { Booking } from './entities/booking.entity';

/** Which order pays which call: bookings' answers to checkout and to the list of orders. */
@Injectable()
export class BookingCheckout implements OrderBookingsSource {
  constructor(
    @InjectRepository(Booking) private readonly bookings: Repository<Booking>,
    private readonly details: BookingDetailsReader,
  ) {}

  async callToPay(userId: number, bookingId: number): Promise<CallToPay | null> {
    const booking = await this.details.one(
      await this.bookings.findOneBy({ id: bookingId, userId }),
      { order: true },
    );
    if (!booking) return null;
    return {
      id: booking.id,
      serviceId: booking.serviceId,
      caseId: booking.analysisDocumentId,
      status: booking.status,
      payment: paymentOfBooking(booking),
      holdExpiresAt: booking.holdExpiresAt,
      orderId: booking.orderId,
    };
  }

  async payWith(bookingId: number, orderId: number): Promise<void> {
    await this.bookings.update({ id: bookingId }, { orderId });
  }

  async callsPaidBy(orderIds: number[]): Promise<Map<number, CallPaid>> {
    const bookings = await this.bookings.find({
      where: { orderId: In(orderIds) },
      order: { id: 'ASC' },
    });
    return new Map(
      bookings.map((booking) => [
        booking.orderId!,
        { id: booking.id, appointmentDate: booking.appointmentDate, status: booking.status },
      ]),
    );
  }
}
