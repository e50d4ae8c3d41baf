import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AccountRowsHolder, DataSubject, HoldsPersonalData } from '../../common/personal-data';
import { Booking } from './entities/booking.entity';

/** The account's booked calls. */
@HoldsPersonalData()
@Injectable()
export class BookingsPersonalData extends AccountRowsHolder<Booking> {
  readonly entities = [Booking] as const;
  protected readonly section = 'bookings';

  async forget({ id: userId }: DataSubject, manager: EntityManager): Promise<void> {
    await manager.delete(Booking, { userId });
  }
}
