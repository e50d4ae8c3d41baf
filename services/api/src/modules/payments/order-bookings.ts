import { Injectable } from '@nestjs/common';
import type { BookingPayment } from '@redress/domain';

/** A student's booked call as checkout needs it, when the checkout is to pay for that call. */
export interface CallToPay {
  id: number;
  serviceId: number | null;
  caseId: number | null;
  status: string;
  /** Where the call stands with its payment (its order's status included). */
  payment: BookingPayment;
  holdExpiresAt: Date | null;
  /** The order that pays (or is to pay) for the call, if one was started. */
  orderId: number | null;
}

/** The call an order pays for, as the student's list of orders shows it. */
export interface CallPaid {
  id: number;
  appointmentDate: Date;
  status: string;
}

/** What payments asks of the feature that books calls paid by orders. */
export interface OrderBookingsSource {
  /** The user's call, or null when there is none of theirs by that id. */
  callToPay(userId: number, bookingId: number): Promise<CallToPay | null>;
  /** Records that `orderId` is the order paying for the call. */
  payWith(bookingId: number, orderId: number): Promise<void>;
  /** The latest call each order pays for (a cancelled call's order may book another). */
  callsPaidBy(orderIds: number[]): Promise<Map<number, CallPaid>>;
}

/**
 * Bookings owns which order pays which call; it registers here at start, so checkout and the
 * order list can ask it without the payments module importing bookings (which imports payments).
 */
@Injectable()
export class OrderBookings implements OrderBookingsSource {
  private source?: OrderBookingsSource;

  register(source: OrderBookingsSource): void {
    this.source = source;
  }

  private get registered(): OrderBookingsSource {
    if (!this.source) throw new Error('No feature answers for the calls orders pay for');
    return this.source;
  }

  callToPay(userId: number, bookingId: number): Promise<CallToPay | null> {
    return this.registered.callToPay(userId, bookingId);
  }

  payWith(bookingId: number, orderId: number): Promise<void> {
    return this.registered.payWith(bookingId, orderId);
  }

  callsPaidBy(orderIds: number[]): Promise<Map<number, CallPaid>> {
    if (orderIds.length === 0) return Promise.resolve(new Map());
    return this.registered.callsPaidBy(orderIds);
  }
}
