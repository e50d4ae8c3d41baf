import type JSZip from 'jszip';
import { detectDocumentType, type DocumentType } from './detect-document-type';
import {
  DocumentArchiveTooLargeError,
  DocumentTextError,
  DocumentTooLargeError,
  DocumentTooManyPagesError,
  EmptyDocumentError,
  EncryptedDocumentError,
  UnreadableDocumentError,
  UnsupportedDocumentTypeError,
} from './document-text.errors';

export interface UploadLimits {
  /** Largest upload accepted, in bytes. Default 10 MB. */
  maxBytes?: number;
  /** Most pages a PDF may have. Default 200. */
  maxPdfPages?: number;
  /** Most bytes a DOCX may unpack to, all parts together. Default 50 MB. */
  maxDocxUncompressedBytes?: number;
  /** Most parts (ZIP entries, folders included) a DOCX may hold. Default 2000. */
  maxDocxEntries?: number;
}

export interface InspectUploadOptions extends UploadLimits {
  /** Used only in messages. */
  fileName?: string;
}

export const UPLOAD_LIMIT_DEFAULTS: Required<UploadLimits> = {
  maxBytes: 10 * 1024 * 1024,
  maxPdfPages: 200,
  maxDocxUncompressedBytes: 50 * 1024 * 1024,
  maxDocxEntries: 2000,
};

export interface UploadInspection {
  type: DocumentType;
  /** Size of the upload in bytes. */
  bytes: number;
  /** PDF only. */
  pages?: number;
  /** DOCX only: the number of ZIP entries and the bytes they actually unpacked to. */
  entries?: number;
  uncompressedBytes?: number;
}

function megabytes(bytes: number): string {
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}

function inspectText(bytes: Buffer, label: string): void {
  // The type detector looks at the first 8 KB; an upload is accepted as text only if all of it
  // is valid UTF-8 without NUL bytes (a binary with a text-looking start is not a policy).
  if (bytes.includes(0)) {
    throw new UnsupportedDocumentTypeError(
      `${label} is not a PDF, DOCX or plain-text (UTF-8) document.`,
    );
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw new UnsupportedDocumentTypeError(
      `${label} is not a PDF, DOCX or plain-text (UTF-8) document.`,
      { cause: error },
    );
  }
  if (text.trim() === '') throw new EmptyDocumentError(`${label} contains no text.`);
}

async function inspectPdf(bytes: Buffer, label: string, maxPages: number): Promise<number> {
  // pdf.js reads the cross-reference table and the page tree here, not the page contents:
  // the page count and the encryption are known before any text is extracted.
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  let pages: number;
  try {
    pages = (await parser.getInfo()).total;
  } catch (error) {
    const name = (error as { name?: string }).name ?? '';
    if (name === 'PasswordException') {
      throw new EncryptedDocumentError(
        `${label} is a password-protected PDF. Please upload a copy without a password.`,
        { cause: error },
      );
    }
    throw new UnreadableDocumentError(`${label} could not be read as a PDF; it may be damaged.`, {
      cause: error,
    });
  } finally {
    await parser.destroy().catch(() => undefined);
  }
  if (pages > maxPages) {
    throw new DocumentTooManyPagesError(
      `${label} has ${pages} pages; Redress accepts PDFs of up to ${maxPages} pages.`,
    );
  }
  if (pages === 0) throw new EmptyDocumentError(`${label} has no pages.`);
  return pages;
}

/** The size an entry's central-directory record declares (JSZip keeps it on `_data`). */
function declaredSize(entry: JSZip.JSZipObject): number {
  const data = (entry as unknown as { _data?: { uncompressedSize?: unknown } })._data;
  return typeof data?.uncompressedSize === 'number' ? data.uncompressedSize : 0;
}

/**
 * Inflates one part as a stream, counting its bytes, and gives up as soon as the budget is
 * spent. Pausing the stream stops JSZip's inflater: it only produces what is read.
 */
function countInflatedBytes(
  entry: JSZip.JSZipObject,
  budget: number,
  overflow: () => Error,
): Promise<number> {
  return new Promise((resolve, reject) => {
    // JSZip's stream is an old readable-stream (no async iteration): plain events.
    const stream = entry.nodeStream('nodebuffer');
    let count = 0;
    const onData = (chunk: Buffer) => {
      count += chunk.length;
      if (count > budget) {
        stream.removeListener('data', onData);
        stream.pause();
        reject(overflow());
      }
    };
    stream.on('data', onData);
    stream.once('error', reject);
    stream.once('end', () => resolve(count));
  });
}

