import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { CallPaid, CallToPay, OrderBookingsSource } from '../payments/order-bookings';
import { paymentOfBooking } from './booking-payment-state';
import { Booking } from './entities/booking.entity';

/** Which order pays which call: bookings' answers to checkout and to the list of orders. */
@Injectable()
export class BookingCheckout implements OrderBookingsSource {
  constructor(@InjectRepository(Booking) private readonly bookings: Repository<Booking>) {}

  async callToPay(userId: number, bookingId: number): Promise<CallToPay | null> {
    const booking = await this.bookings.findOne({
      where: { id: bookingId, userId },
      relations: { order: true },
    });
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
