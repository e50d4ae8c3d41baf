import { DocumentTextError } from './document-text.errors';
import type { ExtractedDocument } from './extract-document-text';
import type { InspectUploadOptions } from './inspect-upload';
import { readUpload } from './read-upload';

/** One document to read, sent to a thread of the upload reader (see `createUploadReader`). */
export interface UploadReadTask {
  bytes: Uint8Array;
  options: InspectUploadOptions;
}

/** What the thread answers: the document, or the refusal to rebuild on the other side. */
export type UploadReadAnswer =
  { ok: true; document: ExtractedDocument } | { ok: false; name: string; message: string };

/**
 * Runs in a worker thread: `readUpload` (the intake checks, then the text), so a long PDF never
 * holds the caller's event loop and pdf.js never loads on its thread. Refusals come back as
 * data, because an error crossing threads loses its class.
 */
export async function readUploadInThread(task: UploadReadTask): Promise<UploadReadAnswer> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  try {
    const { type, text, pages } = await readUpload(bytes, task.options);
    return { ok: true, document: { type, text, pages } };
  } catch (error) {
    if (error instanceof DocumentTextError)
      return { ok: false, name: error.name, message: error.message };
    throw error;
  }
}
