import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { analysisReportSchema, type AnalysisReport } from '@redress/analysis-engine';
import { extname, join } from 'node:path';
import { Piscina } from 'piscina';
import { AppConfig } from '../../config/app-config';
import { analyseInThread, type EngineTask } from './engine.thread';

// The built API runs the thread's compiled file; its TypeScript source (under Jest) goes
// through an entry that compiles it in the thread.
const threadModule = join(__dirname, `engine.thread${extname(__filename)}`);
const thread = threadModule.endsWith('.ts')
  ? {
      filename: join(__dirname, '../../../../../tools/jest/thread-source.cjs'),
      workerData: { source: threadModule },
    }
  : { filename: threadModule };

/**
 * Runs the embedded engine. On the embedded default (the in-process queue) the analysis would
 * otherwise run on the API's own event loop: a 10 MB policy held every request for seconds
 * (`/api/health` took 8 s). There it runs in worker threads, as many as the queue runs jobs at
 * once. A worker process (BullMQ) serves no requests and runs it directly.
 */
@Injectable()
export class EngineRunner implements OnModuleDestroy {
  private readonly pool?: Piscina<EngineTask, AnalysisReport>;

  constructor(config: AppConfig) {
    if (config.queue.driver === 'in-process')
      this.pool = new Piscina<EngineTask, AnalysisReport>({
        ...thread,
        name: 'analyseInThread',
        minThreads: 0,
        maxThreads: Math.max(1, config.queue.concurrency),
        // Loading the engine and its model costs a thread about half a second: keep it a while.
        idleTimeout: 60_000,
      });
  }

  get inThreads(): boolean {
    return this.pool !== undefined;
  }

  async analyse(task: EngineTask): Promise<AnalysisReport> {
    if (!this.pool) return analyseInThread(task);
    // What crosses threads is plain data: parse it back into the report's own shape.
    return analysisReportSchema.parse(await this.pool.run(task));
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool?.destroy();
  }
}
