import { Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { ANALYSIS_WAITING_STEP } from '@redress/domain';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, MoreThanOrEqual } from 'typeorm';
import { Clock } from '../../common/clock';
import { isUniqueViolation } from '../../common/database-errors';
import { PerUserLock } from '../../common/per-user-lock';
import { AppConfig } from '../../config/app-config';
import { JobQueue, JobState, jobId } from '../queue/queue.types';
import {
  AnalysisNotFoundError,
  DailyLimitReachedError,
  NotRetryableError,
  PolicyGoneError,
  ResultNotReadyError,
} from './analysis.errors';
import { caseRecordOf, caseReportOf, type CaseRecord, type CaseReport } from './case-records';
import { CaseSubmission, composeDescription } from './case-submission';
import { AnalysisDocument, SUBMISSION_KEY_INDEX } from './entities/analysis-document.entity';
import { AnalysisResult } from './entities/analysis-result.entity';
import { PolicyFileStore } from './policy-file-store';
import { CaseProgressState, ProgressEvents } from './progress-events';

export const ANALYSIS_JOB = 'analysis.run';

export interface AnalysisJobPayload {
  documentId: number;
  /** Which run of the document this job belongs to; a job of an older run does nothing. */
  run: number;
}

export interface AcceptedUpload {
  bytes: Buffer;
  fileName: string;
  type: 'pdf' | 'docx' | 'txt';
}

