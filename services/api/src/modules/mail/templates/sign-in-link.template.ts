import { emailButton, emailLayout, escapeHtml } from './html';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** The e-mail that carries a magic sign-in link. */
export function signInLinkEmail(input: { link: string; ttlMinutes: number }): RenderedEmail {
  const subject = 'Your Redress sign-in link';
  const minutes = `${input.ttlMinutes} minute${input.ttlMinutes === 1 ? '' : 's'}`;
  const text = [
    'Hello,',
    '',
    'Use the link below to sign in to Redress:',
    '',
    input.link,
    '',
    `The link works once and expires in ${minutes}.`,
    'If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without the link.',
    '',
    'Redress',
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p style="margin:0 0 12px;">Hello,</p>
<p style="margin:0 0 12px;">Use the button below to sign in to Redress.</p>
${emailButton(input.link, 'Sign in to Redress')}
<p style="margin:0 0 12px;font-size:14px;">The link works once and expires in ${escapeHtml(minutes)}. If the button does not work, paste this address into your browser:</p>
<p style="margin:0 0 12px;font-size:13px;word-break:break-all;"><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p style="margin:0;font-size:14px;color:#52606d;">If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without the link.</p>`,
  );
  return { subject, text, html };
}
