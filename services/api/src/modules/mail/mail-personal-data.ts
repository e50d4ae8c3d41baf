import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  DataSubject,
  HoldsPersonalData,
  PersonalDataExport,
  PersonalDataHolder,
} from '../../common/personal-data';
import { OutboxMessage } from './entities/outbox-message.entity';

/**
 * The dev outbox (no SMTP configured) keeps copies of the messages sent to the address. They are
 * not part of the export (they are the service's own mail), but go with the account.
 */
@HoldsPersonalData()
@Injectable()
export class MailPersonalData implements PersonalDataHolder {
  readonly entities = [OutboxMessage];

  async exportFor(): Promise<PersonalDataExport> {
    return {};
  }

  async forget({ email }: DataSubject, manager: EntityManager): Promise<void> {
    await manager.delete(OutboxMessage, { recipient: email });
  }
}
