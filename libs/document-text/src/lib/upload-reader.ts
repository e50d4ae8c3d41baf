import { extname, join } from 'node:path';
import { Piscina } from 'piscina';
import { documentTextError, UnreadableDocumentError } from './document-text.errors';
import type { ExtractedDocument } from './extract-document-text';
import type { InspectUploadOptions } from './inspect-upload';
import type { UploadReadAnswer, UploadReadTask } from './read-upload.thread';

export interface UploadReaderOptions {
  /** Threads reading uploads at once; further uploads wait their turn. Default 1. */
  threads?: number;
  /** A thread left idle this long exits and gives its memory back. Default 5 s. */
  idleTimeoutMs?: number;
  /** An upload still being read after this long is refused as unreadable. Default 30 s. */
  timeoutMs?: number;
  /**
   * The heap a reading thread may use. A document that needs more (a few hundred kilobytes of
   * DOCX can unpack into millions of paragraphs) ends its thread, never the process, and is
   * refused as too large or complex to read. Default 256 MB.
   */
  maxHeapMb?: number;
}

export interface UploadReader {
  /**
   * `readUpload` (size, type, encryption, zip bombs, page count, then the text) run in a worker
   * thread. Resolves to the document; rejects with the same `DocumentTextError` subclasses,
   * statuses and messages `readUpload` throws.
   */
  read(bytes: Buffer, options?: InspectUploadOptions): Promise<ExtractedDocument>;
  /** Waits for the uploads being read, then stops the threads. */
  close(): Promise<void>;
}

// The compiled library runs the thread's compiled file; its TypeScript source (under Jest)
// goes through an entry that compiles it in the thread.
const threadModule = join(__dirname, `read-upload.thread${extname(__filename)}`);
const fromSource = threadModule.endsWith('.ts');
const thread = fromSource
  ? {
      filename: join(__dirname, '../../../../tools/jest/thread-source.cjs'),
      workerData: { source: threadModule },
    }
  : { filename: threadModule };

/**
 * Reads documents off the caller's event loop: pdf.js takes 70–135 ms of CPU for a 30-page PDF,
 * which in the API process would stall every other request for as long. pdf.js also installs
 * polyfills of built-ins (its legacy build carries core-js) that slow the whole thread it loads
 * in; here it loads only in the reader's threads.
 */
export function createUploadReader(options: UploadReaderOptions = {}): UploadReader {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const pool = new Piscina<UploadReadTask, UploadReadAnswer>({
    ...thread,
    name: 'readUploadInThread',
    minThreads: 0,
    maxThreads: Math.max(1, options.threads ?? 1),
    idleTimeout: options.idleTimeoutMs ?? 5_000,
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 256 },
  });

  return {
    async read(bytes, inspectOptions = {}) {
      const label = inspectOptions.fileName ? `"${inspectOptions.fileName}"` : 'The document';
      let answer: UploadReadAnswer;
      try {
        answer = await pool.run(
          {
            bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
            options: inspectOptions,
          },
          { signal: AbortSignal.timeout(timeoutMs) },
        );
      } catch (error) {
        if ((error as { name?: string }).name === 'AbortError')
          throw new UnreadableDocumentError(
            `${label} took too long to read; it may be damaged. Try saving it again or uploading it as DOCX or TXT.`,
          );
        if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
          throw new UnreadableDocumentError(
            `${label} is too large or complex to read. Try saving it again as a smaller file, or upload the policy's relevant sections as TXT.`,
          );
        throw error;
      }
      if (answer.ok) return answer.document;
      throw documentTextError(answer.name, answer.message);
    },
    close: () => pool.close(),
  };
}
