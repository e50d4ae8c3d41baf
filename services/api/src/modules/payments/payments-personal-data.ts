import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AccountRowsHolder, DataSubject, HoldsPersonalData } from '../../common/personal-data';
import { ServiceOrder } from './entities/service-order.entity';

/** The account's orders. Forgetting keeps them for accounting, with the user removed. */
@HoldsPersonalData()
@Injectable()
export class PaymentsPersonalData extends AccountRowsHolder<ServiceOrder> {
  readonly entities = [ServiceOrder] as const;
  protected readonly section = 'orders';

  async forget({ id: userId }: DataSubject, manager: EntityManager): Promise<void> {
    await manager.update(ServiceOrder, { userId }, { userId: null });
  }
}
