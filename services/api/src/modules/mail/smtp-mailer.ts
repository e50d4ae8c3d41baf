import { Transporter, createTransport } from 'nodemailer';
import { MailMessage, Mailer } from './mail.types';

/** Delivers through the SMTP server named by SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export class SmtpMailer extends Mailer {
  readonly transport = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(
    url: string,
    private readonly domain: string,
  ) {
    super();
    // Short timeouts: a hung server fails the job, and the queue's backoff tries again later.
    this.transporter = createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async deliver(message: MailMessage, from: string): Promise<void> {
    await this.transporter.sendMail({
      from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments?.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
      // A stable Message-ID lets receiving servers drop a duplicate if a retry ever resends.
      messageId: `<${message.id}@${this.domain}>`,
    });
  }

  override close(): void {
    this.transporter.close();
  }
}
