import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPdf } from '../test-support/minimal-pdf';
import { detectDocumentType } from './detect-document-type';
import {
  EmptyDocumentError,
  EncryptedDocumentError,
  UnreadableDocumentError,
  UnsupportedDocumentTypeError,
} from './document-text.errors';
import { extractDocumentText } from './extract-document-text';

const docx = readFileSync(join(__dirname, 'fixtures', 'appeals-procedure.docx'));

describe('detectDocumentType', () => {
  it('detects the type from the content, whatever the name', () => {
    expect(detectDocumentType(buildPdf([['x']]))).toBe('pdf');
    expect(detectDocumentType(docx)).toBe('docx');
    expect(detectDocumentType(Buffer.from('Appeals must be lodged within 10 days.\n'))).toBe('txt');
    expect(
      detectDocumentType(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])),
    ).toBeUndefined();
    expect(
      detectDocumentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0])),
    ).toBeUndefined();
  });
});

describe('extractDocumentText', () => {
  it('extracts a PDF with page offsets, joining pages as pdf-parse does', async () => {
    const pdf = buildPdf([
      ['1.1 Appeals must be lodged', 'within ten (10) working days.'],
      ['2.1 We will reply within 20 days.'],
    ]);
    const document = await extractDocumentText(pdf, 'policy.txt');
    expect(document.type).toBe('pdf');
    expect(document.pages).toHaveLength(2);
    const [first, second] = document.pages!;
    expect(document.text.slice(first.start, first.end)).toBe(
      '1.1 Appeals must be lodged\nwithin ten (10) working days.',
    );
    expect(document.text.slice(second.start, second.end)).toBe('2.1 We will reply within 20 days.');
    expect(document.text).toBe(
      `${document.text.slice(first.start, first.end)}\n\n${document.text.slice(second.start, second.end)}\n\n`,
    );
  });

  it('extracts the raw text of a DOCX', async () => {
    const document = await extractDocumentText(docx, 'policy.pdf');
    expect(document.type).toBe('docx');
    expect(document.text).toContain(
      '1.1 An appeal must be lodged within ten (10) working days of the decision.',
    );
    expect(document.pages).toBeUndefined();
  });

  it('returns plain text as it is, without a byte-order mark', async () => {
    const document = await extractDocumentText(Buffer.from('\uFEFFStage 1\nStage 2\n'));
    expect(document).toEqual({ type: 'txt', text: 'Stage 1\nStage 2\n' });
  });

  it('names each failure', async () => {
    await expect(extractDocumentText(Buffer.alloc(0), 'a.txt')).rejects.toBeInstanceOf(
      EmptyDocumentError,
    );
    await expect(extractDocumentText(Buffer.from('  \n\t\n'))).rejects.toBeInstanceOf(
      EmptyDocumentError,
    );
    await expect(extractDocumentText(buildPdf([[]]))).rejects.toBeInstanceOf(EmptyDocumentError);
    await expect(
      extractDocumentText(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), 'scan.jpg'),
    ).rejects.toBeInstanceOf(UnsupportedDocumentTypeError);
    await expect(
      extractDocumentText(buildPdf([['secret']], { encrypted: true })),
    ).rejects.toBeInstanceOf(EncryptedDocumentError);
    await expect(
      extractDocumentText(Buffer.from('%PDF-1.4\nthis is not really a pdf')),
    ).rejects.toBeInstanceOf(UnreadableDocumentError);
    const brokenDocx = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('word/document.xml garbage'),
    ]);
    await expect(extractDocumentText(brokenDocx)).rejects.toBeInstanceOf(UnreadableDocumentError);
  });

  it('puts the file name in the message', async () => {
    await expect(extractDocumentText(Buffer.alloc(0), 'policy.pdf')).rejects.toThrow(
      '"policy.pdf" is empty.',
    );
  });
});
