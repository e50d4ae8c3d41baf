import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  DataSubject,
  HoldsPersonalData,
  PersonalDataExport,
  PersonalDataHolder,
  exportedRowsOf,
} from '../../common/personal-data';
import { Booking } from './entities/booking.entity';

/** The account's booked calls. */
@HoldsPersonalData()
@Injectable()
export class BookingsPersonalData implements PersonalDataHolder {
  readonly entities = [Booking];

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async exportFor({ id: userId }: DataSubject): Promise<PersonalDataExport> {
    return {
      sections: { bookings: await exportedRowsOf(this.dataSource.manager, Booking, userId) },
    };
  }

  async forget({ id: userId }: DataSubject, manager: EntityManager): Promise<void> {
    await manager.delete(Booking, { userId });
  }
}
