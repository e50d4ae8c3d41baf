import JSZip from 'jszip';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPdf } from '../test-support/minimal-pdf';
import { refusal } from '../test-support/refusal';
import {
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

/** A part of a real DOCX, to build others from. */
function docxPart(file: Buffer, name: string): Promise<string> {
  return JSZip.loadAsync(file).then((zip) => zip.file(name)!.async('string'));
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

  it('answers each supported document with its text, as readUpload does', async () => {
    const pdf = await reader.read(buildPdf([['1.1 Appeals'], ['2.1 within ten days']]));
    expect(pdf.type).toBe('pdf');
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.text.slice(pdf.pages![1].start, pdf.pages![1].end)).toContain('2.1 within ten days');
    const word = await reader.read(docx, { fileName: 'policy.docx' });
    expect(word).toMatchObject({ type: 'docx' });
    expect(word.text).toContain('1.1 An appeal must be lodged within ten (10) working days');
    await expect(reader.read(Buffer.from('\uFEFF1.1 Appeals\n'))).resolves.toEqual({
      type: 'txt',
      text: '1.1 Appeals\n',
      pages: undefined,
    });
  });

  it('refuses with the same error classes, statuses and messages as readUpload', async () => {
    const noText = await refusal(reader.read(buildPdf([[]]), { fileName: 'scan.pdf' }));
    expect(noText).toBeInstanceOf(EmptyDocumentError);
    expect(noText.status).toBe(422);
    expect(noText.message).toContain('"scan.pdf"');

    const long = await refusal(
      reader.read(buildPdf([['1'], ['2'], ['3']]), { fileName: 'long.pdf', maxPdfPages: 2 }),
    );
    expect(long).toBeInstanceOf(DocumentTooManyPagesError);
    expect(long.status).toBe(413);
    expect(long.message).toBe('"long.pdf" has 3 pages; Redress accepts PDFs of up to 2 pages.');

    const locked = await refusal(reader.read(buildPdf([['secret']], { encrypted: true })));
    expect(locked).toBeInstanceOf(EncryptedDocumentError);

    const binary = await refusal(reader.read(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2])));
    expect(binary).toBeInstanceOf(UnsupportedDocumentTypeError);
    expect(binary.status).toBe(415);

    const damaged = await refusal(reader.read(Buffer.from('%PDF-1.4\nnot really a pdf')));
    expect(damaged).toBeInstanceOf(UnreadableDocumentError);
  });

  it('reads uploads side by side without mixing their answers', async () => {
    const uploads = Array.from({ length: 6 }, (_, i) =>
      i % 2 ? buildPdf([[`Rule ${i}`]]) : Buffer.from(`Rule ${i}\n`),
    );
    const documents = await Promise.all(uploads.map((bytes) => reader.read(bytes)));
    documents.forEach((document, i) => {
      expect(document.type).toBe(i % 2 ? 'pdf' : 'txt');
      expect(document.text).toContain(`Rule ${i}`);
    });
  });
});

describe('createUploadReader limits', () => {
  it('refuses an upload still being read after the time limit, and stays usable', async () => {
    const reader = createUploadReader({ timeoutMs: 1 });
    try {
      const slow = await refusal(
        reader.read(buildPdf(Array.from({ length: 50 }, (_, i) => [`Page ${i}`])), {
          fileName: 'slow.pdf',
        }),
      );
      expect(slow).toBeInstanceOf(UnreadableDocumentError);
      expect(slow.message).toContain('"slow.pdf" took too long to read');
    } finally {
      await reader.close();
    }
    const next = createUploadReader();
    await expect(next.read(Buffer.from('text\n'))).resolves.toMatchObject({ type: 'txt' });
    await next.close();
  });

  it('refuses a document that needs more memory than a thread has, and reads the next one', async () => {
    // 140 KB on the wire, 45 MB of one-letter paragraphs unpacked (within the unpacked limit):
    // read into memory, far more than the thread's heap.
    const zip = new JSZip();
    const paragraph = '<w:p><w:r><w:t>a</w:t></w:r></w:p>';
    zip.file(
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraph.repeat(1_300_000)}</w:body></w:document>`,
    );
    zip.file('[Content_Types].xml', docxPart(docx, '[Content_Types].xml'));
    zip.file('_rels/.rels', docxPart(docx, '_rels/.rels'));
    const hostile = await zip.generateAsync({
      type: 'nodebuffer',
      compression: 'DEFLATE',
      compressionOptions: { level: 9 },
    });
    const reader = createUploadReader({ maxHeapMb: 96 });
    try {
      const refused = await refusal(reader.read(hostile, { fileName: 'policy.docx' }));
      expect(refused).toBeInstanceOf(UnreadableDocumentError);
      expect(refused.status).toBe(422);
      expect(refused.message).toBe(
        '"policy.docx" is too large or complex to read. Try saving it again as a smaller file, or upload the policy\'s relevant sections as TXT.',
      );
      await expect(reader.read(docx, { fileName: 'policy.docx' })).resolves.toMatchObject({
        type: 'docx',
      });
    } finally {
      await reader.close();
    }
  }, 60_000);
});
