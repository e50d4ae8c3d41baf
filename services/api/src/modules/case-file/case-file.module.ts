import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysisCompleted } from '../analysis/analysis-completed';
import { AnalysisModule } from '../analysis/analysis.module';
import { AuthModule } from '../auth/auth.module';
import { BookingsModule } from '../bookings/bookings.module';
import { MailModule } from '../mail/mail.module';
import { PaymentsModule } from '../payments/payments.module';
import { JobHandlers } from '../queue/job-handlers';
import { CaseFileController, DueDatesController } from './case-file.controller';
import { CaseFileService } from './case-file.service';
import { DeadlineReminders, REMINDER_JOB, ReminderPayload } from './deadline-reminders';
import { CaseStep } from './entities/case-step.entity';
import { Draft } from './entities/draft.entity';
import { CaseFilePersonalData } from './case-file-personal-data';

/** The case after its analysis (issue 6): the saved letter, its exports, steps, due dates, reminders. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Draft, CaseStep]),
    AuthModule,
    AnalysisModule,
    BookingsModule,
    PaymentsModule,
    MailModule,
  ],
  controllers: [CaseFileController, DueDatesController],
  providers: [CaseFilePersonalData, CaseFileService, DeadlineReminders],
  exports: [CaseFileService, DeadlineReminders],
})
export class CaseFileModule implements OnModuleInit {
  constructor(
    private readonly handlers: JobHandlers,
    private readonly reminders: DeadlineReminders,
    private readonly caseFile: CaseFileService,
    private readonly analysisCompleted: AnalysisCompleted,
  ) {}

  onModuleInit(): void {
    // A step recorded while the analysis ran has no due dates yet: they come with the report.
    this.analysisCompleted.on((documentId) => this.caseFile.rescheduleReminders(documentId));
    this.handlers.register<ReminderPayload>(REMINDER_JOB, async (payload) => {
      await this.reminders.run(payload);
    });
  }
}
