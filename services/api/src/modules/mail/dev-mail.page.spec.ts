import { outboxMessagePage } from './dev-mail.page';
import { OutboxMessage } from './entities/outbox-message.entity';
import type { MailAttachment } from './mail.types';

const ICS = 'BEGIN:VCALENDAR\r\nSUMMARY:Appeal <review> & "advice"\r\nEND:VCALENDAR\r\n';

function message(attachments: MailAttachment[] | null): OutboxMessage {
  return Object.assign(new OutboxMessage(), {
    id: 'booking-7/confirmation',
    recipient: 'student@example.edu',
    sender: 'Redress <no-reply@localhost>',
    subject: 'Your consultation is booked',
    kind: 'booking-confirmation',
    textBody: 'See you then.',
    htmlBody: null,
    attachments,
    createdAt: new Date('2026-02-06T10:00:00Z'),
  });
}

describe('the dev outbox message page', () => {
  it('lists each attachment with its type, size and download link', () => {
    const html = outboxMessagePage(
      message([
        { filename: 'consultation.ics', contentType: 'text/calendar; charset=utf-8', content: ICS },
        { filename: 'notes.txt', contentType: 'text/plain', content: 'é'.repeat(600) },
      ]),
    );
    expect(html).toContain('<h2>Attachments</h2>');
    expect(html).toContain(
      '<a class="mail-attachment" href="/dev/mail/booking-7%2Fconfirmation/attachments/0">consultation.ics</a>',
    );
    expect(html).toContain('<td>text/calendar; charset=utf-8</td><td>68 B</td>');
    // Size in bytes as downloaded (UTF-8), not in characters.
    expect(html).toContain('/attachments/1">notes.txt</a></td><td>text/plain</td><td>1.2 KB</td>');
  });

  it('shows the text of a calendar attachment, escaped, and of no other kind', () => {
    const html = outboxMessagePage(
      message([
        {
          filename: 'consultation.ics',
          contentType: 'Text/Calendar; method=PUBLISH',
          content: ICS,
        },
        { filename: 'notes.txt', contentType: 'text/plain', content: 'not shown' },
      ]),
    );
    expect(html).toContain(
      '<pre class="attachment-text">BEGIN:VCALENDAR\r\nSUMMARY:Appeal &lt;review&gt; &amp; &quot;advice&quot;',
    );
    expect(html.match(/<pre class="attachment-text">/g)).toHaveLength(1);
    expect(html).not.toContain('not shown');
  });

  it('escapes file names and content types', () => {
    const html = outboxMessagePage(
      message([
        {
          filename: '"><img src=x onerror=alert(1)>.ics',
          contentType: 'text/calendar; x="<script>"',
          content: 'x',
        },
      ]),
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;.ics</a>');
    expect(html).toContain('<h3>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;.ics</h3>');
    expect(html).toContain('text/calendar; x=&quot;&lt;script&gt;&quot;');
  });

  it('has no attachments section for a message without any', () => {
    expect(outboxMessagePage(message(null))).not.toContain('Attachments');
    expect(outboxMessagePage(message([]))).not.toContain('Attachments');
  });
});
