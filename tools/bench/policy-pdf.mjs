// A multi-page policy PDF for the pipeline benchmark: numbered sections with time limits,
// definitions and procedure text on every page, like a real institutional policy.

/** A valid PDF with one text line per entry of each page (Helvetica, no compression). */
export function pdfFromPages(pages) {
  const escape = (text) => text.replace(/([\\()])/g, '\\$1');
  const objects = [];
  const pageIds = [];
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  let next = 4;
  for (const lines of pages) {
    const content = `BT /F1 10 Tf 50 760 Td 13 TL ${lines.map((line) => `(${escape(line)}) Tj T*`).join(' ')} ET`;
    const contentId = next++;
    const pageId = next++;
    objects[contentId] =
      `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`;
    pageIds.push(pageId);
  }
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  let body = '%PDF-1.4\n';
  const offsets = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body);
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++)
    body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const TOPICS = [
  'Academic Appeals',
  'Extenuating Circumstances',
  'Academic Misconduct',
  'Student Complaints',
  'Accommodation Complaints',
  'Progression and Awards',
];

/** A policy of `pageCount` pages, about 45 lines each. */
export function policyPdf(pageCount = 30) {
  const pages = [];
  for (let page = 0; page < pageCount; page++) {
    const topic = TOPICS[page % TOPICS.length];
    const section = page + 1;
    const lines = [`${section}. ${topic}`];
    for (let clause = 1; clause <= 11; clause++) {
      lines.push(
        `${section}.${clause} A student who wishes to raise a matter under this section of the ${topic.toLowerCase()}`,
      );
      lines.push(
        'procedure should first discuss it with their personal tutor or the relevant school office.',
      );
      lines.push(
        clause === 3
          ? 'You must submit your appeal in writing within ten (10) working days of the date of the decision.'
          : clause === 7
            ? 'The University will normally respond to a formal complaint within 20 working days.'
            : 'Supporting evidence such as medical certificates should accompany the submission where relevant.',
      );
      lines.push(
        'The panel will consider whether the regulations were applied correctly and fairly.',
      );
    }
    pages.push(lines);
  }
  return pdfFromPages(pages);
}
