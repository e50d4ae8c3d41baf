export type DocumentType = 'pdf' | 'docx' | 'txt';

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

function looksLikeText(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 8192);
  if (sample.includes(0)) return false;
  const text = sample.toString('utf8');
  // Replacement characters mean the bytes were not UTF-8; a few can come from a cut multibyte character.
  const invalid = (text.match(/\uFFFD/g) ?? []).length;
  let control = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code < 32 && ch !== '\n' && ch !== '\r' && ch !== '\t' && ch !== '\f') control++;
  }
  return invalid <= 2 && control / Math.max(text.length, 1) < 0.02;
}

/**
 * Decides the document type from its content, never from its name: "%PDF-" for PDF, a ZIP
 * holding word/document.xml for DOCX, valid UTF-8 without binary bytes for text.
 * Returns undefined for anything else (including legacy .doc files).
 */
export function detectDocumentType(bytes: Buffer): DocumentType | undefined {
  const head = bytes.subarray(0, 1024);
  if (head.indexOf(PDF_MAGIC) !== -1 && head.indexOf(PDF_MAGIC) < 1024) return 'pdf';
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    return bytes.includes(Buffer.from('word/document.xml')) ? 'docx' : undefined;
  }
  if (bytes.subarray(0, 8).equals(OLE_MAGIC)) return undefined;
  return looksLikeText(bytes) ? 'txt' : undefined;
}