/** The job of a run: the first keeps the plain id, each retry gets its own (queues keep finished ids). */
export function analysisJobId(documentId: number, run: number): string {
  return run <= 1 ? jobId('analysis', documentId) : jobId('analysis', documentId, 'run', run);
}

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Intake and reading of cases; the analysis itself runs in AnalysisProcessor. */
@Injectable()
export class AnalysisService {
  private readonly logger = new Logger('Analysis');
  /**
   * Reports of completed cases, which never change (a retry is only for a failed case and a
   * resubmission is a new case), so they are read from the database once. Bounded by size;
   * account deletion drops the account's reports.
   */
  private readonly completedResults = new LRUCache<
    number,
    { userId: number; result: AnalysisResult }
  >({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: ({ result }) => 256 + result.content.length * 2,
  });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
    private readonly files: PolicyFileStore,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly userLock: PerUserLock,
    private readonly progressEvents: ProgressEvents,
  ) {}

  private get documents() {
    return this.dataSource.getRepository(AnalysisDocument);
  }

  private get results() {
    return this.dataSource.getRepository(AnalysisResult);
  }

  /**
   * Stores the case (pending) and its file and queues the analysis. The free plan's daily limit
   * is checked and the row inserted atomically, so parallel submissions cannot exceed it; on a
   * refusal nothing is kept. A submission named like one the student sent before (`key`, the
   * Idempotency-Key header) stores nothing and answers that case (`replayed`).
   */
  async submit(
    userId: number,
    submission: CaseSubmission,
    upload: AcceptedUpload | null,
    key: string | null = null,
    remixOfId: number | null = null,
  ): Promise<{ document: AnalysisDocument; replayed: boolean }> {
    const now = this.clock.now();
    const fileKey = upload ? await this.files.save(upload.bytes) : null;
    let stored: { document: AnalysisDocument; replayed: boolean };
    try {
      const values: Partial<AnalysisDocument> = {
        userId,
        title: submission.title,
        description: composeDescription(submission),
        documentType: submission.documentType,
        status: 'pending',
        documentUrl: upload
          ? `uploaded:${upload.fileName}`
          : (submission.policyLink ?? 'no_document_provided'),
        policyLink: submission.policyLink,
        issueCategory: submission.issueCategory,
        issueDescription: submission.issueDescription,
        desiredResolution: submission.desiredResolution,
        actionTaken: submission.actionTaken,
        universityName: submission.universityName,
        policySource: upload ? 'upload' : submission.policyLink ? 'link' : 'none',
        fileKey,
        fileName: upload?.fileName ?? null,
        fileType: upload?.type ?? null,
        fileSize: upload?.bytes.length ?? null,
        progress: ANALYSIS_WAITING_STEP,
        progressPercent: 0,
        runs: 1,
        submissionKey: key,
        remixOfId,
        createdAt: now,
        updatedAt: now,
      };
      stored = await this.insertWithinDailyLimit(userId, values, now);
    } catch (error) {
      if (fileKey) await this.files.remove(fileKey).catch(() => undefined);
      throw error;
    }
    const { document, replayed } = stored;
    if (replayed && fileKey) await this.files.remove(fileKey).catch(() => undefined);
    // A repeat of a case still pending queues it again: the first request may have stopped
    // (its process died) between storing and queuing. The job id keeps it to one job.
    if (!replayed || document.status === 'pending') await this.enqueue(document.id, document.runs);
    return stored;
  }

  private async insertWithinDailyLimit(
    userId: number,
    values: Partial<AnalysisDocument>,
    now: Date,
  ): Promise<{ document: AnalysisDocument; replayed: boolean }> {
    const limit = this.config.analysis.perDay;
    const dayStart = startOfUtcDay(now);
    const key = values.submissionKey;
    const earlier = (manager: EntityManager) =>
      key ? manager.findOneBy(AnalysisDocument, { userId, submissionKey: key }) : null;
    // A second submission of the same user waits until the first is stored, then counts it (or,
    // named like it, answers it).
    const stored = await this.userLock.run(userId, async (manager) => {
      const repeated = await earlier(manager);
      if (repeated) return { document: repeated, replayed: true };
      const used = await manager.count(AnalysisDocument, {
        where: { userId, createdAt: MoreThanOrEqual(dayStart) },
      });
      if (used >= limit)
        throw new DailyLimitReachedError(limit, new Date(dayStart.getTime() + 24 * 3600_000), now);
      try {
        const document = await manager.save(
          AnalysisDocument,
          manager.create(AnalysisDocument, values),
        );
        return { document, replayed: false };
      } catch (error) {
        // Outside the lock's reach (another process on SQLite): the index holds the name.
        if (isUniqueViolation(error, SUBMISSION_KEY_INDEX, 'submissionKey')) return null;
        throw error;
      }
    });
    if (stored) return stored;
    const repeated = await earlier(this.dataSource.manager);
    if (!repeated) throw new Error(`Submission ${key} collided with a case that cannot be found`);
    return { document: repeated, replayed: true };
  }

  /**
   * Starts the student's case `earlier` (found with findOwned) again with a corrected story: a new case, submitted
   * like any other (the daily limit, the submission's name), on the earlier case's policy. An
   * uploaded policy is copied, so each case keeps its own file for as long as it exists.
   */
  async remix(
    userId: number,
    earlier: AnalysisDocument,
    submission: CaseSubmission,
    key: string | null,
  ): Promise<{ document: AnalysisDocument; replayed: boolean }> {
    let upload: AcceptedUpload | null = null;
    if (earlier.policySource === 'upload' && earlier.fileKey) {
      let bytes: Buffer;
      try {
        bytes = await this.files.read(earlier.fileKey);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new PolicyGoneError();
        throw error;
      }
      upload = {
        bytes,
        fileName: earlier.fileName ?? 'policy',
        type: earlier.fileType as AcceptedUpload['type'],
      };
    }
    return this.submit(userId, submission, upload, key, earlier.id);
  }

  /** Queues a run. A queue that is down leaves the case pending; the sweep queues it later. */
  async enqueue(documentId: number, run: number): Promise<void> {
    try {
      await this.queue.enqueue<AnalysisJobPayload>(
        ANALYSIS_JOB,
        { documentId, run },
        { jobId: analysisJobId(documentId, run) },
      );
    } catch (error) {
      this.logger.warn(
        `Could not queue the analysis of case ${documentId} (run ${run}); the sweep will retry: ${(error as Error).message}`,
      );
    }
  }

  /** Where the job of this run of the case is in the queue. */
  jobState(documentId: number, run: number): Promise<JobState> {
    return this.queue.state(analysisJobId(documentId, run));
  }

  /** The user's own case; anyone else's answers exactly like a missing one. */
  async findOwned(userId: number, id: number): Promise<AnalysisDocument> {
    const document = await this.documents.findOneBy({ id, userId });
    if (!document) throw new AnalysisNotFoundError();
    return document;
  }

  /** How many of the day's free analyses the user has left, counted as submission counts them. */
  async allowance(
    userId: number,
  ): Promise<{ limit: number; used: number; remaining: number; resetsAt: Date }> {
    const now = this.clock.now();
    const limit = this.config.analysis.perDay;
    const dayStart = startOfUtcDay(now);
    const used = await this.documents.count({
      where: { userId, createdAt: MoreThanOrEqual(dayStart) },
    });
    return {
      limit,
      used,
      remaining: Math.max(0, limit - used),
      resetsAt: new Date(dayStart.getTime() + 24 * 3600_000),
    };
  }

  /** The ids of the user's cases, oldest first; in `manager`'s transaction when one is given. */
  async caseIdsOf(
    userId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number[]> {
    const rows = await manager.find(AnalysisDocument, {
      where: { userId },
      select: { id: true },
      order: { id: 'ASC' },
    });
    return rows.map((row) => row.id);
  }

  /** The user's own case, as other features read it; the same 404 as `findOwned` otherwise. */
  async ownedCase(userId: number, id: number): Promise<CaseRecord> {
    return caseRecordOf(await this.findOwned(userId, id));
  }

  /** A case whoever owns it (for jobs that act on a case later); null once it is deleted. */
  async caseById(id: number): Promise<CaseRecord | null> {
    const document = await this.documents.findOneBy({ id });
    return document ? caseRecordOf(document) : null;
  }

  /** The user's cases, oldest first. */
  async casesOf(userId: number): Promise<CaseRecord[]> {
    const documents = await this.documents.find({ where: { userId }, order: { id: 'ASC' } });
    return documents.map(caseRecordOf);
  }

  /** The case's report, when its analysis has written one. */
  async reportOf(caseId: number): Promise<CaseReport | null> {
    const result = await this.results.findOneBy({ analysisDocumentId: caseId });
    return result ? caseReportOf(result) : null;
  }

  /** The reports of these cases, by case; a case without one is absent. */
  async reportsOf(caseIds: number[]): Promise<Map<number, CaseReport>> {
    if (caseIds.length === 0) return new Map();
    const results = await this.results.findBy({ analysisDocumentId: In(caseIds) });
    return new Map(results.map((result) => [result.analysisDocumentId, caseReportOf(result)]));
  }

  listFor(userId: number): Promise<AnalysisDocument[]> {
    return this.documents.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async resultFor(userId: number, documentId: number): Promise<AnalysisResult> {
    const cached = this.completedResults.get(documentId);
    if (cached) {
      if (cached.userId !== userId) throw new AnalysisNotFoundError();
      return cached.result;
    }
    const document = await this.findOwned(userId, documentId);
    const result = await this.results.findOneBy({ analysisDocumentId: documentId });
    if (!result) throw new ResultNotReadyError();
    if (document.status === 'completed') this.completedResults.set(documentId, { userId, result });
    return result;
  }

  /** Drops cases' reports from memory once they are deleted. */
  forgetResults(documentIds: number[]): void {
    for (const id of documentIds) this.completedResults.delete(id);
  }

  /** Runs a failed analysis again. It is the same case, so it does not count against the daily limit. */
  async retry(userId: number, id: number): Promise<AnalysisDocument> {
    const document = await this.findOwned(userId, id);
    if (document.status !== 'failed') throw new NotRetryableError();
    const run = document.runs + 1;
    const queued = {
      status: 'pending' as const,
      runs: run,
      failureReason: null,
      sourceNote: null,
      producedBy: null,
      progress: ANALYSIS_WAITING_STEP,
      progressPercent: 0,
      updatedAt: this.clock.now(),
    };
    const { affected } = await this.documents.update(
      { id, status: 'failed', runs: document.runs },
      queued,
    );
    // Someone else's retry got there first.
    if (!affected) throw new NotRetryableError();
    await this.progressEvents.publish(id, {
      status: 'pending',
      progress: ANALYSIS_WAITING_STEP,
      progressPercent: 0,
      failureReason: null,
      runs: run,
    });
    await this.enqueue(id, run);
    // The case as this retry left it: a worker may already have moved it on, and its stream
    // says so.
    return Object.assign(document, queued);
  }

  /** The live state of a case, for its progress stream. */
  progressOf(userId: number, id: number): Promise<CaseProgressState | null> {
    return this.documents.findOne({
      where: { id, userId },
      select: {
        status: true,
        progress: true,
        progressPercent: true,
        failureReason: true,
        runs: true,
      },
    });
  }
}
