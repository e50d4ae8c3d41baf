/** A rendered message, as it travels through the queue to a transport. */
export interface MailMessage {
  /** Unique per message: the send job's id and the stored outbox row derive from it. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is for (e.g. 'sign-in-link'), shown in the dev outbox. */
  kind: string;
  /**
   * A line the dev outbox logs so a developer can act without opening the outbox (the sign-in
   * link). SMTP delivery never logs it, and neither does anything in production.
   */
  devNote?: string;
  /** Where a reply goes: the support address (SUPPORT_EMAIL) when one is configured. */
  replyTo?: string;
  /** Files sent with the message (e.g. a calendar invitation). Text only: they travel as JSON. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  /** e.g. 'text/calendar; charset=utf-8; method=PUBLISH' */
  contentType: string;
  content: string;
}

/** A message to send; the mail service gives it an id and queues it. */
export type MailDraft = Omit<MailMessage, 'id'> & { id?: string };

/** The one sending interface; SMTP in production, the database outbox in development. */
export abstract class Mailer {
  abstract readonly transport: 'smtp' | 'outbox';
  /** Delivers once. Throws on a temporary failure so the queue retries the job. */
  abstract deliver(message: MailMessage, from: string): Promise<void>;
  /** Releases connections at shutdown. */
  close?(): void;
}

export const MAIL_SEND_JOB = 'mail.send';
