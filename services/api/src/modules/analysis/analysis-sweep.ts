import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, FindOptionsWhere, LessThan } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { RUNS_PROCESSORS } from '../queue/queue.types';
import { AnalysisService } from './analysis.service';
import { AnalysisDocument } from './entities/analysis-document.entity';
import { ProgressEvents } from './progress-events';

const BATCH = 100;

export const STUCK_MESSAGE = 'The analysis stopped before it finished. Please run it again.';

/**
 * Keeps cases from waiting for ever. The cases table is the queue's outbox: a case is stored
 * `pending` before its job is queued, so a case that has waited a sweep interval is looked up in
 * the queue: without a job (accepted while Redis was down) it is queued; with a job that ended
 * while the case still says pending (a double failure: the job used up its attempts and the
 * case's own failure could not be written) it is failed, so the student can run it again; a job
 * still waiting or running is left alone, however long the queue. Cases stuck in processing past
 * ANALYSIS_STUCK_MINUTES (e.g. a worker that kept dying) are failed. Runs in the processes that
 * run jobs, at start and every ANALYSIS_SWEEP_SECONDS; every step is safe to run twice.
 */
@Injectable()
export class AnalysisSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AnalysisSweep');
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly analysis: AnalysisService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    @Inject(RUNS_PROCESSORS) private readonly runsProcessors: boolean,
    private readonly progressEvents: ProgressEvents,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.runsProcessors) return;
    const sweep = () =>
      this.sweep().catch((error: Error) => this.logger.warn(`Sweep failed: ${error.message}`));
    void sweep();
    this.timer = setInterval(sweep, this.config.analysis.sweepEveryMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async sweep(): Promise<{ requeued: number; failed: number }> {
    const documents = this.dataSource.getRepository(AnalysisDocument);
    const now = this.clock.now().getTime();
    const pending = await documents.find({
      where: {
        status: 'pending',
        updatedAt: LessThan(new Date(now - this.config.analysis.sweepEveryMs)),
      },
      select: { id: true, runs: true, progressPercent: true },
      order: { id: 'ASC' },
      take: BATCH,
    });
    let requeued = 0;
    let ended = 0;
    for (const document of pending) {
      const state = await this.analysis.jobState(document.id, document.runs).catch(() => undefined);
      if (state === 'missing') {
        await this.analysis.enqueue(document.id, document.runs);
        requeued++;
      } else if (state === 'failed' || state === 'completed') {
        // Only if nothing moved meanwhile: the same run, still pending.
        if (await this.failStuck(document, { status: 'pending' })) ended++;
      }
    }
    const stuckSince = {
      status: 'processing' as const,
      updatedAt: LessThan(new Date(now - this.config.analysis.stuckAfterMs)),
    };
    const stuck = await documents.find({
      where: stuckSince,
      select: { id: true, runs: true, progressPercent: true },
      order: { id: 'ASC' },
      take: BATCH,
    });
    let affected = 0;
    for (const document of stuck) if (await this.failStuck(document, stuckSince)) affected++;
    const failed = ended + affected;
    if (requeued || failed)
      this.logger.warn(
        `Queued ${requeued} waiting case(s) again; marked ${failed} stuck case(s) failed`,
      );
    return { requeued, failed };
  }

  /**
   * Fails a case that is still as `still` says in the same run (nothing moved meanwhile) and
   * tells its progress streams. True if it was failed here.
   */
  private async failStuck(
    document: Pick<AnalysisDocument, 'id' | 'runs' | 'progressPercent'>,
    still: FindOptionsWhere<AnalysisDocument>,
  ): Promise<boolean> {
    const { affected } = await this.dataSource.getRepository(AnalysisDocument).update(
      { ...still, id: document.id, runs: document.runs },
      {
        status: 'failed',
        failureReason: STUCK_MESSAGE,
        progress: 'Failed',
        updatedAt: this.clock.now(),
      },
    );
    if (!affected) return false;
    await this.progressEvents.publish(document.id, {
      status: 'failed',
      progress: 'Failed',
      progressPercent: document.progressPercent,
      failureReason: STUCK_MESSAGE,
      runs: document.runs,
    });
    return true;
  }
}
