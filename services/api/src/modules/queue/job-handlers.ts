import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from './queue.types';

export class UnknownJobError extends Error {
  constructor(name: string) {
    super(`No processor is registered for jobs named "${name}"`);
    this.name = 'UnknownJobError';
  }
}

/** Feature modules register their processors here at start; both queue drivers dispatch through it. */
@Injectable()
export class JobHandlers {
  private readonly logger = new Logger(JobHandlers.name);
  private readonly handlers = new Map<string, JobHandler>();

  register<T>(name: string, handler: JobHandler<T>): void {
    if (this.handlers.has(name)) throw new Error(`A processor for "${name}" is already registered`);
    this.handlers.set(name, handler as JobHandler);
    this.logger.debug(`Processor registered: ${name}`);
  }

  get(name: string): JobHandler {
    const handler = this.handlers.get(name);
    if (!handler) throw new UnknownJobError(name);
    return handler;
  }

  names(): string[] {
    return [...this.handlers.keys()];
  }
}
