import { emailLayout, escapeHtml } from '../../mail/templates/html';
import type { RenderedEmail } from '../../mail/templates/sign-in-link.template';

/** The message of the admin e-mail test: says who sent it, when, and through what. */
export function emailTestMessage(input: {
  admin: string;
  transport: string;
  sentAt: Date;
}): RenderedEmail {
  const subject = 'Redress e-mail test';
  const when = input.sentAt.toISOString();
  const text = [
    'This is a test message from the Redress admin area.',
    '',
    `Sent by: ${input.admin}`,
    `Transport: ${input.transport}`,
    `At: ${when}`,
    '',
    'If you can read this, e-mail from Redress reaches this address.',
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p style="margin:0 0 12px;">This is a test message from the Redress admin area.</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#52606d;">Sent by</td><td>${escapeHtml(input.admin)}</td></tr>
<tr><td style="color:#52606d;">Transport</td><td>${escapeHtml(input.transport)}</td></tr>
<tr><td style="color:#52606d;">At</td><td>${escapeHtml(when)}</td></tr>
</table>
<p style="margin:12px 0 0;">If you can read this, e-mail from Redress reaches this address.</p>`,
  );
  return { subject, text, html };
}
