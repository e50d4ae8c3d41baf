import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import { buildPdf } from '../test-support/minimal-pdf';
import { refusal } from '../test-support/refusal';
import {
  DocumentArchiveTooLargeError,
  DocumentTooLargeError,
  DocumentTooManyPagesError,
  EmptyDocumentError,
  EncryptedDocumentError,
  UnreadableDocumentError,
  UnsupportedDocumentTypeError,
} from './document-text.errors';
import { inspectUpload, UPLOAD_LIMIT_DEFAULTS } from './inspect-upload';
import { readUpload } from './read-upload';

const MB = 1024 * 1024;
// Building archives of tens of megabytes takes a second or two of pure-JS compression; the
// margin keeps these tests green when the machine is busy running other suites in parallel.
const ARCHIVE_TEST_TIMEOUT = 30_000;
const docx = readFileSync(join(__dirname, 'fixtures', 'appeals-procedure.docx'));

/** A Word document with one extra part, built here so no binary fixture is needed. */
async function docxWith(parts: Record<string, Buffer | string>, level = 9): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  );
  zip.file('word/document.xml', '<w:document><w:body><w:p>1.1 Appeals</w:p></w:body></w:document>');
  for (const [name, content] of Object.entries(parts)) zip.file(name, content);
  return zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level },
  });
}

/**
 * Rewrites the uncompressed size that the local header and the central directory declare for
 * every entry of `size` bytes, as a hostile archive would.
 */
function lieAboutSize(zip: Buffer, size: number, claimed: number): Buffer {
  const out = Buffer.from(zip);
  let patched = 0;
  for (let i = 0; i + 4 <= out.length; i++) {
    const signature = out.readUInt32LE(i);
    const at = signature === 0x04034b50 ? i + 22 : signature === 0x02014b50 ? i + 24 : -1;
    if (at > 0 && out.readUInt32LE(at) === size) {
      out.writeUInt32LE(claimed, at);
      patched++;
    }
  }
  expect(patched).toBe(2);
  return out;
}

