import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AnalysisReport,
  type CaseDetails,
  type PolicyDocument,
} from '@redress/analysis-engine';
import { analyseCaseWithLlm } from '@redress/analysis-llm';
import { ANALYSIS_STEPS, specifiedText, type AnalysisStep } from '@redress/domain';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { JobContext } from '../queue/queue.types';
import { PermanentAnalysisError } from './analysis.errors';
import { AnalysisCompleted } from './analysis-completed';
import { AnalysisJobPayload } from './analysis.service';
import { AnalysisDocument } from './entities/analysis-document.entity';
import { AnalysisResult } from './entities/analysis-result.entity';
import { EngineRunner } from './engine-runner';
import { PolicySource } from './policy-source';
import { CaseProgressState, ProgressEvents } from './progress-events';
import { keepVerbatimQuotes } from './verbatim-quotes';

const GENERIC_FAILURE =
  'The analysis could not be completed because of a problem on our side. Please run it again.';

/**
 * Runs one case through the pipeline: policy text, retrieval, analysis (engine or LLM), quote
 * check, result. Safe to run twice: the result is upserted on its unique document id, and a job
 * of an older run or of a finished case does nothing.
 */
@Injectable()
export class AnalysisProcessor {
  private readonly logger = new Logger('AnalysisProcessor');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly policies: PolicySource,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly completed: AnalysisCompleted,
    private readonly engine: EngineRunner,
    private readonly progressEvents: ProgressEvents,
  ) {}

  private get documents() {
    return this.dataSource.getRepository(AnalysisDocument);
  }

  async run(payload: AnalysisJobPayload, context: JobContext): Promise<void> {
    const document = await this.documents.findOneBy({ id: payload.documentId });
    if (!document || document.runs !== payload.run) return;
    if (document.status === 'completed' || document.status === 'failed') return;
    const run = this.progressOf(document);

    try {
      await this.step(run, ANALYSIS_STEPS.reading, { status: 'processing', failureReason: null });
      const source = await this.policies.read(document);

      await this.step(run, ANALYSIS_STEPS.retrieving);
      const details = caseDetailsOf(document);
      const report = await this.analyse(run, details, source.policy);

      await this.step(run, ANALYSIS_STEPS.checking);
      // The engine's report comes checked from its thread; a language model's is checked here.
      const checked = report.checked
        ? report.report
        : keepVerbatimQuotes(report.report, source.policy?.text ?? '');
      if (source.note) checked.notes = [source.note, ...checked.notes];

      await this.step(run, ANALYSIS_STEPS.saving);
      // One row per case however often this runs: INSERT ... ON DUPLICATE KEY UPDATE (MySQL) or
      // ON CONFLICT DO UPDATE (SQLite) on the unique document id. updateEntity(false): MySQL
      // reports no insert id for an updated row, which TypeORM would otherwise trip over.
      await this.dataSource
        .createQueryBuilder()
        .insert()
        .into(AnalysisResult)
        .values({
          analysisDocumentId: document.id,
          content: JSON.stringify(checked),
          tags: checked.tags,
        })
        .orUpdate(['content', 'tags'], ['analysisDocumentId'])
        .updateEntity(false)
        .execute();
      await this.step(run, ANALYSIS_STEPS.done, {
        status: 'completed',
        producedBy: checked.producedBy,
        sourceNote: source.note,
        failureReason: null,
      });
      await this.completed.notify(document.id);
    } catch (error) {
      const permanent = error instanceof PermanentAnalysisError;
      const last = context.attempt >= context.maxAttempts;
      if (!permanent)
        this.logger.error(
          `Analysis of case ${document.id} failed (attempt ${context.attempt}/${context.maxAttempts}): ${(error as Error).stack ?? error}`,
        );
      if (permanent || last) {
        await run.write({
          status: 'failed',
          failureReason:
            error instanceof PermanentAnalysisError ? error.studentMessage : GENERIC_FAILURE,
          progress: 'Failed',
        });
        return;
      }
      // The queue runs it again after a pause; the student sees it is still being worked on.
      await run.write({ progress: 'Retrying after a temporary problem' }).catch(() => undefined);
      throw error;
    }
  }

  private async analyse(
    run: RunProgress,
    details: CaseDetails,
    policy: PolicyDocument | null,
  ): Promise<{ report: AnalysisReport; checked: boolean }> {
    const llm = this.config.analysis.llm;
    if (llm) {
      await this.step(run, ANALYSIS_STEPS.analysing);
      // Falls back to the embedded engine by itself when the model fails; producedBy says which wrote it.
      const report = await analyseCaseWithLlm({ details, policy, today: this.clock.now() }, llm, {
        log: (message) => this.logger.warn(`Case ${run.id}: ${message}`),
      });
      return { report, checked: false };
    }
    await this.step(run, ANALYSIS_STEPS.analysing);
    return {
      report: await this.engine.analyse({ details, policy, today: this.clock.now() }),
      checked: true,
    };
  }

  private step(
    run: RunProgress,
    { label, from }: AnalysisStep,
    extra: Partial<AnalysisDocument> = {},
  ): Promise<void> {
    return run.write({ progress: label, progressPercent: from, ...extra });
  }

  /**
   * Writes the case of this run (and only of this run: a retry has moved it on) and announces
   * the state it now has to the case's progress streams, without reading it back.
   */
  private progressOf(document: AnalysisDocument): RunProgress {
    const where = { id: document.id, runs: document.runs };
    const state: CaseProgressState = {
      status: document.status,
      progress: document.progress,
      progressPercent: document.progressPercent,
      failureReason: document.failureReason,
      runs: document.runs,
    };
    return {
      id: document.id,
      write: async (changes) => {
        // updatedAt is set here, not by the database, so the sweep compares times of one clock.
        const { affected } = await this.documents.update(where, {
          ...changes,
          updatedAt: this.clock.now(),
        });
        if (!affected) return;
        for (const key of ['status', 'progress', 'progressPercent', 'failureReason'] as const)
          if (changes[key] !== undefined) Object.assign(state, { [key]: changes[key] });
        await this.progressEvents.publish(document.id, { ...state });
      },
    };
  }
}

/** One run of a case: its id, and how the processor writes its progress. */
interface RunProgress {
  id: number;
  write(changes: Partial<AnalysisDocument>): Promise<void>;
}

/** The engine's view of a case: the spec's 'Not specified' fallbacks mean "nothing given". */
export function caseDetailsOf(document: AnalysisDocument): CaseDetails {
  return {
    issueCategory: document.issueCategory as CaseDetails['issueCategory'],
    title: document.title,
    issueDescription: document.issueDescription ?? document.description ?? '',
    desiredResolution: specifiedText(document.desiredResolution),
    actionTaken: (document.actionTaken ?? 'notyet') as CaseDetails['actionTaken'],
    universityName: specifiedText(document.universityName),
  };
}
