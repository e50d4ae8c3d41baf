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
import { ServiceOrder } from './entities/service-order.entity';

/** The account's orders. Forgetting keeps them for accounting, with the user removed. */
@HoldsPersonalData()
@Injectable()
export class PaymentsPersonalData implements PersonalDataHolder {
  readonly entities = [ServiceOrder];

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async exportFor({ id: userId }: DataSubject): Promise<PersonalDataExport> {
    return {
      sections: { orders: await exportedRowsOf(this.dataSource.manager, ServiceOrder, userId) },
    };
  }

  async forget({ id: userId }: DataSubject, manager: EntityManager): Promise<void> {
    await manager.update(ServiceOrder, { userId }, { userId: null });
  }
}
