import {
  bookingCheckoutPath,
  bookingPaymentOf,
  bookingPaymentPlan,
  isBookingPayable,
} from './booking-payment';

describe('bookingPaymentPlan', () => {
  it.each([
    [null, true, 'free'],
    [{ price: 0, payableLater: false }, false, 'free'],
    [{ price: 7999, payableLater: true }, false, 'pay-later'],
    [{ price: 7999, payableLater: true }, true, 'pay-later'],
    [{ price: 7999, payableLater: false }, true, 'pay-first'],
    [{ price: 7999, payableLater: false }, false, 'unavailable'],
  ] as const)('%j, payments on %s: %s', (service, paymentsOn, plan) => {
    expect(bookingPaymentPlan(service, paymentsOn)).toBe(plan);
  });
});

describe('bookingPaymentOf', () => {
  it.each([
    ['awaiting-payment', false, 'pending', 'awaiting'],
    ['awaiting-payment', false, null, 'awaiting'],
    ['scheduled', false, 'completed', 'paid'],
    ['scheduled', true, 'completed', 'paid'],
    ['scheduled', true, 'in_progress', 'paid'],
    ['scheduled', true, null, 'later'],
    ['scheduled', true, 'failed', 'later'],
    ['scheduled', true, 'refunded', 'later'],
    ['expired', false, 'failed', 'lapsed'],
    ['scheduled', false, null, 'none'],
  ] as const)('%s, pay later %s, order %s: %s', (status, payLater, orderStatus, payment) => {
    expect(bookingPaymentOf({ status, payLater, orderStatus })).toBe(payment);
  });
});

describe('isBookingPayable', () => {
  it('is payable while awaiting payment, or booked to be paid later', () => {
    expect(isBookingPayable({ status: 'awaiting-payment', payment: 'awaiting' })).toBe(true);
    expect(isBookingPayable({ status: 'scheduled', payment: 'later' })).toBe(true);
    expect(isBookingPayable({ status: 'cancelled', payment: 'later' })).toBe(false);
    expect(isBookingPayable({ status: 'scheduled', payment: 'paid' })).toBe(false);
    expect(isBookingPayable({ status: 'expired', payment: 'lapsed' })).toBe(false);
  });
});

it('bookingCheckoutPath names the service and the booking', () => {
  expect(bookingCheckoutPath({ id: 7, serviceId: 20 })).toBe('/checkout?serviceId=20&bookingId=7');
});
