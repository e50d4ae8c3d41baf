import { Injectable } from '@nestjs/common';
import { DocumentTextError } from '@redress/document-text';
import { UploadRefusedError } from './analysis.errors';
import { DocumentReader } from './document-reader';

/**
 * Decides at intake whether an uploaded policy can be analysed, by its content (never its name
 * or declared type): too large or a zip bomb 413, not a PDF/DOCX/TXT 415, empty, encrypted or
 * unreadable 422. The text is extracted here so a file without text is refused before anything
 * is stored.
 */
@Injectable()
export class UploadCheck {
  constructor(private readonly documents: DocumentReader) {}

  async check(bytes: Buffer, fileName: string): Promise<'pdf' | 'docx' | 'txt'> {
    try {
      return (await this.documents.read(bytes, fileName)).type;
    } catch (error) {
      if (error instanceof DocumentTextError)
        throw new UploadRefusedError(error.status, error.message, codeFor(error.status));
      throw error;
    }
  }
}

function codeFor(status: number): string {
  return status === 413 ? 'too-large' : status === 415 ? 'unsupported-type' : 'unreadable';
}
