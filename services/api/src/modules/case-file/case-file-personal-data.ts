import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import {
  DataSubject,
  HoldsPersonalData,
  PersonalDataExport,
  PersonalDataHolder,
  exportedRow,
} from '../../common/personal-data';
import { AnalysisService } from '../analysis/analysis.service';
import { CaseStep } from './entities/case-step.entity';
import { Draft } from './entities/draft.entity';

/** Each case's letter and recorded steps; they hang off the case, so they are forgotten first. */
@HoldsPersonalData({ stage: 'dependent' })
@Injectable()
export class CaseFilePersonalData implements PersonalDataHolder {
  readonly entities = [Draft, CaseStep];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly analysis: AnalysisService,
  ) {}

  async exportFor({ id: userId }: DataSubject): Promise<PersonalDataExport> {
    const manager = this.dataSource.manager;
    const ids = await this.analysis.caseIdsOf(userId, manager);
    const [drafts, steps] = ids.length
      ? await Promise.all([
          manager.findBy(Draft, { analysisDocumentId: In(ids) }),
          manager.find(CaseStep, {
            where: { analysisDocumentId: In(ids) },
            order: { id: 'ASC' },
          }),
        ])
      : [[], []];
    const caseParts = new Map<number, Record<string, unknown>>();
    for (const id of ids) {
      const draft = drafts.find((row) => row.analysisDocumentId === id);
      caseParts.set(id, {
        draft: draft ? exportedRow(draft) : null,
        steps: steps.filter((step) => step.analysisDocumentId === id).map(exportedRow),
      });
    }
    return { caseParts };
  }

  async forget({ id: userId }: DataSubject, manager: EntityManager): Promise<void> {
    const ids = await this.analysis.caseIdsOf(userId, manager);
    if (ids.length === 0) return;
    await manager.delete(CaseStep, { analysisDocumentId: In(ids) });
    await manager.delete(Draft, { analysisDocumentId: In(ids) });
  }
}
