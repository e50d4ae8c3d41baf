import { emailButton, emailLayout, escapeHtml } from '../../mail/templates/html';
import type { RenderedEmail } from '../../mail/templates/sign-in-link.template';

/** Sent to the student when the operator delivers the review an order paid for. */
export function orderDeliveredEmail(input: {
  orderId: number;
  serviceName: string;
  dashboardUrl: string;
}): RenderedEmail {
  const subject = `Your ${input.serviceName} is ready`;
  const text = [
    'Hello,',
    '',
    `Your ${input.serviceName} (order ${input.orderId}) is ready. Download it from your dashboard:`,
    input.dashboardUrl,
    '',
    'Redress',
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p style="margin:0 0 12px;">Hello,</p>
<p style="margin:0 0 12px;">Your <strong>${escapeHtml(input.serviceName)}</strong> (order ${input.orderId}) is ready. Download it from your dashboard.</p>
${emailButton(input.dashboardUrl, 'Open your dashboard')}`,
  );
  return { subject, text, html };
}
