import { formatExactAmount } from '@redress/domain';
import { emailLayout, escapeHtml } from '../mail/templates/html';
import type { RenderedEmail } from '../mail/templates/sign-in-link.template';

/**
 * Tells the operator that Stripe reported a payment for an order that does not match its price
 * (amount or currency): the order stays as it was until someone looks.
 */
export function paymentReviewEmail(input: {
  orderId: number;
  orderStatus: string;
  paymentId: string;
  expected: { amount: number; currency: string };
  received: { amount: number; currency: string };
}): RenderedEmail {
  const expected = formatExactAmount(input.expected.amount, input.expected.currency);
  const received = formatExactAmount(input.received.amount, input.received.currency);
  const subject = `Payment needs review: order ${input.orderId}`;
  const rows: [string, string][] = [
    ['Order', `${input.orderId} (left ${input.orderStatus})`],
    ['Price of the order', expected],
    ['Stripe reported', received],
    ['Stripe payment', input.paymentId],
  ];
  const text = [
    'Stripe reported a successful payment that does not match the price of its order, so the',
    'order was not completed. Check the payment in the Stripe dashboard, then refund it or settle',
    'the order with the student.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p style="margin:0 0 12px;">Stripe reported a successful payment that does not match the price of its order, so the order was not completed. Check the payment in the Stripe dashboard, then refund it or settle the order with the student.</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:14px;">
${rows.map(([label, value]) => `<tr><td style="color:#52606d;">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>`,
  );
  return { subject, text, html };
}
