import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { JobHandlers } from '../queue/job-handlers';
import { AnalysisCompleted } from './analysis-completed';
import { AnalysisSweep } from './analysis-sweep';
import { AnalysisDocumentsController } from './analysis-documents.controller';
import { AnalysisProgressController } from './analysis-progress.controller';
import { AnalysisResultsController } from './analysis-results.controller';
import { AnalysisSubmissionController } from './analysis-submission.controller';
import { AnalysisProcessor } from './analysis.processor';
import { ANALYSIS_JOB, AnalysisJobPayload, AnalysisService } from './analysis.service';
import { AnalysisDocument } from './entities/analysis-document.entity';
import { AnalysisResult } from './entities/analysis-result.entity';
import { PolicyFileStore } from './policy-file-store';
import { DocumentReader } from './document-reader';
import { PolicySource } from './policy-source';
import { EngineRunner } from './engine-runner';
import { UploadCheck } from './upload-check';
import { AppConfig } from '../../config/app-config';
import { NoProgressEvents, ProgressEvents, RedisProgressEvents } from './progress-events';
import { AnalysisPersonalData } from './analysis-personal-data';
import { AnalysisAdminListings } from './analysis-admin-listings';

/** Case intake, the analysis job, reading results and live progress (spec 1 §2, §3, §7). */
@Module({
  imports: [TypeOrmModule.forFeature([AnalysisDocument, AnalysisResult]), AuthModule],
  // In this order: the OpenAPI document lists the routes as they are registered.
  controllers: [
    AnalysisSubmissionController,
    AnalysisDocumentsController,
    AnalysisProgressController,
    AnalysisResultsController,
  ],
  providers: [
    AnalysisPersonalData,
    AnalysisAdminListings,
    AnalysisCompleted,
    AnalysisService,
    AnalysisProcessor,
    AnalysisSweep,
    PolicyFileStore,
    PolicySource,
    DocumentReader,
    EngineRunner,
    UploadCheck,
    {
      // With Redis, progress goes out once per change to every stream (see progress-events.ts).
      provide: ProgressEvents,
      inject: [AppConfig],
      useFactory: (config: AppConfig): ProgressEvents =>
        config.queue.driver === 'bullmq'
          ? new RedisProgressEvents(config.queue.redisUrl, config.queue.prefix)
          : new NoProgressEvents(),
    },
  ],
  exports: [AnalysisService, AnalysisCompleted],
})
export class AnalysisModule implements OnModuleInit {
  constructor(
    private readonly handlers: JobHandlers,
    private readonly processor: AnalysisProcessor,
  ) {}

  onModuleInit(): void {
    this.handlers.register<AnalysisJobPayload>(ANALYSIS_JOB, (payload, context) =>
      this.processor.run(payload, context),
    );
  }
}
