import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatIsoDate, parseIsoDate, type OpenDueDate } from '@redress/domain';
import { DataSource, MoreThan } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { AnalysisService } from '../analysis/analysis.service';
import { caseTitleOf } from '../analysis/case-records';
import { MailService } from '../mail/mail.service';
import { JobQueue, jobId } from '../queue/queue.types';
import { UsersService } from '../users/users.service';
import { dueDatesOfCase } from './case-deadlines';
import { deadlineReminderEmail } from './deadline-reminder.template';
import { CaseStep } from './entities/case-step.entity';

export const REMINDER_JOB = 'case-file.deadline-reminder';
/** Reminders go out this many days before a due date. */
export const REMINDER_DAYS_BEFORE = [3, 1] as const;
/** The hour (UTC) a reminder is sent on its day: morning in Europe, before offices close anywhere. */
export const REMINDER_HOUR_UTC = 8;

export interface ReminderPayload {
  documentId: number;
  /** The step after which the due date was counted; a later step makes the reminder void. */
  stepId: number;
  /** The time limit's place in the report. */
  index: number;
  daysBefore: number;
}

/**
 * The job id carries the step as well as the brief's (case, deadline, days): a later decision
 * date schedules fresh reminders, which must not collide with the (kept) ids of sent ones.
 */
export function reminderJobId(payload: ReminderPayload): string {
  return jobId('reminder', payload.documentId, payload.stepId, payload.index, payload.daysBefore);
}

/** When the reminder for `dueOn` goes out, `daysBefore` days earlier at REMINDER_HOUR_UTC. */
export function reminderTime(dueOn: string, daysBefore: number): Date {
  const due = parseIsoDate(dueOn);
  if (!due) throw new RangeError(`Not a date: ${dueOn}`);
  return new Date(due.getTime() - daysBefore * 24 * 3600_000 + REMINDER_HOUR_UTC * 3600_000);
}

/**
 * Reminder e-mails before each due date: delayed queue jobs, so they survive restarts (the
 * queue keeps them in the database or in Redis). The processor checks again before sending.
 */
@Injectable()
export class DeadlineReminders {
  private readonly logger = new Logger('DeadlineReminders');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly analysis: AnalysisService,
  ) {}

  /** Queues the reminders still ahead; the ones whose moment has passed are not sent late. */
  async schedule(documentId: number, stepId: number, dueDates: OpenDueDate[]): Promise<number> {
    const now = this.clock.now().getTime();
    let scheduled = 0;
    for (const { index, ...due } of dueDates) {
      for (const daysBefore of REMINDER_DAYS_BEFORE) {
        const delayMs = reminderTime(due.dueOn, daysBefore).getTime() - now;
        if (delayMs <= 0) continue;
        const payload: ReminderPayload = { documentId, stepId, index, daysBefore };
        await this.queue.enqueue(REMINDER_JOB, payload, { jobId: reminderJobId(payload), delayMs });
        scheduled += 1;
      }
    }
    return scheduled;
  }

  /** Removes the reminders of earlier steps that have not run yet. */
  async cancel(documentId: number, steps: CaseStep[], deadlineCount: number): Promise<void> {
    for (const step of steps) {
      for (let index = 0; index < deadlineCount; index++) {
        for (const daysBefore of REMINDER_DAYS_BEFORE) {
          await this.queue.remove(
            reminderJobId({ documentId, stepId: step.id, index, daysBefore }),
          );
        }
      }
    }
  }

  /**
   * The processor. Sends only if the reminder still stands: the step is the case's latest, the
   * due date still exists and has not passed. Safe to run twice: the message id is the job's.
   */
  async run(payload: ReminderPayload): Promise<'sent' | 'skipped'> {
    const steps = this.dataSource.getRepository(CaseStep);
    const step = await steps.findOneBy({
      id: payload.stepId,
      analysisDocumentId: payload.documentId,
    });
    if (!step) return 'skipped';
    const later = await steps.count({
      where: { analysisDocumentId: payload.documentId, id: MoreThan(payload.stepId) },
    });
    if (later > 0) return 'skipped';
    const document = await this.analysis.caseById(payload.documentId);
    if (!document) return 'skipped';
    const result = await this.analysis.reportOf(payload.documentId);
    const recorded = await steps.find({
      where: { analysisDocumentId: payload.documentId },
      order: { id: 'ASC' },
    });
    // Still open (its trigger dated, no step has met it) and not yet past.
    const due = dueDatesOfCase(result, recorded).open.find((d) => d.index === payload.index);
    if (!due || formatIsoDate(this.clock.now()) > due.dueOn) return 'skipped';
    const user = await this.users.findById(document.userId);
    if (!user?.email) return 'skipped';

    const email = deadlineReminderEmail({
      caseTitle: caseTitleOf(document),
      description: due.description,
      quote: due.quote,
      dueOn: due.dueOn,
      daysBefore: payload.daysBefore,
      caseUrl: `${this.config.publicUrl}/analysis/${document.id}`,
    });
    await this.mail.send({
      ...email,
      id: reminderJobId(payload),
      to: user.email,
      kind: 'deadline-reminder',
    });
    this.logger.log(`Deadline reminder queued for case ${document.id} (${reminderJobId(payload)})`);
    return 'sent';
  }
}
