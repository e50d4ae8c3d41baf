import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  formatIsoDate,
  orderStatusLabel,
  parseIsoDate,
  SUPPORT_STAGE_LABELS,
  type SupportStage,
} from '@redress/domain';
import { DataSource, In, QueryFailedError } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { AnalysisService } from '../analysis/analysis.service';
import { AnalysisDocument } from '../analysis/entities/analysis-document.entity';
import { AnalysisResult } from '../analysis/entities/analysis-result.entity';
import { Booking } from '../bookings/entities/booking.entity';
import { ServiceOrder } from '../payments/entities/service-order.entity';
import { deadlinesOf, dueDatesFrom } from './case-deadlines';
import { InvalidCaseInputError, NoDraftError } from './case-file.errors';
import { DeadlineReminders } from './deadline-reminders';
import {
  CaseStepDto,
  DueDateDto,
  RecordStepDto,
  TimelineDto,
  TimelineEventDto,
  UpcomingDueDateDto,
} from './dto/case-file.dto';
import { CaseStep } from './entities/case-step.entity';
import { Draft } from './entities/draft.entity';

/**
 * The latest calendar date anywhere on Earth (UTC+14): a step dated "today" by a student in any
 * time zone is accepted, and anything later is in the future for everyone.
 */
export function latestTodayAnywhere(now: Date): string {
  return formatIsoDate(new Date(now.getTime() + 14 * 3600_000));
}

export function stepView(step: CaseStep): CaseStepDto {
  return {
    id: step.id,
    stage: step.stage,
    stageLabel: SUPPORT_STAGE_LABELS[step.stage] ?? step.stage,
    date: step.takenOn,
    reference: step.reference,
    decisionReceivedOn: step.decisionReceivedOn,
    recordedAt: new Date(step.createdAt).toISOString(),
  };
}

/** The case file: the saved letter, the steps the student records, their due dates. */
@Injectable()
export class CaseFileService {
  private readonly logger = new Logger('CaseFile');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly analysis: AnalysisService,
    private readonly reminders: DeadlineReminders,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  private get drafts() {
    return this.dataSource.getRepository(Draft);
  }

  private get steps() {
    return this.dataSource.getRepository(CaseStep);
  }

  /** The case, when it is the user's; the same 404 as the analysis routes otherwise. */
  ownedCase(userId: number, documentId: number): Promise<AnalysisDocument> {
    return this.analysis.findOwned(userId, documentId);
  }

  async draftOf(userId: number, documentId: number): Promise<Draft> {
    await this.ownedCase(userId, documentId);
    const draft = await this.drafts.findOneBy({ analysisDocumentId: documentId });
    if (!draft) throw new NoDraftError();
    return draft;
  }

  async saveDraft(userId: number, documentId: number, text: string): Promise<Draft> {
    await this.ownedCase(userId, documentId);
    const now = this.clock.now();
    const existing = await this.drafts.findOneBy({ analysisDocumentId: documentId });
    if (existing) return this.updateDraft(existing, text, now);
    try {
      return await this.drafts.save(
        this.drafts.create({
          analysisDocumentId: documentId,
          text,
          createdAt: now,
          updatedAt: now,
        }),
      );
    } catch (error) {
      // Two saves racing for the first draft: the loser updates the row the winner created.
      const raced = await this.drafts.findOneBy({ analysisDocumentId: documentId });
      if (error instanceof QueryFailedError && raced) return this.updateDraft(raced, text, now);
      throw error;
    }
  }

  private async updateDraft(draft: Draft, text: string, now: Date): Promise<Draft> {
    await this.drafts.update({ id: draft.id }, { text, updatedAt: now });
    return { ...draft, text, updatedAt: now };
  }

  async recordStep(userId: number, documentId: number, input: RecordStepDto): Promise<CaseStep> {
    const document = await this.ownedCase(userId, documentId);
    const latest = latestTodayAnywhere(this.clock.now());
    for (const [field, value] of [
      ['date', input.date],
      ['decisionReceivedOn', input.decisionReceivedOn],
    ] as const) {
      if (value === undefined) continue;
      if (!parseIsoDate(value)) throw new InvalidCaseInputError(`${field} is not a real date.`);
      if (value > latest) throw new InvalidCaseInputError(`${field} cannot be in the future.`);
    }
    const reference = input.reference?.trim() || null;
    const earlier = await this.steps.find({
      where: { analysisDocumentId: documentId },
      order: { id: 'ASC' },
    });
    const step = await this.steps.save(
      this.steps.create({
        analysisDocumentId: documentId,
        stage: input.stage as SupportStage,
        takenOn: input.date,
        reference,
        decisionReceivedOn: input.decisionReceivedOn ?? null,
        createdAt: this.clock.now(),
      }),
    );
    const deadlines = deadlinesOf(await this.resultOf(documentId));
    // The student has acted: reminders of earlier steps are no longer needed.
    await this.reminders.cancel(document.id, earlier, deadlines.length);
    if (step.decisionReceivedOn) {
      await this.reminders.schedule(
        document.id,
        step.id,
        dueDatesFrom(deadlines, step.decisionReceivedOn),
      );
    }
    return step;
  }

