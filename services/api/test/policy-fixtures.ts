import { buildPdf } from '@redress/document-text/testing';
import JSZip from 'jszip';

/** A complaints policy with numbered clauses, deadlines and a named ombudsman. */
export const POLICY_TEXT = `Ashford College Complaints Procedure

1. Making a complaint

1.1 You must make your complaint within 20 working days of the event you are complaining about.

1.2 We will reply within 10 working days.

2. Review

2.1 If you are not satisfied with the outcome, you may ask for a review within two weeks of our reply.

3. External review

3.1 If you remain dissatisfied you may complain to the Office of the Independent Adjudicator.
`;

/** A case that touches the policy: a housing service complaint after an informal attempt. */
export const CASE = {
  title: 'Broken heating in my hall',
  issueCategory: 'service',
  issueDescription:
    'The heating in my hall of residence has been broken for five weeks. I reported it to the accommodation office twice and nothing was repaired. I had to buy a heater.',
  desiredResolution: 'A refund of part of my rent and the heating repaired',
  actionTaken: 'triedinformally',
  universityName: 'Ashford College',
};

/** The policy as a PDF, one paragraph per line, spread over two pages. */
export function policyPdf(): Buffer {
  const lines = POLICY_TEXT.split('\n').filter((line) => line.trim());
  return buildPdf([lines.slice(0, 4), lines.slice(4)]);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A minimal Word document, one paragraph per non-empty line. */
export async function buildDocx(
  text: string,
  extra: Record<string, string | Buffer> = {},
): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const paragraphs = text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`)
    .join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
  );
  for (const [name, content] of Object.entries(extra)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * A DOCX within every size limit (a few hundred KB, 43 MB unpacked) whose 800,000 paragraphs
 * need more memory to read than a reading thread has.
 */
export function paragraphBombDocx(): Promise<Buffer> {
  return buildDocx('a\n'.repeat(800_000));
}

/** A DOCX that is small on the wire and enormous once unpacked. */
export function zipBombDocx(): Promise<Buffer> {
  return buildDocx(POLICY_TEXT, { 'word/media/padding.bin': Buffer.alloc(80 * 1024 * 1024) });
}
