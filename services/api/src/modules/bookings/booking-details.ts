import { Injectable } from '@nestjs/common';
import { CatalogueService } from '../catalogue/catalogue.service';
import { PaymentsService } from '../payments/payments.service';
import { UsersService } from '../users/users.service';
import type { Booking } from './entities/booking.entity';

/**
 * What a booking shows of rows other features own, each asked of its owner: the service's name
 * (the catalogue), the student's address (users) and the paying order's status (payments). A
 * part not asked for is absent; a part asked for is null when its row is gone or not named.
 */
export interface BookingDetails {
  service?: { name: string } | null;
  user?: { email: string } | null;
  order?: { status: string } | null;
}

export type DetailedBooking = Booking & BookingDetails;

/** The parts to read, in the shape of TypeORM's `relations`. */
export type BookingParts = { [Part in keyof BookingDetails]?: true };

/** Adds the asked parts to bookings: one read per part for a whole list, not one per booking. */
@Injectable()
export class BookingDetailsReader {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly users: UsersService,
    private readonly payments: PaymentsService,
  ) {}

  async of<B extends Booking>(bookings: B[], parts: BookingParts): Promise<(B & BookingDetails)[]> {
    const [services, users, orders] = await Promise.all([
      parts.service ? this.catalogue.findByIds(bookings.map((b) => b.serviceId)) : null,
      parts.user ? this.users.findByIds(bookings.map((b) => b.userId)) : null,
      parts.order ? this.payments.statusesOf(bookings.map((b) => b.orderId)) : null,
    ]);
    return bookings.map((booking) => {
      const details: BookingDetails = {};
      if (services) {
        const service = booking.serviceId === null ? undefined : services.get(booking.serviceId);
        details.service = service ? { name: service.name } : null;
      }
      if (users) {
        const user = users.get(booking.userId);
        details.user = user ? { email: user.email } : null;
      }
      if (orders) {
        const status = booking.orderId === null ? undefined : orders.get(booking.orderId);
        details.order = status === undefined ? null : { status };
      }
      return Object.assign(booking, details);
    });
  }

  /** One booking with the asked parts; null stays null. */
  async one<B extends Booking>(
    booking: B | null,
    parts: BookingParts,
  ): Promise<(B & BookingDetails) | null> {
    return booking ? (await this.of([booking], parts))[0] : null;
  }
}
