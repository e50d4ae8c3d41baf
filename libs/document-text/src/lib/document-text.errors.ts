/** The HTTP status an API should answer with for each refusal. */
export type DocumentErrorStatus = 413 | 415 | 422;

/** Base class: every extraction or inspection failure the API maps to a 4xx answer. */
export class DocumentTextError extends Error {
  /** 413 too large, 415 not a supported type, 422 readable type but unusable content. */
  readonly status: DocumentErrorStatus = 422;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The bytes are not a PDF, DOCX or plain-text (UTF-8) document. */
export class UnsupportedDocumentTypeError extends DocumentTextError {
  override readonly status = 415;
}

/** The document is damaged or not what its content claims to be. */
export class UnreadableDocumentError extends DocumentTextError {}

/** The PDF is password-protected. */
export class EncryptedDocumentError extends DocumentTextError {}

/** The document holds no text (for example a scanned PDF without a text layer). */
export class EmptyDocumentError extends DocumentTextError {}

/** The upload itself is larger than the size cap. */
export class DocumentTooLargeError extends DocumentTextError {
  override readonly status = 413;
}

/** The PDF has more pages than the page cap. */
export class DocumentTooManyPagesError extends DocumentTextError {
  override readonly status = 413;
}

/**
 * The Word document unpacks to more than the cap, or is made of more parts than the entry
 * cap: the shape of a zip bomb.
 */
export class DocumentArchiveTooLargeError extends DocumentTextError {
  override readonly status = 413;
}

const REFUSALS: Record<string, new (message: string) => DocumentTextError> = {
  UnsupportedDocumentTypeError,
  UnreadableDocumentError,
  EncryptedDocumentError,
  EmptyDocumentError,
  DocumentTooLargeError,
  DocumentTooManyPagesError,
  DocumentArchiveTooLargeError,
};

/**
 * Rebuilds a refusal from its name and message, as it crosses a thread (an error that does
 * loses its class); an unknown name is unreadable.
 */
export function documentTextError(name: string, message: string): DocumentTextError {
  return new (REFUSALS[name] ?? UnreadableDocumentError)(message);
}
