import { orderConfirmationEmail } from './order-confirmation.template';

const base = {
  orderId: 12,
  serviceId: 20,
  serviceName: 'Video Consultation',
  serviceType: 'consultation',
  amount: 7999,
  currency: 'USD',
  dashboardUrl: 'https://redress.example/dashboard',
  publicUrl: 'https://redress.example',
};

describe('order confirmation e-mail', () => {
  it('states the exact amount paid and the next step, with its link', () => {
    const email = orderConfirmationEmail(base);
    expect(email.subject).toBe('Payment received: Video Consultation');
    expect(email.text).toContain('your payment of $79.99 for Video Consultation (order 12)');
    expect(email.text).toContain('Book your consultation: https://redress.example/booking');
    expect(email.html).toContain('href="https://redress.example/booking"');
  });

  it.each([
    [7500, 'JPY', '¥7,500'],
    [19900, 'GBP', '£199.00'],
    [4599, 'EUR', '€45.99'],
  ])('writes %i %s as %s', (amount, currency, written) => {
    expect(orderConfirmationEmail({ ...base, amount, currency }).text).toContain(written);
  });

  it('links to the dashboard when the next step needs no action, and escapes names', () => {
    const email = orderConfirmationEmail({
      ...base,
      serviceType: 'review',
      serviceName: 'Review <b>&</b>',
    });
    expect(email.text).toContain('Your review arrives within 2–3 business days');
    expect(email.text).toContain('Open your dashboard: https://redress.example/dashboard');
    expect(email.html).toContain('Review &lt;b&gt;&amp;&lt;/b&gt;');
    expect(email.html).not.toContain('<b>&</b>');
  });
});
