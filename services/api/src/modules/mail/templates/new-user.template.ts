import { emailLayout, escapeHtml } from './html';
import type { RenderedEmail } from './sign-in-link.template';

/** Tells the operator that someone signed in for the first time. */
export function newUserNotificationEmail(input: {
  email: string;
  method: 'email-link' | 'google';
  createdAt: Date;
}): RenderedEmail {
  const via = input.method === 'google' ? 'Google' : 'an e-mail sign-in link';
  const when = input.createdAt.toISOString();
  const subject = `New Redress user: ${input.email}`;
  const text = [
    'A new user signed up on Redress.',
    '',
    `E-mail: ${input.email}`,
    `Signed in with: ${via}`,
    `At: ${when}`,
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p style="margin:0 0 12px;">A new user signed up on Redress.</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#52606d;">E-mail</td><td>${escapeHtml(input.email)}</td></tr>
<tr><td style="color:#52606d;">Signed in with</td><td>${escapeHtml(via)}</td></tr>
<tr><td style="color:#52606d;">At</td><td>${escapeHtml(when)}</td></tr>
</table>`,
  );
  return { subject, text, html };
}
