import { OutboxMessage } from './entities/outbox-message.entity';
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
<pre>${escapeHtml(message.textBody)}</pre>`,
  );
}
