/**
 * Every failure of a policy link. The messages are written for the student: the case goes on
 * without the policy and the report says which source was missing and why, in these words.
 * `detail` carries what an operator needs in the logs (the refused address, the status, ...)
 * and must not be shown to the student.
 */
export class PolicyLinkError extends Error {
  readonly detail?: string;

  constructor(message: string, options?: { cause?: unknown; detail?: string }) {
    super(message, options);
    this.name = new.target.name;
    this.detail = options?.detail;
  }
}

/** Not a web address at all. */
export class PolicyLinkInvalidError extends PolicyLinkError {}

/**
 * Refused before any connection: a scheme other than http/https, credentials in the link, an
 * unusual port, or a host that is (or resolves to) a private, local or otherwise reserved address.
 */
export class PolicyLinkRefusedError extends PolicyLinkError {}

/** The name does not resolve, the connection fails, or the website answers with an error status. */
export class PolicyLinkUnreachableError extends PolicyLinkError {
  /** The HTTP status the website answered with, when it answered. */
  readonly status?: number;

  constructor(message: string, options?: { cause?: unknown; detail?: string; status?: number }) {
    super(message, options);
    this.status = options?.status;
  }
}

/** More redirects than allowed. */
export class PolicyLinkTooManyRedirectsError extends PolicyLinkError {}

/** The body is larger than the cap (declared or actually sent, before or after decompression). */
export class PolicyLinkTooLargeError extends PolicyLinkError {}

/** The whole fetch (all redirects, connect and body) took longer than allowed. */
export class PolicyLinkTimeoutError extends PolicyLinkError {}

/** The link leads to something other than a web page, PDF, DOCX or plain text. */
export class PolicyLinkUnsupportedTypeError extends PolicyLinkError {}

/** The link leads to a page or file without readable text. */
export class PolicyLinkEmptyError extends PolicyLinkError {}
