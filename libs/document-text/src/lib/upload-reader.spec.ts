import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPdf } from '../test-support/minimal-pdf';
import {
  DocumentTextError,
  DocumentTooManyPagesError,
  EmptyDocumentError,
  EncryptedDocumentError,
  UnreadableDocumentError,
  UnsupportedDocumentTypeError,
} from './document-text.errors';
import { createUploadReader, type UploadReader } from './upload-reader';

// Reading on this thread would fail: every check must be answered by a worker thread.
jest.mock('./read-upload', () => ({
  readUpload: () => Promise.reject(new Error('read on the calling thread')),
}));

const docx = readFileSync(join(__dirname, 'fixtures', 'appeals-procedure.docx'));

async function refusal(promise: Promise<unknown>): Promise<DocumentTextError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof DocumentTextError)) throw new Error(`expected a refusal, got ${error}`);
  return error;
}

// The reader starts real worker threads running this library's source (through jiti); the
// first task pays for starting one and loading pdf.js in it.
jest.setTimeout(30_000);

describe('createUploadReader', () => {
  let reader: UploadReader;
  beforeAll(() => {
    reader = createUploadReader({ threads: 2 });
  });
  afterAll(() => reader.close());

  it('answers the type of each supported document', async () => {
    await expect(reader.check(buildPdf([['1.1 Appeals', 'within ten days']]))).resolves.toBe('pdf');
    await expect(reader.check(docx, { fileName: 'policy.docx' })).resolves.toBe('docx');
    await expect(reader.check(Buffer.from('1.1 Appeals\n'))).resolves.toBe('txt');
  });

  it('refuses with the same error classes, statuses and messages as readUpload', async () => {
    const noText = await refusal(reader.check(buildPdf([[]]), { fileName: 'scan.pdf' }));
    expect(noText).toBeInstanceOf(EmptyDocumentError);
    expect(noText.status).toBe(422);
    expect(noText.message).toContain('"scan.pdf"');

    const long = await refusal(
      reader.check(buildPdf([['1'], ['2'], ['3']]), { fileName: 'long.pdf', maxPdfPages: 2 }),
    );
    expect(long).toBeInstanceOf(DocumentTooManyPagesError);
    expect(long.status).toBe(413);
    expect(long.message).toBe('"long.pdf" has 3 pages; Redress accepts PDFs of up to 2 pages.');

    const locked = await refusal(reader.check(buildPdf([['secret']], { encrypted: true })));
    expect(locked).toBeInstanceOf(EncryptedDocumentError);

    const binary = await refusal(reader.check(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2])));
    expect(binary).toBeInstanceOf(UnsupportedDocumentTypeError);
    expect(binary.status).toBe(415);

    const damaged = await refusal(reader.check(Buffer.from('%PDF-1.4\nnot really a pdf')));
    expect(damaged).toBeInstanceOf(UnreadableDocumentError);
  });

  it('reads uploads side by side without mixing their answers', async () => {
    const uploads = Array.from({ length: 6 }, (_, i) =>
      i % 2 ? buildPdf([[`Rule ${i}`]]) : Buffer.from(`Rule ${i}\n`),
    );
    await expect(Promise.all(uploads.map((bytes) => reader.check(bytes)))).resolves.toEqual([
      'txt',
      'pdf',
      'txt',
      'pdf',
      'txt',
      'pdf',
    ]);
  });
});

describe('createUploadReader limits', () => {
  it('refuses an upload still being read after the time limit, and stays usable', async () => {
    const reader = createUploadReader({ timeoutMs: 1 });
    try {
      const slow = await refusal(
        reader.check(buildPdf(Array.from({ length: 50 }, (_, i) => [`Page ${i}`])), {
          fileName: 'slow.pdf',
        }),
      );
      expect(slow).toBeInstanceOf(UnreadableDocumentError);
      expect(slow.message).toContain('"slow.pdf" took too long to read');
    } finally {
      await reader.close();
    }
    const next = createUploadReader();
    await expect(next.check(Buffer.from('text\n'))).resolves.toBe('txt');
    await next.close();
  });
});
