import { AppConfig } from '../../config/app-config';
import { JobHandlers } from '../queue/job-handlers';
import { JobQueue } from '../queue/queue.types';
import { MailService } from './mail.service';
import { MailMessage, Mailer } from './mail.types';

/** A transport that keeps what it was given, as the dev outbox does. */
class RecordingMailer extends Mailer {
  readonly transport = 'outbox' as const;
  readonly delivered: { message: MailMessage; from: string }[] = [];
  async deliver(message: MailMessage, from: string): Promise<void> {
    this.delivered.push({ message, from });
  }
}

function serviceWith(env: Record<string, string>) {
  const mailer = new RecordingMailer();
  // deliverNow never touches the queue.
  const service = new MailService({} as JobQueue, new JobHandlers(), mailer, AppConfig.from(env));
  return { service, mailer };
}

const draft = { to: 'ada@uni.edu', subject: 'Hello', text: 'Hi', kind: 'test' };

describe('the reply-to of every e-mail', () => {
  it('is the configured support address', async () => {
    const { service, mailer } = serviceWith({ SUPPORT_EMAIL: 'help@appeals.org.uk' });
    await service.deliverNow(draft);
    expect(mailer.delivered[0].message.replyTo).toBe('help@appeals.org.uk');
  });

  it('is left out when no support address is configured', async () => {
    const { service, mailer } = serviceWith({});
    await service.deliverNow(draft);
    expect(mailer.delivered[0].message).not.toHaveProperty('replyTo');
  });
});
