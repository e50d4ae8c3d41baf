import '@fastify/multipart';
import { BadRequestException } from '@nestjs/common';
import { isSubmissionKey, SUBMISSION_KEY_HEADER } from '@redress/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../common/app-error';
import {
  ANALYSIS_MESSAGES,
  InvalidSubmissionKeyError,
  UploadRefusedError,
} from './analysis.errors';
import { AcceptedUpload } from './analysis.service';
import { displayFileName } from './case-submission';

// Reading a submitted case off the request: JSON or multipart/form-data, and its Idempotency-Key.

const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 64 * 1024;

/**
 * How long a form may take to deliver its next part. @fastify/busboy 3.2.6 never finishes a
 * form in which it skips a part larger than 16 KB (a part without a form-data
 * Content-Disposition, or with a line break in its file name): without a limit such a request
 * was never answered. Browsers send the parts back to back, so a pause this long between two
 * parts means a broken or hostile client.
 */
export const FORM_STALL_MS = 5_000;

/** The parts of a form, refusing it (400) when the next one takes longer than `stallMs`. */
export async function* withoutStalls<T>(
  parts: AsyncIterable<T>,
  stallMs: number,
): AsyncGenerator<T> {
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    // Only the wait for the next part is timed, not the caller's work on the one yielded.
    const next = await nextWithin(iterator, stallMs);
    if (next.done) return;
    yield next.value;
  }
}

async function nextWithin<T>(iterator: AsyncIterator<T>, ms: number): Promise<IteratorResult<T>> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new UploadRefusedError(400, ANALYSIS_MESSAGES.unreadableForm, 'unreadable-form')),
      ms,
    );
  });
  try {
    return await Promise.race([iterator.next(), stalled]);
  } finally {
    clearTimeout(timer);
  }
}

/** Errors of @fastify/multipart that already say the request is at fault (4xx). */
function hasClientStatus(error: unknown): boolean {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** The submission's name from the Idempotency-Key header, or null when none was sent. */
export function submissionKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[SUBMISSION_KEY_HEADER.toLowerCase()];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !isSubmissionKey(value)) throw new InvalidSubmissionKeyError();
  return value;
}

/** The fields and the file, from JSON or from multipart/form-data. */
export async function readSubmission(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fields: Record<string, unknown>; file: Omit<AcceptedUpload, 'type'> | null }> {
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body))
      throw new BadRequestException('The request body must be a JSON object.');
    return { fields: body as Record<string, unknown>, file: null };
  }
  const fields: Record<string, unknown> = {};
  let file: Omit<AcceptedUpload, 'type'> | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
    });
    for await (const part of withoutStalls(parts, FORM_STALL_MS)) {
      if (part.type === 'file') {
        if (part.fieldname !== 'policyFile') {
          part.file.resume();
          throw new UploadRefusedError(400, ANALYSIS_MESSAGES.unexpectedFile);
        }
        const bytes = await part.toBuffer();
        // A form's file input with nothing chosen still sends an empty, unnamed part.
        if (bytes.length === 0 && !part.filename) continue;
        file = { bytes, fileName: displayFileName(part.filename) };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new UploadRefusedError(
        413,
        ANALYSIS_MESSAGES.uploadTooLarge(maxBytes / 1024 / 1024),
        'too-large',
      );
    if (code === 'FST_FILES_LIMIT')
      throw new UploadRefusedError(400, ANALYSIS_MESSAGES.oneFileOnly);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new UploadRefusedError(413, 'The form has too many fields.', 'too-large');
    if (error instanceof AppError || hasClientStatus(error)) throw error;
    // Busboy reports a body that does not match the announced boundary (cut short, or a
    // boundary with a ';' in it) as a plain Error. Nothing but parsing happens in this loop,
    // so the fault is the request's: 400, not 500.
    throw new UploadRefusedError(400, ANALYSIS_MESSAGES.unreadableForm, 'unreadable-form');
  }
  return { fields, file };
}
