import { formatExactAmount, orderNextStep } from '@redress/domain';
import { emailButton, emailLayout, escapeHtml } from '../mail/templates/html';
import type { RenderedEmail } from '../mail/templates/sign-in-link.template';

/** Sent once an order's payment is confirmed by Stripe. */
export function orderConfirmationEmail(input: {
  orderId: number;
  serviceId: number;
  serviceName: string;
  serviceType: string;
  amount: number;
  currency: string;
  dashboardUrl: string;
  publicUrl: string;
}): RenderedEmail {
  const paid = formatExactAmount(input.amount, input.currency);
  const next = orderNextStep({
    status: 'completed',
    serviceType: input.serviceType,
    serviceId: input.serviceId,
  });
  const action = next.action
    ? { label: next.action.label, url: `${input.publicUrl}${next.action.to}` }
    : { label: 'Open your dashboard', url: input.dashboardUrl };
  const subject = `Payment received: ${input.serviceName}`;
  const text = [
    'Hello,',
    '',
    `Thank you: we have received your payment of ${paid} for ${input.serviceName} (order ${input.orderId}).`,
    '',
    'What happens next:',
    next.text,
    '',
    `${action.label}: ${action.url}`,
    '',
    'Redress',
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p style="margin:0 0 12px;">Hello,</p>
<p style="margin:0 0 12px;">Thank you: we have received your payment of <strong>${escapeHtml(paid)}</strong> for <strong>${escapeHtml(input.serviceName)}</strong> (order ${input.orderId}).</p>
<p style="margin:0 0 8px;font-weight:bold;">What happens next</p>
<p style="margin:0 0 12px;">${escapeHtml(next.text)}</p>
${emailButton(action.url, action.label)}`,
  );
  return { subject, text, html };
}
