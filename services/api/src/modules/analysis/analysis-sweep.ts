import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { RUNS_PROCESSORS } from '../queue/queue.types';
import { AnalysisService } from './analysis.service';
import { AnalysisDocument } from './entities/analysis-document.entity';

const BATCH = 100;

export const STUCK_MESSAGE = 'The analysis stopped before it finished. Please run it again.';

/**
 * Keeps cases from waiting for ever. The cases table is the queue's outbox: a case is stored
 * `pending` before its job is queued, so a case accepted while Redis was down (or whose job
 * failed without the case being updated) is queued again once it has waited a sweep interval
 * (the job id makes this a no-op when the job is there; a failed one is run again). Cases stuck
 * in processing past ANALYSIS_STUCK_MINUTES (e.g. a worker that kept dying) are failed. Runs in
 * the processes that run jobs, at start and every ANALYSIS_SWEEP_SECONDS; every step is safe to
 * run twice.
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
      select: { id: true, runs: true },
      order: { id: 'ASC' },
      take: BATCH,
    });
    for (const document of pending)
      await this.analysis.enqueue(document.id, document.runs, { retryFailed: true });
    const { affected } = await documents.update(
      {
        status: 'processing',
        updatedAt: LessThan(new Date(now - this.config.analysis.stuckAfterMs)),
      },
      {
        status: 'failed',
        failureReason: STUCK_MESSAGE,
        progress: 'Failed',
        updatedAt: new Date(now),
      },
    );
    if (pending.length || affected)
      this.logger.warn(
        `Queued ${pending.length} waiting case(s) again; marked ${affected ?? 0} stuck case(s) failed`,
      );
    return { requeued: pending.length, failed: affected ?? 0 };
  }
}