async function inspectDocx(
  bytes: Buffer,
  label: string,
  maxUncompressed: number,
  maxEntries: number,
): Promise<{ entries: number; uncompressedBytes: number }> {
  const unpacksTooLarge = () =>
    new DocumentArchiveTooLargeError(
      `${label} unpacks to more than ${megabytes(maxUncompressed)}, more than Redress accepts for a Word document.`,
    );
  let zip: JSZip;
  try {
    // Loaded on demand, as pdf.js is: a process that never meets a Word document (the analysis
    // CLI, a worker reading text) does not pay for JSZip's sixty modules at start-up.
    const { default: zipReader } = await import('jszip');
    // Reads the central directory only; entries stay compressed until asked for.
    zip = await zipReader.loadAsync(bytes);
  } catch (error) {
    throw new UnreadableDocumentError(
      `${label} could not be read as a Word document; it may be damaged.`,
      { cause: error },
    );
  }
  const entries = Object.values(zip.files);
  if (entries.length > maxEntries) {
    throw new DocumentArchiveTooLargeError(
      `${label} is made of too many parts (${entries.length}; at most ${maxEntries}) to be a Word document Redress accepts.`,
    );
  }
  if (!zip.file('word/document.xml')) {
    throw new UnsupportedDocumentTypeError(`${label} is not a PDF, DOCX or plain-text document.`);
  }
  const declared = entries.reduce((sum, entry) => sum + declaredSize(entry), 0);
  if (declared > maxUncompressed) throw unpacksTooLarge();

  // The declared sizes are whatever the file's author wrote. Inflate every part as a stream
  // and count what really comes out, stopping at the cap, so a lying archive costs at most
  // the cap in work and never reaches the Word reader.
  let inflated = 0;
  for (const entry of entries) {
    if (entry.dir) continue;
    try {
      inflated += await countInflatedBytes(entry, maxUncompressed - inflated, unpacksTooLarge);
    } catch (error) {
      if (error instanceof DocumentTextError) throw error;
      throw new UnreadableDocumentError(
        `${label} could not be read as a Word document; it may be damaged.`,
        { cause: error },
      );
    }
  }
  return { entries: entries.length, uncompressedBytes: inflated };
}

/**
 * Checks an uploaded policy document before its text is extracted, cheapest checks first:
 * size, type by content (never by name), then per type the text encoding, the PDF page count
 * and password protection, or the DOCX parts count and unpacked size (declared and actual).
 *
 * @throws DocumentTooLargeError, UnsupportedDocumentTypeError, DocumentTooManyPagesError,
 *   DocumentArchiveTooLargeError, EncryptedDocumentError, UnreadableDocumentError,
 *   EmptyDocumentError, each with the HTTP `status` to answer with.
 */
export async function inspectUpload(
  bytes: Buffer,
  options: InspectUploadOptions = {},
): Promise<UploadInspection> {
  const limits = { ...UPLOAD_LIMIT_DEFAULTS, ...definedOnly(options) };
  const label = options.fileName ? `"${options.fileName}"` : 'The document';
  if (bytes.length > limits.maxBytes) {
    throw new DocumentTooLargeError(
      `${label} is larger than ${megabytes(limits.maxBytes)}, the most Redress accepts.`,
    );
  }
  if (bytes.length === 0) throw new EmptyDocumentError(`${label} is empty.`);
  const type = detectDocumentType(bytes);
  if (!type) {
    throw new UnsupportedDocumentTypeError(`${label} is not a PDF, DOCX or plain-text document.`);
  }
  if (type === 'txt') {
    inspectText(bytes, label);
    return { type, bytes: bytes.length };
  }
  if (type === 'pdf') {
    const pages = await inspectPdf(bytes, label, limits.maxPdfPages);
    return { type, bytes: bytes.length, pages };
  }
  const docx = await inspectDocx(
    bytes,
    label,
    limits.maxDocxUncompressedBytes,
    limits.maxDocxEntries,
  );
  return { type, bytes: bytes.length, ...docx };
}

function definedOnly(options: UploadLimits): UploadLimits {
  return Object.fromEntries(
    Object.entries({
      maxBytes: options.maxBytes,
      maxPdfPages: options.maxPdfPages,
      maxDocxUncompressedBytes: options.maxDocxUncompressedBytes,
      maxDocxEntries: options.maxDocxEntries,
    }).filter(([, value]) => value !== undefined),
  );
}
