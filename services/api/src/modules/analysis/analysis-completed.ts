import { Injectable, Logger } from '@nestjs/common';

export type AnalysisCompletedListener = (documentId: number) => Promise<void>;

/**
 * Tells the features that build on a case's report (the case file's reminders) that the report
 * has been written, without the analysis knowing them. A listener that fails is logged; the
 * analysis itself has succeeded.
 */
@Injectable()
export class AnalysisCompleted {
  private readonly logger = new Logger('AnalysisCompleted');
  private readonly listeners: AnalysisCompletedListener[] = [];

  on(listener: AnalysisCompletedListener): void {
    this.listeners.push(listener);
  }

  async notify(documentId: number): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(documentId);
      } catch (error) {
        this.logger.error(
          `A listener failed after the analysis of case ${documentId}: ${(error as Error).stack ?? error}`,
        );
      }
    }
  }
}
