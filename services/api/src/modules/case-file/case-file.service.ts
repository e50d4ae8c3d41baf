import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  addCalendarDays,
  formatIsoDate,
  orderStatusLabel,
  stepDateProblem,
  SUPPORT_STAGE_LABELS,
  type CaseDueDates,
  type SupportStage,
} from '@redress/domain';
import { DataSource, In, QueryFailedError } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { AnalysisService } from '../analysis/analysis.service';
import { caseTitleOf, type CaseRecord, type CaseReport } from '../analysis/case-records';
import { BookingsService } from '../bookings/bookings.service';
import { PaymentsService } from '../payments/payments.service';
import { deadlinesOf, dueDatesOfCase } from './case-deadlines';
import { InvalidCaseInputError, NoDraftError } from './case-file.errors';
import { DeadlineReminders } from './deadline-reminders';
import {
  CaseStepDto,
  RecordStepDto,
  TimelineDto,
  TimelineEventDto,
  UpcomingDueDateDto,
} from './dto/case-file.dto';
import { CaseStep } from './entities/case-step.entity';
import { Draft } from './entities/draft.entity';

/** How long an overdue date stays on the dashboard. */
export const OVERDUE_SHOWN_DAYS = 7;

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
    private readonly bookings: BookingsService,
    private readonly payments: PaymentsService,
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
  ownedCase(userId: number, documentId: number): Promise<CaseRecord> {
    return this.analysis.ownedCase(userId, documentId);
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
      const problem = stepDateProblem(field, value, latest);
      if (problem) throw new InvalidCaseInputError(problem);
    }
    const reference = input.reference?.trim() || null;
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
    await this.rescheduleReminders(document.id);
    return step;
  }

  /**
   * The reminders of the case as it now stands: those queued after earlier steps give way (dates
   * met are dropped), and each open due date is reminded under the latest step. Runs when a step
   * is recorded and when the report arrives.
   */
  async rescheduleReminders(documentId: number): Promise<void> {
    const steps = await this.stepsOf(documentId);
    const latest = steps[steps.length - 1];
    if (!latest) return;
    const result = await this.resultOf(documentId);
    await this.reminders.cancel(documentId, steps, deadlinesOf(result).length);
    await this.reminders.schedule(documentId, latest.id, dueDatesOfCase(result, steps).open);
  }

  private resultOf(documentId: number): Promise<CaseReport | null> {
    return this.analysis.reportOf(documentId);
  }

  private stepsOf(documentId: number): Promise<CaseStep[]> {
    return this.steps.find({ where: { analysisDocumentId: documentId }, order: { id: 'ASC' } });
  }

  /** The case's time limits as they stand, and how many steps have been recorded on it. */
  async dueDatesOf(documentId: number): Promise<CaseDueDates & { revision: number }> {
    const [result, steps] = await Promise.all([
      this.resultOf(documentId),
      this.stepsOf(documentId),
    ]);
    return { ...dueDatesOfCase(result, steps), revision: steps.length };
  }

  /**
   * Every open due date on the user's cases, soonest first. Dates already past stay (shown as
   * overdue) for a week, so a student who missed one sees it; "past" starts at the earliest
   * calendar date anywhere on Earth (UTC-12), so a deadline falling today is never hidden.
   */
  async upcomingDueDates(userId: number): Promise<UpcomingDueDateDto[]> {
    const cases = await this.analysis.casesOf(userId);
    if (cases.length === 0) return [];
    const steps = await this.steps.find({
      where: { analysisDocumentId: In(cases.map((document) => document.id)) },
      order: { id: 'ASC' },
    });
    if (steps.length === 0) return [];
    const ids = new Set(steps.map((step) => step.analysisDocumentId));
    const documents = cases.filter((document) => ids.has(document.id));
    const resultOf = await this.analysis.reportsOf([...ids]);
    const earliestToday = formatIsoDate(new Date(this.clock.now().getTime() - 12 * 3600_000));
    const shownFrom = addCalendarDays(earliestToday, -OVERDUE_SHOWN_DAYS);
    return documents
      .flatMap((document) =>
        dueDatesOfCase(
          resultOf.get(document.id) ?? null,
          steps.filter((step) => step.analysisDocumentId === document.id),
        ).open.map((due) => ({ ...due, caseId: document.id, caseTitle: caseTitleOf(document) })),
      )
      .filter((due) => due.dueOn >= shownFrom)
      .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.caseId - b.caseId || a.index - b.index);
  }

  async timeline(userId: number, documentId: number): Promise<TimelineDto> {
    const document = await this.ownedCase(userId, documentId);
    const [result, draft, steps, orders, calls] = await Promise.all([
      this.resultOf(documentId),
      this.drafts.findOneBy({ analysisDocumentId: documentId }),
      this.stepsOf(documentId),
      this.payments.ordersOfCase(userId, documentId),
      this.bookings.callsOfCase(userId, documentId),
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
        title: `${order.serviceName ?? 'Service'} ordered`,
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
    for (const call of calls) {
      const when = `${appointment.format(new Date(call.appointmentDate))} (${zone})`;
      events.push({
        type: 'booking',
        title: `${call.name} booked`,
        on: at(call.createdAt).slice(0, 10),
        at: at(call.createdAt),
        detail: call.cancelled ? `Cancelled: ${when}` : `Appointment ${when}`,
      });
    }
    // By the day it happened, then by when it was recorded: newest last.
    events.sort((a, b) => a.on.localeCompare(b.on) || a.at.localeCompare(b.at));
    const { open, waiting, met } = dueDatesOfCase(result, steps);
    return { events, dueDates: open, waiting, met };
  }
}
