import {
  DELETION_ACKNOWLEDGE_HOURS,
  DELETION_CONFIRM_LINK_TTL_DAYS,
  DELETION_PROCESSING_DAYS,
  deletionConfirmationLabel,
  type DeletionConfirmationMethod,
} from '@redress/domain';
import { emailButton, emailLayout, escapeHtml } from '../mail/templates/html';
import type { RenderedEmail } from '../mail/templates/sign-in-link.template';

/** "Hello <name>," then one paragraph a line, signed Redress: in text and in HTML. */
function letterToRequester(subject: string, fullName: string, lines: string[]): RenderedEmail {
  const text = [`Hello ${fullName},`, '', ...lines.flatMap((line) => [line, '']), 'Redress'].join(
    '\n',
  );
  const html = emailLayout(
    subject,
    [`Hello ${fullName},`, ...lines]
      .map((line) => `<p style="margin:0 0 12px;">${escapeHtml(line)}</p>`)
      .join('\n'),
  );
  return { subject, text, html };
}

/**
 * Asks the owner of the address on the form to confirm a request they may not have sent (it was
 * sent signed out, or by another account). Nothing the sender typed is in it, not even the name:
 * the message goes to someone else's mailbox and must not carry a stranger's words.
 */
export function deletionConfirmationEmail(input: {
  requestId: number;
  link: string;
}): RenderedEmail {
  const subject = 'Confirm your Redress data deletion request';
  const days = `${DELETION_CONFIRM_LINK_TTL_DAYS} days`;
  const ignore =
    'If you did not ask for this, ignore this e-mail: without the link nothing is deleted, and your account stays as it is.';
  const text = [
    'Hello,',
    '',
    `Someone asked Redress to delete the account for this e-mail address and all its data (reference ${input.requestId}). If it was you, confirm the request with the link below:`,
    '',
    input.link,
    '',
    `The link works once and expires in ${days}. We process a confirmed request within ${DELETION_PROCESSING_DAYS} days and e-mail you when it is done.`,
    ignore,
    '',
    'Redress',
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p style="margin:0 0 12px;">Hello,</p>
<p style="margin:0 0 12px;">Someone asked Redress to delete the account for this e-mail address and all its data (reference ${input.requestId}). If it was you, confirm the request:</p>
${emailButton(input.link, 'Confirm my deletion request')}
<p style="margin:0 0 12px;font-size:14px;">The link works once and expires in ${escapeHtml(days)}. We process a confirmed request within ${DELETION_PROCESSING_DAYS} days and e-mail you when it is done. If the button does not work, paste this address into your browser:</p>
<p style="margin:0 0 12px;font-size:13px;word-break:break-all;"><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p style="margin:0;font-size:14px;color:#52606d;">${escapeHtml(ignore)}</p>`,
  );
  return { subject, text, html };
}

/**
 * Tells the person who sent the Data Deletion form that it arrived, once the owner of the
 * address has confirmed it (at once when sent while signed in as that address).
 */
export function deletionRequestReceivedEmail(input: {
  fullName: string;
  requestId: number;
}): RenderedEmail {
  return letterToRequester('We received your data deletion request', input.fullName, [
    `Your data deletion request (reference ${input.requestId}) has been received and confirmed.`,
    `We will acknowledge it within ${DELETION_ACKNOWLEDGE_HOURS} hours and process it within ${DELETION_PROCESSING_DAYS} days, and we will e-mail you when it is done.`,
    'If you did not send this request, reply to this e-mail at once, before we complete it.',
  ]);
}

/**
 * The "we'll e-mail you when it's done" of the Data Deletion page, sent when the operator
 * completes a request: the account and its data are gone or, when the address has no account,
 * there was nothing to delete and the request is closed.
 */
export function deletionCompletedEmail(input: {
  fullName: string;
  requestId: number;
  email: string;
  accountDeleted: boolean;
}): RenderedEmail {
  const contact = 'If you have a question about this, reply to this e-mail.';
  if (!input.accountDeleted) {
    return letterToRequester('Your data deletion request is closed', input.fullName, [
      `We have checked your data deletion request (reference ${input.requestId}): Redress holds no account for ${input.email}, so there was nothing to delete and the request is now closed.`,
      'If your account uses another address, send a new request from the Data Deletion page with that address.',
      contact,
    ]);
  }
  return letterToRequester('Your Redress data has been deleted', input.fullName, [
    `Your data deletion request (reference ${input.requestId}) is complete: the Redress account for ${input.email} and the data in it have been deleted.`,
    'That is your cases with their analyses, letters, steps and uploaded files, your bookings, your sign-in sessions and links, and the account itself. Records of payments are kept for accounting, no longer linked to any account.',
    'Nothing more needs doing. If you sign in to Redress again, you start with a new, empty account.',
    contact,
  ]);
}

/**
 * Tells the operator (ADMIN_NOTIFY_EMAIL) that a request is waiting: sent once it is confirmed,
 * which is when it can be completed.
 */
export function deletionRequestNotificationEmail(input: {
  requestId: number;
  fullName: string;
  email: string;
  reason: string | null;
  details: string | null;
  createdAt: Date;
  confirmedBy: DeletionConfirmationMethod | null;
}): RenderedEmail {
  const subject = `Data deletion request ${input.requestId} from ${input.email}`;
  const rows: [string, string][] = [
    ['Reference', String(input.requestId)],
    ['Name', input.fullName],
    ['E-mail', input.email],
    ['Reason', input.reason ?? '—'],
    ['Details', input.details ?? '—'],
    ['Received', input.createdAt.toISOString()],
    ['Confirmed', deletionConfirmationLabel(input.confirmedBy)],
  ];
  const text = [
    'A data deletion request was sent from the Data Deletion page and confirmed by the owner of its address.',
    `Acknowledge it within ${DELETION_ACKNOWLEDGE_HOURS} hours and complete it within ${DELETION_PROCESSING_DAYS} days.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p style="margin:0 0 12px;">A data deletion request was sent from the Data Deletion page and confirmed by the owner of its address. Acknowledge it within ${DELETION_ACKNOWLEDGE_HOURS} hours and complete it within ${DELETION_PROCESSING_DAYS} days.</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:14px;">
${rows
  .map(
    ([label, value]) =>
      `<tr><td style="color:#52606d;vertical-align:top;">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>`,
  );
  return { subject, text, html };
}
