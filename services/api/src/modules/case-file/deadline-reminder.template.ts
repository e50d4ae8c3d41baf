import { emailButton, emailLayout, escapeHtml } from '../mail/templates/html';
import type { RenderedEmail } from '../mail/templates/sign-in-link.template';

/** The reminder sent 3 days and 1 day before a due date of a case. */
export function deadlineReminderEmail(input: {
  caseTitle: string;
  description: string;
  quote: string;
  dueOn: string;
  daysBefore: number;
  caseUrl: string;
}): RenderedEmail {
  const when = input.daysBefore === 1 ? 'tomorrow' : `in ${input.daysBefore} days`;
  const subject = `Reminder: your deadline is ${when} (${input.dueOn})`;
  const text = [
    'Hello,',
    '',
    `A deadline in your case "${input.caseTitle}" is ${when}, on ${input.dueOn}:`,
    '',
    `${input.description}`,
    `Policy wording: “${input.quote}”`,
    '',
    'What to do now:',
    '- Send your letter or form before the deadline, and keep a copy of what you send.',
    '- Attach the evidence you rely on; if some is not ready, say what is coming and when.',
    '- If you cannot make the deadline, ask the university in writing for an extension before it passes, and say why.',
    '- When you have sent it, record the step on your case so we stop reminding you.',
    '',
    `Your case: ${input.caseUrl}`,
    '',
    'Redress',
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p style="margin:0 0 12px;">Hello,</p>
<p style="margin:0 0 12px;">A deadline in your case <strong>${escapeHtml(input.caseTitle)}</strong> is ${escapeHtml(when)}, on <strong>${escapeHtml(input.dueOn)}</strong>:</p>
<p style="margin:0 0 12px;">${escapeHtml(input.description)}<br><span style="color:#52606d;">Policy wording: “${escapeHtml(input.quote)}”</span></p>
<p style="margin:0 0 8px;font-weight:bold;">What to do now</p>
<ul style="margin:0 0 12px;padding-left:20px;">
<li>Send your letter or form before the deadline, and keep a copy of what you send.</li>
<li>Attach the evidence you rely on; if some is not ready, say what is coming and when.</li>
<li>If you cannot make the deadline, ask the university in writing for an extension before it passes, and say why.</li>
<li>When you have sent it, record the step on your case so we stop reminding you.</li>
</ul>
${emailButton(input.caseUrl, 'Open your case')}`,
  );
  return { subject, text, html };
}
