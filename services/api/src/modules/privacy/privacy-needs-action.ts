import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import {
  NeedsActionSections,
  NeedsActionSource,
  ReportsNeedsAction,
  daysSince,
} from '../admin/needs-action/needs-action-source';
import { DataDeletionRequest } from './entities/data-deletion-request.entity';

/** The operator's deletion requests to complete: confirmed and still open, oldest first. */
@ReportsNeedsAction()
@Injectable()
export class PrivacyNeedsAction implements NeedsActionSource<'deletionRequests'> {
  readonly sections = ['deletionRequests'] as const;

  constructor(
    @InjectRepository(DataDeletionRequest)
    private readonly requests: Repository<DataDeletionRequest>,
  ) {}

  async needsAction(now: Date): Promise<Pick<NeedsActionSections, 'deletionRequests'>> {
    const requests = await this.requests.find({
      where: { status: 'received', confirmedAt: Not(IsNull()) },
      order: { confirmedAt: 'ASC', id: 'ASC' },
    });
    return {
      deletionRequests: requests.map((request) => ({
        id: request.id,
        fullName: request.fullName,
        email: request.email,
        confirmedAt: request.confirmedAt!.toISOString(),
        daysWaiting: daysSince(request.confirmedAt!, now),
      })),
    };
  }
}
