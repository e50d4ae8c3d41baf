import { formatAppointment, timeZoneCity } from '@redress/domain';
import { emailButton, emailLayout, escapeHtml } from '../mail/templates/html';
import type { RenderedEmail } from '../mail/templates/sign-in-link.template';

export interface BookingEmailInput {
  title: string;
  serviceName: string | null;
  description: string | null;
  start: Date;
  durationMinutes: number;
  /** The business time zone (BOOKING_TIMEZONE). */
  timeZone: string;
  /** The student's own time zone when the booking page sent it: the mail gives both times. */
  studentTimeZone?: string | null;
  meetingLink: string | null;
  dashboardUrl: string;
  bookingUrl: string;
  /** How the call stands with its payment ('To be paid later: ...', 'Paid'); null: nothing to say. */
  paymentLine?: string | null;
}

/** "Mon, Nov 23, 2026, 9:00 AM GMT+1 (Rome time)" */
export function appointmentWhen(start: Date, timeZone: string): string {
  return `${formatAppointment(start, timeZone)} (${timeZoneCity(timeZone)} time)`;
}

function utcLine(start: Date): string {
  return `${start.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function details(input: BookingEmailInput): { text: string[]; html: string } {
  const when = appointmentWhen(input.start, input.timeZone);
  const rows: [string, string][] = [['When', `${when}, ${input.durationMinutes} minutes`]];
  const own = input.studentTimeZone;
  if (own && formatAppointment(input.start, own) !== formatAppointment(input.start, input.timeZone))
    rows.push(['Your time', appointmentWhen(input.start, own)]);
  rows.push(['In UTC', utcLine(input.start)]);
  if (input.serviceName) rows.push(['Service', input.serviceName]);
  if (input.paymentLine) rows.push(['Payment', input.paymentLine]);
  rows.push([
    'Where',
    input.meetingLink ??
      'A video call: your advisor will e-mail you the link before the appointment.',
  ]);
  if (input.description) rows.push(['Your notes', input.description]);
  return {
    text: rows.map(([label, value]) => `${label}: ${value}`),
    html: `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;">
${rows
  .map(
    ([label, value]) =>
      `<tr><td style="padding:4px 16px 4px 0;color:#52606d;vertical-align:top;white-space:nowrap;">${escapeHtml(label)}</td><td style="padding:4px 0;">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
  )
  .join('\n')}
</table>`,
  };
}

/** Sent when a booking is made, with the invitation attached. */
export function bookingConfirmationEmail(input: BookingEmailInput): RenderedEmail {
  const when = appointmentWhen(input.start, input.timeZone);
  const subject = `Your consultation is booked: ${when}`;
  const body = details(input);
  const text = [
    'Hello,',
    '',
    `Your ${input.title.toLowerCase()} is booked.`,
    '',
    ...body.text,
    '',
    'The attached invitation adds it to your calendar in your own time zone.',
    'We will remind you by e-mail 24 hours before. If you cannot make it, cancel it from your dashboard so someone else can take the time:',
    input.dashboardUrl,
    '',
    'Redress',
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p style="margin:0 0 12px;">Hello,</p>
<p style="margin:0 0 12px;">Your ${escapeHtml(input.title.toLowerCase())} is booked.</p>
${body.html}
<p style="margin:0 0 12px;">The attached invitation adds it to your calendar in your own time zone. We will remind you by e-mail 24 hours before.</p>
<p style="margin:0 0 12px;">If you cannot make it, cancel it from your dashboard so someone else can take the time.</p>
${emailButton(input.dashboardUrl, 'Open your dashboard')}`,
  );
  return { subject, text, html };
}

/** Sent 24 hours before the appointment. */
export function bookingReminderEmail(input: BookingEmailInput): RenderedEmail {
  const when = appointmentWhen(input.start, input.timeZone);
  const subject = `Reminder: your consultation is tomorrow, ${when}`;
  const body = details(input);
  const text = [
    'Hello,',
    '',
    `A reminder that your ${input.title.toLowerCase()} is tomorrow.`,
    '',
    ...body.text,
    '',
    'To make the most of it, have your case, the decision letter and the policy at hand.',
    `If you can no longer make it, please cancel it from your dashboard: ${input.dashboardUrl}`,
    '',
    'Redress',
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p style="margin:0 0 12px;">Hello,</p>
<p style="margin:0 0 12px;">A reminder that your ${escapeHtml(input.title.toLowerCase())} is tomorrow.</p>
${body.html}
<p style="margin:0 0 12px;">To make the most of it, have your case, the decision letter and the policy at hand. If you can no longer make it, please cancel it from your dashboard.</p>
${emailButton(input.dashboardUrl, 'Open your dashboard')}`,
  );
  return { subject, text, html };
}

/** Sent when the student cancels, with a cancellation for their calendar. */
export function bookingCancellationEmail(input: BookingEmailInput): RenderedEmail {
  const when = appointmentWhen(input.start, input.timeZone);
  const subject = `Your consultation on ${when} is cancelled`;
  const text = [
    'Hello,',
    '',
    `Your ${input.title.toLowerCase()} on ${when} is cancelled, as you asked. The attached update removes it from your calendar.`,
    '',
    `You can book another time whenever you like: ${input.bookingUrl}`,
    '',
    'Redress',
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p style="margin:0 0 12px;">Hello,</p>
<p style="margin:0 0 12px;">Your ${escapeHtml(input.title.toLowerCase())} on <strong>${escapeHtml(when)}</strong> is cancelled, as you asked. The attached update removes it from your calendar.</p>
${emailButton(input.bookingUrl, 'Book another time')}`,
  );
  return { subject, text, html };
}

/** The operator changed the call (a link, a note, another time): what changed and the details. */
export function bookingUpdateEmail(
  input: BookingEmailInput,
  what: string,
  note: string | null,
): RenderedEmail {
  const when = appointmentWhen(input.start, input.timeZone);
  const subject = `Your consultation on ${when}: ${what}`;
  const { text: rows, html: table } = details(input);
  const text = [
    'Hello,',
    '',
    `Your ${input.title.toLowerCase()} has been updated: ${what}. The attached invitation updates your calendar.`,
    '',
    ...rows,
    ...(note ? ['', `A note from your advisor: ${note}`] : []),
    '',
    `Your bookings: ${input.dashboardUrl}`,
    '',
    'Redress',
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p style="margin:0 0 12px;">Hello,</p>
<p style="margin:0 0 12px;">Your ${escapeHtml(input.title.toLowerCase())} has been updated: ${escapeHtml(what)}. The attached invitation updates your calendar.</p>
${table}
${note ? `<p style="margin:12px 0;">A note from your advisor: ${escapeHtml(note)}</p>` : ''}
${emailButton(input.dashboardUrl, 'Your bookings')}`,
  );
  return { subject, text, html };
}

/** The operator cancelled the call: why, and what happens to the money. */
export function bookingOperatorCancellationEmail(
  input: BookingEmailInput,
  reason: string,
  settlement: string,
): RenderedEmail {
  const when = appointmentWhen(input.start, input.timeZone);
  const subject = `Your consultation on ${when} is cancelled`;
  const text = [
    'Hello,',
    '',
    `We are sorry: your ${input.title.toLowerCase()} on ${when} has been cancelled. The attached update removes it from your calendar.`,
    '',
    `Why: ${reason}`,
    ...(settlement ? ['', settlement] : []),
    '',
    `Book another time: ${input.bookingUrl}`,
    '',
    'Redress',
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p style="margin:0 0 12px;">Hello,</p>
<p style="margin:0 0 12px;">We are sorry: your ${escapeHtml(input.title.toLowerCase())} on <strong>${escapeHtml(when)}</strong> has been cancelled. The attached update removes it from your calendar.</p>
<p style="margin:0 0 12px;">Why: ${escapeHtml(reason)}</p>
${settlement ? `<p style="margin:0 0 12px;">${escapeHtml(settlement)}</p>` : ''}
${emailButton(input.bookingUrl, 'Book another time')}`,
  );
  return { subject, text, html };
}
