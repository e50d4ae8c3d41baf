import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { createUploadReader, DocumentTextError, type UploadReader } from '@redress/document-text';
import { AppConfig } from '../../config/app-config';
import { UploadRefusedError } from './analysis.errors';

/**
 * Decides at intake whether an uploaded policy can be analysed, by its content (never its name
 * or declared type): too large or a zip bomb 413, not a PDF/DOCX/TXT 415, empty, encrypted or
 * unreadable 422. The text is extracted here so a file without text is refused before anything
 * is stored; that runs in a worker thread, so a long PDF does not hold up other requests.
 */
@Injectable()
export class UploadCheck implements OnModuleDestroy {
  private readonly reader: UploadReader;

  constructor(private readonly config: AppConfig) {
    this.reader = createUploadReader({ threads: config.analysis.uploadCheckThreads });
  }

  async check(bytes: Buffer, fileName: string): Promise<'pdf' | 'docx' | 'txt'> {
    try {
      return await this.reader.check(bytes, {
        fileName,
        maxBytes: this.config.analysis.uploadMaxBytes,
        maxPdfPages: this.config.analysis.maxPdfPages,
      });
    } catch (error) {
      if (error instanceof DocumentTextError)
        throw new UploadRefusedError(error.status, error.message, codeFor(error.status));
      throw error;
    }
  }

  onModuleDestroy(): Promise<void> {
    return this.reader.close();
  }
}

function codeFor(status: number): string {
  return status === 413 ? 'too-large' : status === 415 ? 'unsupported-type' : 'unreadable';
}
