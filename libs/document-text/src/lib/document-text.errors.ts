/** Base class: every extraction failure the API maps to a 4xx answer. */
export class DocumentTextError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The bytes are not a PDF, DOCX or plain-text document. */
export class UnsupportedDocumentTypeError extends DocumentTextError {}

/** The document is damaged or not what its content claims to be. */
export class UnreadableDocumentError extends DocumentTextError {}

/** The PDF is password-protected. */
export class EncryptedDocumentError extends DocumentTextError {}

/** The document holds no text (for example a scanned PDF without a text layer). */
export class EmptyDocumentError extends DocumentTextError {}
