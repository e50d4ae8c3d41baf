import { detectDocumentType, type DocumentType } from './detect-document-type';
import {
  DocumentTextError,
  EmptyDocumentError,
  EncryptedDocumentError,
  UnreadableDocumentError,
  UnsupportedDocumentTypeError,
} from './document-text.errors';

export interface ExtractedPage {
  number: number;
  /** Offsets of the page's text inside `text`. */
  start: number;
  end: number;
}

export interface ExtractedDocument {
  type: DocumentType;
  /** The whole text. For PDFs: the pages joined exactly as pdf-parse does with an empty page joiner. */
  text: string;
  /** Page locations (PDF only). */
  pages?: ExtractedPage[];
}

async function extractPdf(bytes: Buffer, label: string): Promise<ExtractedDocument> {
  // Loaded on demand: pdf.js is large and most documents are not PDFs.
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText({ pageJoiner: '' });
    // pdf-parse appends "\n\n" after every page when the joiner is empty; rebuild the offsets
    // the same way so a page number can be given for any quote.
    const pages: ExtractedPage[] = [];
    let offset = 0;
    for (const page of result.pages) {
      pages.push({ number: page.num, start: offset, end: offset + page.text.length });
      offset += page.text.length + 2;
    }
    return { type: 'pdf', text: result.text, pages };
  } catch (error) {
    const name = (error as { name?: string }).name ?? '';
    if (name === 'PasswordException')
      throw new EncryptedDocumentError(`${label} is a password-protected PDF.`, { cause: error });
    throw new UnreadableDocumentError(`${label} could not be read as a PDF; it may be damaged.`, {
      cause: error,
    });
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}

async function extractDocx(bytes: Buffer, label: string): Promise<ExtractedDocument> {
  const mammoth = await import('mammoth');
  try {
    const result = await mammoth.extractRawText({ buffer: bytes });
    return { type: 'docx', text: result.value };
  } catch (error) {
    throw new UnreadableDocumentError(
      `${label} could not be read as a Word document; it may be damaged.`,
      { cause: error },
    );
  }
}

function extractTxt(bytes: Buffer): ExtractedDocument {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  return { type: 'txt', text };
}

/**
 * Extracts the text of a policy document (PDF, DOCX or plain text), detecting the type from
 * the bytes. The file name is used only in error messages.
 *
 * @throws UnsupportedDocumentTypeError, UnreadableDocumentError, EncryptedDocumentError, EmptyDocumentError
 */
export async function extractDocumentText(
  bytes: Buffer,
  fileName?: string,
): Promise<ExtractedDocument> {
  const label = fileName ? `"${fileName}"` : 'The document';
  if (bytes.length === 0) throw new EmptyDocumentError(`${label} is empty.`);
  const type = detectDocumentType(bytes);
  if (!type)
    throw new UnsupportedDocumentTypeError(`${label} is not a PDF, DOCX or plain-text document.`);
  let document: ExtractedDocument;
  try {
    document =
      type === 'pdf'
        ? await extractPdf(bytes, label)
        : type === 'docx'
          ? await extractDocx(bytes, label)
          : extractTxt(bytes);
  } catch (error) {
    if (error instanceof DocumentTextError) throw error;
    throw new UnreadableDocumentError(`${label} could not be read.`, { cause: error });
  }
  if (document.text.trim() === '') {
    throw new EmptyDocumentError(
      `${label} contains no text${type === 'pdf' ? ' (it may be a scanned image without a text layer)' : ''}.`,
    );
  }
  return document;
}
