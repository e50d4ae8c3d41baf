import { extractDocumentText, type ExtractedDocument } from './extract-document-text';
import { inspectUpload, type InspectUploadOptions, type UploadInspection } from './inspect-upload';

/**
 * The whole intake check of an uploaded policy: `inspectUpload` refuses what is too large,
 * of the wrong type, encrypted or shaped like a zip bomb before any text is extracted; then
 * the text is extracted, which refuses documents without any (EmptyDocumentError).
 */
export async function readUpload(
  bytes: Buffer,
  options: InspectUploadOptions = {},
): Promise<ExtractedDocument & { inspection: UploadInspection }> {
  const inspection = await inspectUpload(bytes, options);
  const document = await extractDocumentText(bytes, options.fileName);
  return { ...document, inspection };
}
