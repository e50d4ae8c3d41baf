import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import {
  DataSubject,
  HoldsPersonalData,
  PersonalDataExport,
  PersonalDataHolder,
} from '../../common/personal-data';
import { deletionRequestView } from './data-deletion-requests.service';
import { DataDeletionRequest } from './entities/data-deletion-request.entity';

/**
 * The Data Deletion requests sent for the account's address. Forgetting the account fulfils
 * them: open ones are marked completed (the rows stay, as the operator's record).
 */
@HoldsPersonalData()
@Injectable()
export class PrivacyPersonalData implements PersonalDataHolder {
  readonly entities = [DataDeletionRequest];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async exportFor({ email }: DataSubject): Promise<PersonalDataExport> {
    const requests = await this.dataSource.manager.find(DataDeletionRequest, {
      where: { email },
      order: { id: 'ASC' },
    });
    return { sections: { dataDeletionRequests: requests.map(deletionRequestView) } };
  }

  async forget({ email }: DataSubject, manager: EntityManager): Promise<void> {
    await manager.update(
      DataDeletionRequest,
      { email, status: 'received' },
      { status: 'completed', completedAt: this.clock.now() },
    );
  }
}
