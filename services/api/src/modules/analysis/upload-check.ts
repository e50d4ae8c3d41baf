import { DocumentTextError, readUpload, type UploadLimits } from '@redress/document-text';
import { UploadRefusedError } from './analysis.errors';

/**
 * Decides at intake whether an uploaded policy can be analysed, by its content (never its name
 * or declared type): too large or a zip bomb 413, not a PDF/DOCX/TXT 415, empty, encrypted or
 * unreadable 422. The text is extracted once here so a file without text is refused before
 * anything is stored.
 */
export async function checkPolicyUpload(
  bytes: Buffer,
  fileName: string,
  limits: UploadLimits,
): Promise<'pdf' | 'docx' | 'txt'> {
  try {
    return (await readUpload(bytes, { ...limits, fileName })).type;
  } catch (error) {
    if (error instanceof DocumentTextError)
      throw new UploadRefusedError(error.status, error.message, codeFor(error.status));
    throw error;
  }
}

function codeFor(status: number): string {
  return status === 413 ? 'too-large' : status === 415 ? 'unsupported-type' : 'unreadable';
}