  private resultOf(documentId: number): Promise<AnalysisResult | null> {
    return this.dataSource
      .getRepository(AnalysisResult)
      .findOneBy({ analysisDocumentId: documentId });
  }

  /** Due dates from the latest step that says when a decision was received. */
  async dueDatesOf(documentId: number): Promise<DueDateDto[]> {
    const step = await this.steps
      .createQueryBuilder('step')
      .where('step.analysisDocumentId = :documentId', { documentId })
      .andWhere('step.decisionReceivedOn IS NOT NULL')
      .orderBy('step.id', 'DESC')
      .getOne();
    if (!step?.decisionReceivedOn) return [];
    return dueDatesFrom(deadlinesOf(await this.resultOf(documentId)), step.decisionReceivedOn);
  }

  /**
   * Every due date still ahead on the user's cases, soonest first: for each case, the time
   * limits counted from its latest recorded decision date. "Ahead" starts at the earliest
   * calendar date anywhere on Earth (UTC-12), so a deadline falling today is never hidden.
   */
  async upcomingDueDates(userId: number): Promise<UpcomingDueDateDto[]> {
    const steps = await this.steps
      .createQueryBuilder('step')
      .innerJoin(AnalysisDocument, 'document', 'document.id = step.analysisDocumentId')
      .where('document.userId = :userId', { userId })
      .andWhere('step.decisionReceivedOn IS NOT NULL')
      .orderBy('step.id', 'DESC')
      .getMany();
    const latest = new Map<number, string>();
    for (const step of steps)
      if (!latest.has(step.analysisDocumentId))
        latest.set(step.analysisDocumentId, step.decisionReceivedOn!);
    if (latest.size === 0) return [];
    const ids = [...latest.keys()];
    const [documents, results] = await Promise.all([
      this.dataSource.getRepository(AnalysisDocument).findBy({ id: In(ids) }),
      this.dataSource.getRepository(AnalysisResult).findBy({ analysisDocumentId: In(ids) }),
    ]);
    const resultOf = new Map(results.map((result) => [result.analysisDocumentId, result]));
    const earliestToday = formatIsoDate(new Date(this.clock.now().getTime() - 12 * 3600_000));
    return documents
      .flatMap((document) =>
        dueDatesFrom(deadlinesOf(resultOf.get(document.id) ?? null), latest.get(document.id)!).map(
          (due) => ({ ...due, caseId: document.id, caseTitle: this.caseTitle(document) }),
        ),
      )
      .filter((due) => due.dueOn >= earliestToday)
      .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.caseId - b.caseId);
  }

  async timeline(userId: number, documentId: number): Promise<TimelineDto> {
    const document = await this.ownedCase(userId, documentId);
    const linked = { analysisDocumentId: documentId, userId };
    const [result, draft, steps, orders, bookings] = await Promise.all([
      this.resultOf(documentId),
      this.drafts.findOneBy({ analysisDocumentId: documentId }),
      this.steps.find({ where: { analysisDocumentId: documentId }, order: { id: 'ASC' } }),
      this.dataSource
        .getRepository(ServiceOrder)
        .find({ where: linked, relations: { service: true }, order: { id: 'ASC' } }),
      this.dataSource
        .getRepository(Booking)
        .find({ where: linked, relations: { service: true }, order: { id: 'ASC' } }),
    ]);
    const at = (date: Date) => new Date(date).toISOString();
    const events: TimelineEventDto[] = [
      {
        type: 'submitted',
        title: 'Submitted for analysis',
        on: at(document.createdAt).slice(0, 10),
        at: at(document.createdAt),
      },
    ];
    if (result)
      events.push({
        type: 'analysed',
        title: 'Analysis ready',
        on: at(result.createdAt).slice(0, 10),
        at: at(result.createdAt),
      });
    if (draft)
      events.push({
        type: 'letter-drafted',
        title: 'Letter drafted',
        on: at(draft.createdAt).slice(0, 10),
        at: at(draft.createdAt),
      });
    for (const step of steps) {
      const view = stepView(step);
      events.push({
        type: 'step',
        title: view.stageLabel,
        on: view.date,
        at: view.recordedAt,
        step: view,
      });
    }
    for (const order of orders)
      events.push({
        type: 'order',
        title: `${order.service?.name ?? 'Service'} ordered`,
        on: at(order.createdAt).slice(0, 10),
        at: at(order.createdAt),
        detail: orderStatusLabel(order.status),
      });
    const zone = this.config.booking.timeZone;
    const appointment = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const booking of bookings) {
      const when = `${appointment.format(new Date(booking.appointmentDate))} (${zone})`;
      events.push({
        type: 'booking',
        title: `${booking.service?.name ?? booking.title} booked`,
        on: at(booking.createdAt).slice(0, 10),
        at: at(booking.createdAt),
        detail: booking.status === 'cancelled' ? `Cancelled: ${when}` : `Appointment ${when}`,
      });
    }
    // By the day it happened, then by when it was recorded: newest last.
    events.sort((a, b) => a.on.localeCompare(b.on) || a.at.localeCompare(b.at));
    return { events, dueDates: await this.dueDatesOf(documentId) };
  }

  caseTitle(document: AnalysisDocument): string {
    return document.title?.trim() || `Case ${document.id}`;
  }
}
