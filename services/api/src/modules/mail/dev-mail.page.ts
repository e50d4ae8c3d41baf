import { OutboxMessage } from './entities/outbox-message.entity';
import type { MailAttachment } from './mail.types';
import { escapeHtml } from './templates/html';

/** The dev outbox pages are plain server-rendered HTML: no script, so the global CSP fits them. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,Arial,sans-serif;margin:24px;color:#1f2933;max-width:1000px}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:6px 8px;border-bottom:1px solid #e4e7eb;font-size:14px}
pre{white-space:pre-wrap;background:#f5f6f8;padding:12px;border-radius:6px}
iframe{width:100%;height:560px;border:1px solid #e4e7eb;border-radius:6px}
.meta td:first-child{color:#52606d;width:90px}
</style></head>
<body>${body}</body></html>`;
}

const time = (date: Date) =>
  escapeHtml(new Date(date).toISOString().replace('T', ' ').slice(0, 19));

export function outboxListPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${time(message.createdAt)}</td><td>${escapeHtml(message.recipient)}</td>` +
        `<td><a href="/dev/mail/${encodeURIComponent(message.id)}">${escapeHtml(message.subject)}</a></td>` +
        `<td>${escapeHtml(message.kind)}</td></tr>`,
    )
    .join('\n');
  return page(
    'Dev outbox',
    `<h1>Dev outbox</h1>
<p>E-mail the application would have sent. SMTP_URL is not set, so messages are kept here instead (newest first).</p>
${
  messages.length
    ? `<table><thead><tr><th>Sent (UTC)</th><th>To</th><th>Subject</th><th>Kind</th></tr></thead><tbody>
${rows}
</tbody></table>`
    : '<p>No messages yet.</p>'
}`,
  );
}

const LINK = /https?:\/\/[^\s<>"']+/g;

export function outboxMessagePage(message: OutboxMessage): string {
  const links = [...new Set(message.textBody.match(LINK) ?? [])];
  return page(
    message.subject,
    `<p><a href="/dev/mail">&larr; All messages</a></p>
<h1>${escapeHtml(message.subject)}</h1>
<table class="meta">
<tr><td>From</td><td>${escapeHtml(message.sender)}</td></tr>
<tr><td>To</td><td>${escapeHtml(message.recipient)}</td></tr>
<tr><td>Sent (UTC)</td><td>${time(message.createdAt)}</td></tr>
<tr><td>Kind</td><td>${escapeHtml(message.kind)}</td></tr>
</table>
${
  links.length
    ? `<h2>Links</h2><ul>${links.map((link) => `<li><a class="mail-link" href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>`
    : ''
}
${
  message.htmlBody
    ? `<h2>HTML</h2><iframe title="HTML body" sandbox srcdoc="${escapeHtml(message.htmlBody)}"></iframe>`
    : ''
}
<h2>Text</h2>
<pre>${escapeHtml(message.textBody)}</pre>
${attachmentsSection(message)}`,
  );
}

/** Where DevMailController serves a message's attachment, by its position in the message. */
export function attachmentPath(messageId: string, index: number): string {
  return `/dev/mail/${encodeURIComponent(messageId)}/attachments/${index}`;
}

/** `text/calendar; charset=utf-8; method=PUBLISH` and the like: the booking invitations. */
const isCalendar = (attachment: MailAttachment) =>
  attachment.contentType.split(';')[0].trim().toLowerCase() === 'text/calendar';

function size(content: string): string {
  const bytes = Buffer.byteLength(content, 'utf8');
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

function attachmentsSection(message: OutboxMessage): string {
  const attachments = message.attachments ?? [];
  if (!attachments.length) return '';
  const rows = attachments
    .map(
      (attachment, index) =>
        `<tr><td><a class="mail-attachment" href="${escapeHtml(attachmentPath(message.id, index))}">${escapeHtml(attachment.filename)}</a></td>` +
        `<td>${escapeHtml(attachment.contentType)}</td><td>${size(attachment.content)}</td></tr>`,
    )
    .join('\n');
  // A calendar invitation is short text worth checking at a glance (times, UID, METHOD).
  const calendars = attachments
    .filter(isCalendar)
    .map(
      (attachment) =>
        `<h3>${escapeHtml(attachment.filename)}</h3>\n<pre class="attachment-text">${escapeHtml(attachment.content)}</pre>`,
    )
    .join('\n');
  return `<h2>Attachments</h2>
<table class="attachments"><thead><tr><th>File</th><th>Type</th><th>Size</th></tr></thead><tbody>
${rows}
</tbody></table>
${calendars}`;
}
