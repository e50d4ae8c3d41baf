import { DocumentTextError } from './document-text.errors';
import type { InspectUploadOptions } from './inspect-upload';
import { readUpload } from './read-upload';

/** One upload to check, sent to a thread of the upload reader (see `createUploadReader`). */
export interface UploadCheckTask {
  bytes: Uint8Array;
  options: InspectUploadOptions;
}

/** What the thread answers: the document's type, or the refusal to rebuild on the other side. */
export type UploadCheckAnswer =
  | { ok: true; type: 'pdf' | 'docx' | 'txt'; characters: number }
  | { ok: false; name: string; message: string };

/**
 * Runs in a worker thread: the whole intake check of an upload, text extraction included, so a
 * long PDF never holds the API's event loop. Refusals come back as data, because an error
 * crossing threads loses its class.
 */
export async function checkUploadInThread(task: UploadCheckTask): Promise<UploadCheckAnswer> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  try {
    const document = await readUpload(bytes, task.options);
    return { ok: true, type: document.type, characters: document.text.length };
  } catch (error) {
    if (error instanceof DocumentTextError)
      return { ok: false, name: error.name, message: error.message };
    throw error;
  }
}