describe('inspectUpload', () => {
  it('has the documented defaults', () => {
    expect(UPLOAD_LIMIT_DEFAULTS).toEqual({
      maxBytes: 10 * MB,
      maxPdfPages: 200,
      maxDocxUncompressedBytes: 50 * MB,
      maxDocxEntries: 2000,
    });
  });

  it('accepts each supported type, decided by content and not by name', async () => {
    const pdf = buildPdf([['1.1 Appeals'], ['2.1 Deadlines']]);
    await expect(inspectUpload(pdf, { fileName: 'policy.txt' })).resolves.toEqual({
      type: 'pdf',
      bytes: pdf.length,
      pages: 2,
    });
    const word = await inspectUpload(docx, { fileName: 'policy.pdf' });
    expect(word).toMatchObject({ type: 'docx', bytes: docx.length });
    expect(word.entries).toBeGreaterThan(3);
    expect(word.uncompressedBytes).toBeGreaterThan(docx.length);
    const text = Buffer.from('Stage 1 — informal resolution\n');
    await expect(inspectUpload(text, { fileName: 'policy.docx' })).resolves.toEqual({
      type: 'txt',
      bytes: text.length,
    });
  });

  it('refuses an upload over the size cap with 413, before looking inside', async () => {
    const error = await refusal(
      inspectUpload(Buffer.alloc(10 * MB + 1, 'a'), { fileName: 'big.txt' }),
    );
    expect(error).toBeInstanceOf(DocumentTooLargeError);
    expect(error.status).toBe(413);
    expect(error.message).toBe('"big.txt" is larger than 10 MB, the most Redress accepts.');
    await expect(inspectUpload(Buffer.alloc(10 * MB, 'a'))).resolves.toMatchObject({ type: 'txt' });
    await expect(inspectUpload(buildPdf([['x']]), { maxBytes: 100 })).rejects.toBeInstanceOf(
      DocumentTooLargeError,
    );
  });

  it.each([
    [
      'an executable named .pdf',
      Buffer.concat([
        Buffer.from('MZ\x90\x00\x03'),
        Buffer.alloc(64),
        Buffer.from('This program cannot be run in DOS mode'),
      ]),
    ],
    ['a PNG image', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])],
    [
      'a legacy .doc',
      Buffer.concat([
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        Buffer.alloc(32),
      ]),
    ],
    ['Latin-1 text', Buffer.from('Règlement des recours: délai de 10 jours.\n', 'latin1')],
    [
      'text with a NUL byte after the first 8 KB',
      Buffer.concat([Buffer.alloc(9000, 'a'), Buffer.from([0]), Buffer.from('b')]),
    ],
    [
      'text with invalid UTF-8 after the first 8 KB',
      Buffer.concat([Buffer.alloc(9000, 'a'), Buffer.from([0xc3, 0x28, 0xff])]),
    ],
    ['UTF-16 text', Buffer.from('\ufeffAppeals policy', 'utf16le')],
  ])('refuses %s with 415', async (_name, bytes) => {
    const error = await refusal(inspectUpload(bytes, { fileName: 'policy.pdf' }));
    expect(error).toBeInstanceOf(UnsupportedDocumentTypeError);
    expect(error.status).toBe(415);
    expect(error.message).toMatch(/^"policy\.pdf" is not a PDF, DOCX or plain-text/);
  });

  it('refuses a ZIP that only mentions word/document.xml with 415', async () => {
    const zip = new JSZip();
    zip.file('word/document.xml.bak', 'x');
    const bytes = await zip.generateAsync({ type: 'nodebuffer' });
    const error = await refusal(inspectUpload(bytes));
    expect(error).toBeInstanceOf(UnsupportedDocumentTypeError);
  });

  it('refuses a PDF over the page cap with 413 and accepts one at the cap', async () => {
    const pages = (n: number) => buildPdf(Array.from({ length: n }, (_, i) => [`Page ${i + 1}`]));
    const error = await refusal(inspectUpload(pages(201), { fileName: 'long.pdf' }));
    expect(error).toBeInstanceOf(DocumentTooManyPagesError);
    expect(error.status).toBe(413);
    expect(error.message).toBe(
      '"long.pdf" has 201 pages; Redress accepts PDFs of up to 200 pages.',
    );
    await expect(inspectUpload(pages(200))).resolves.toMatchObject({ type: 'pdf', pages: 200 });
    await expect(inspectUpload(pages(6), { maxPdfPages: 5 })).rejects.toBeInstanceOf(
      DocumentTooManyPagesError,
    );
  });

  it('refuses a password-protected PDF with 422', async () => {
    const error = await refusal(inspectUpload(buildPdf([['secret']], { encrypted: true })));
    expect(error).toBeInstanceOf(EncryptedDocumentError);
    expect(error.status).toBe(422);
  });

  it('refuses damaged documents with 422', async () => {
    for (const bytes of [
      Buffer.from('%PDF-1.4\nthis is not really a pdf'),
      Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x03, 0x04]),
        Buffer.from('word/document.xml garbage'),
      ]),
    ]) {
      const error = await refusal(inspectUpload(bytes));
      expect(error).toBeInstanceOf(UnreadableDocumentError);
      expect(error.status).toBe(422);
    }
  });

  it('refuses empty uploads with 422', async () => {
    for (const bytes of [Buffer.alloc(0), Buffer.from(' \n\t\r\n')]) {
      const error = await refusal(inspectUpload(bytes, { fileName: 'blank.txt' }));
      expect(error).toBeInstanceOf(EmptyDocumentError);
      expect(error.status).toBe(422);
    }
  });

  it(
    'refuses a zip bomb by its declared size, with 413',
    async () => {
      // 64 MB of zeros compress to about 64 KB: well under the upload cap, far over the unpacked cap.
      const bomb = await docxWith({ 'word/media/image1.bin': Buffer.alloc(64 * MB) });
      expect(bomb.length).toBeLessThan(200 * 1024);
      // Refused from the central directory alone: not one part is inflated.
      const entry = (await JSZip.loadAsync(bomb)).file('word/document.xml')!;
      const inflate = jest.spyOn(Object.getPrototypeOf(entry), 'nodeStream');
      const error = await refusal(inspectUpload(bomb, { fileName: 'policy.docx' }));
      expect(inflate).not.toHaveBeenCalled();
      inflate.mockRestore();
      expect(error).toBeInstanceOf(DocumentArchiveTooLargeError);
      expect(error.status).toBe(413);
      expect(error.message).toBe(
        '"policy.docx" unpacks to more than 50 MB, more than Redress accepts for a Word document.',
      );
    },
    ARCHIVE_TEST_TIMEOUT,
  );

  it(
    'refuses a DOCX whose directory lies about its sizes once the real data passes the cap',
    async () => {
      const size = 8 * MB;
      const honest = await docxWith({ 'word/media/image1.bin': Buffer.alloc(size) });
      const lying = lieAboutSize(honest, size, 100);
      const limits = { maxDocxUncompressedBytes: 4 * MB };
      await expect(inspectUpload(honest, limits)).rejects.toBeInstanceOf(
        DocumentArchiveTooLargeError,
      );
      const error = await refusal(inspectUpload(lying, limits));
      expect(error).toBeInstanceOf(DocumentArchiveTooLargeError);
      expect(error.status).toBe(413);
      // Under the cap the lie is still caught: the part does not match its declared size.
      await expect(
        inspectUpload(lying, { maxDocxUncompressedBytes: 16 * MB }),
      ).rejects.toBeInstanceOf(UnreadableDocumentError);
    },
    ARCHIVE_TEST_TIMEOUT,
  );

  it(
    'refuses a DOCX made of too many parts, with 413',
    async () => {
      const parts = Object.fromEntries(
        Array.from({ length: 1999 }, (_, i) => [`customXml/item${i}.xml`, '<a/>']),
      );
      const bytes = await docxWith(parts, 1);
      // 1999 + [Content_Types].xml + word/document.xml + the two folders JSZip records.
      const error = await refusal(inspectUpload(bytes));
      expect(error).toBeInstanceOf(DocumentArchiveTooLargeError);
      expect(error.message).toMatch(/too many parts \(\d+; at most 2000\)/);
      await expect(inspectUpload(bytes, { maxDocxEntries: 2100 })).resolves.toMatchObject({
        type: 'docx',
      });
    },
    ARCHIVE_TEST_TIMEOUT,
  );
});

describe('readUpload', () => {
  it('inspects, then extracts the text', async () => {
    const document = await readUpload(docx, { fileName: 'policy.docx' });
    expect(document.type).toBe('docx');
    expect(document.text).toContain('1.1 An appeal must be lodged within ten (10) working days');
    expect(document.inspection.type).toBe('docx');
  });

  it('refuses a document with no extractable text with 422', async () => {
    const error = await refusal(readUpload(buildPdf([[]]), { fileName: 'scan.pdf' }));
    expect(error).toBeInstanceOf(EmptyDocumentError);
    expect(error.status).toBe(422);
  });

  it(
    'refuses before extracting: a zip bomb never reaches the Word reader',
    async () => {
      const bomb = await docxWith({ 'word/media/image1.bin': Buffer.alloc(8 * MB) });
      const mammoth = await import('mammoth');
      const extract = jest.spyOn(mammoth, 'extractRawText');
      await expect(readUpload(bomb, { maxDocxUncompressedBytes: 4 * MB })).rejects.toBeInstanceOf(
        DocumentArchiveTooLargeError,
      );
      expect(extract).not.toHaveBeenCalled();
      extract.mockRestore();
    },
    ARCHIVE_TEST_TIMEOUT,
  );
});
