import { Injectable, OnModuleDestroy } from '@nestjs/common';
import {
  createUploadReader,
  type ExtractedDocument,
  type UploadReader,
} from '@redress/document-text';
import { AppConfig } from '../../config/app-config';

/**
 * Reads policy documents (uploads at intake, uploads and linked files in the analysis) in
 * worker threads, with the configured caps: pdf.js never runs on, or slows, the event loop
 * that answers requests. Rejects with the DocumentTextError of `readUpload`.
 */
@Injectable()
export class DocumentReader implements OnModuleDestroy {
  private readonly reader: UploadReader;

  constructor(private readonly config: AppConfig) {
    this.reader = createUploadReader({
      threads: config.analysis.uploadCheckThreads,
      // A thread that starts again loads pdf.js again (about 0.2 s), and the memory of one
      // that ended is not all given back to the system: between documents arriving minutes
      // apart the thread stays, and goes only after a quiet minute.
      idleTimeoutMs: 60_000,
    });
  }

  read(bytes: Buffer, fileName?: string): Promise<ExtractedDocument> {
    return this.reader.read(bytes, {
      fileName,
      maxBytes: this.config.analysis.uploadMaxBytes,
      maxPdfPages: this.config.analysis.maxPdfPages,
    });
  }

  onModuleDestroy(): Promise<void> {
    return this.reader.close();
  }
}
