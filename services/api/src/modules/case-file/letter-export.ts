import { AlignmentType, Document, Packer, Paragraph, TextRun } from 'docx';
import { openSync, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';

export const EXPORT_FORMATS = ['docx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/**
 * The letter as blocks of lines. The student may have rewritten every word, so the layout reads
 * the text's own shape: blank lines separate paragraphs, single line breaks stay (addresses,
 * lists, the sign-off), and a 'Subject:' line is set in bold as a letter's subject is.
 */
export function letterBlocks(text: string): { lines: string[]; subject: boolean }[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((block) => block.split('\n').map((line) => line.replace(/\s+$/, '')))
    .filter((lines) => lines.some((line) => line.trim()))
    .map((lines) => ({ lines, subject: /^subject:/i.test(lines[0].trim()) }));
}

const DOCX_FONT = 'Calibri';
const TWIPS_PER_CM = 567;

/** A Word document: A4, 2.5 cm margins, 11 pt, space after each paragraph. */
export async function letterDocx(text: string, title: string): Promise<Buffer> {
  const paragraphs = letterBlocks(text).map(
    ({ lines, subject }) =>
      new Paragraph({
        alignment: AlignmentType.LEFT,
        spacing: { after: 240, line: 276 },
        children: lines.map(
          (line, i) => new TextRun({ text: line, bold: subject, break: i === 0 ? undefined : 1 }),
        ),
      }),
  );
  const document = new Document({
    creator: 'Redress',
    title,
    styles: { default: { document: { run: { font: DOCX_FONT, size: 22 } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: {
              top: 2.5 * TWIPS_PER_CM,
              bottom: 2.5 * TWIPS_PER_CM,
              left: 2.5 * TWIPS_PER_CM,
              right: 2.5 * TWIPS_PER_CM,
            },
          },
        },
        children: paragraphs,
      },
    ],
  });
  return Packer.toBuffer(document);
}

/**
 * The PDF is set in DejaVu Sans, embedded (only the glyphs used): it covers Latin, Greek and
 * Cyrillic in full, so names such as Łukasz, Nguyễn or Ελένη print as typed.
 */
const PDF_FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
let coverage: Font | undefined;

/** Characters the font has no glyph for (e.g. CJK) would print as empty boxes: they become '?'. */
export function printableInPdf(line: string): string {
  coverage ??= openSync(PDF_FONTS.regular);
  const font = coverage;
  return [...line]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code === 9) return '    ';
      if (code < 32 || (code >= 127 && code < 160)) return '';
      return font.hasGlyphForCodePoint(code) ? char : '?';
    })
    .join('');
}

/**
 * pdfkit breaks a word wider than the line by measuring ever shorter pieces of it, which takes
 * time quadratic in the word's length: a draft of one 16,000-letter word took 9 s to print and a
 * 50,000-character one minutes, with the server doing nothing else. No run of this many
 * characters fits on one line anyway (the 454 pt line holds at most about 148 of the narrowest
 * glyph), so a zero-width space after each such run changes no layout a word could have had;
 * it only lets pdfkit break the run in pieces.
 */
export const LONGEST_UNBROKEN_RUN = 150;
const LONG_RUN = new RegExp(`\\S{${LONGEST_UNBROKEN_RUN}}(?=\\S)`, 'gu');

export function breakableInPdf(line: string): string {
  return line.replace(LONG_RUN, (run) => `${run}\u200b`);
}

const PT_PER_CM = 72 / 2.54;

/** A PDF letter: A4, 2.5 cm margins, DejaVu Sans 11 pt, pages added as the text needs. */
export function letterPdf(text: string, title: string): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const margin = 2.5 * PT_PER_CM;
    const pdf = new PDFDocument({
      size: 'A4',
      margins: { top: margin, bottom: margin, left: margin, right: margin },
      info: { Title: title, Creator: 'Redress' },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.registerFont('Body', PDF_FONTS.regular);
    pdf.registerFont('Body-Bold', PDF_FONTS.bold);
    pdf.fontSize(11);
    for (const { lines, subject } of letterBlocks(text)) {
      pdf.font(subject ? 'Body-Bold' : 'Body');
      pdf.text(lines.map((line) => breakableInPdf(printableInPdf(line))).join('\n'), {
        align: 'left',
        lineGap: 2,
      });
      pdf.moveDown(0.8);
    }
    pdf.end();
  });
}

export function renderLetter(format: ExportFormat, text: string, title: string): Promise<Buffer> {
  return format === 'docx' ? letterDocx(text, title) : letterPdf(text, title);
}
