import {
  deliveryFileKind,
  orderStateInWords,
  promisedDeliveryDay,
  ORDER_ACTION_TEXT,
  orderActionRefusal,
  refundRefusal,
  statusAfter,
} from './order-fulfilment';

describe('what an operator may do with an order', () => {
  it('moves a paid order to in progress, then delivered', () => {
    expect(orderActionRefusal('completed', 'start')).toBeNull();
    expect(statusAfter('completed', 'start')).toBe('in_progress');
    expect(orderActionRefusal('in_progress', 'deliver')).toBeNull();
    expect(orderActionRefusal('completed', 'deliver')).toBeNull();
    expect(statusAfter('in_progress', 'deliver')).toBe('delivered');
  });

  it('refuses to deliver a refunded or cancelled order, and to deliver twice', () => {
    expect(orderActionRefusal('refunded', 'deliver')).toBe(ORDER_ACTION_TEXT.deliverRefunded);
    expect(orderActionRefusal('cancelled', 'deliver')).toBe(ORDER_ACTION_TEXT.deliverCancelled);
    expect(orderActionRefusal('delivered', 'deliver')).toBe(ORDER_ACTION_TEXT.alreadyDelivered);
  });

  it('refuses every action on an unpaid order', () => {
    for (const action of ['start', 'deliver', 'note', 'refund', 'cancel'] as const) {
      expect(orderActionRefusal('pending', action)).toBe(ORDER_ACTION_TEXT.notPaid);
      expect(orderActionRefusal('failed', action)).toBe(ORDER_ACTION_TEXT.notPaid);
    }
  });

  it('cancels only what is not yet delivered', () => {
    expect(orderActionRefusal('in_progress', 'cancel')).toBeNull();
    expect(statusAfter('in_progress', 'cancel')).toBe('cancelled');
    expect(orderActionRefusal('delivered', 'cancel')).toBe(ORDER_ACTION_TEXT.cancelDelivered);
    expect(orderActionRefusal('cancelled', 'cancel')).toBe(ORDER_ACTION_TEXT.alreadyCancelled);
  });

  it('refunds in part (the status stays) or in full (refunded), never more than is left', () => {
    expect(
      statusAfter('delivered', 'refund', { amount: 1000, refundedBefore: 0, paid: 4999 }),
    ).toBe('delivered');
    expect(
      statusAfter('delivered', 'refund', { amount: 3999, refundedBefore: 1000, paid: 4999 }),
    ).toBe('refunded');
    expect(refundRefusal(3999, 4999, 1000, 'USD')).toBeNull();
    expect(refundRefusal(4000, 4999, 1000, 'USD')).toBe(ORDER_ACTION_TEXT.refundTooLarge('$39.99'));
    expect(refundRefusal(0, 4999, 0, 'USD')).toBe(ORDER_ACTION_TEXT.refundNotPositive);
    expect(refundRefusal(1.5, 4999, 0, 'USD')).toBe(ORDER_ACTION_TEXT.refundNotPositive);
    expect(orderActionRefusal('refunded', 'refund')).toBe(ORDER_ACTION_TEXT.alreadyRefunded);
  });

  it('keeps notes possible once paid, whatever happened since', () => {
    for (const status of ['completed', 'in_progress', 'delivered', 'refunded', 'cancelled'])
      expect(orderActionRefusal(status, 'note')).toBeNull();
  });
});

describe('deliveryFileKind', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('knows a PDF and a DOCX by their content', () => {
    expect(deliveryFileKind(bytes('%PDF-1.7\n...'), 'review.bin')).toBe('pdf');
    expect(deliveryFileKind(new Uint8Array([0x50, 0x4b, 3, 4, 0]), 'Review.DOCX')).toBe('docx');
  });
  it('refuses anything else, also a PDF name on other content', () => {
    expect(deliveryFileKind(bytes('hello'), 'review.pdf')).toBeNull();
    expect(deliveryFileKind(new Uint8Array([0x50, 0x4b, 3, 4, 0]), 'archive.zip')).toBeNull();
  });
});

describe("an order in the student's words", () => {
  const review = {
    serviceType: 'review',
    createdAt: '2026-11-24T10:00:00Z', // a Tuesday
    amount: 4999,
    currency: 'USD',
  };
  it('promises a review three working days after it was ordered', () => {
    expect(promisedDeliveryDay(review)).toBe('2026-11-27');
    expect(promisedDeliveryDay({ ...review, createdAt: '2026-11-26T10:00:00Z' })).toBe(
      '2026-12-01',
    );
    expect(promisedDeliveryDay({ ...review, serviceType: 'consultation' })).toBeNull();
  });
  it('says what happens next, in plain words', () => {
    expect(orderStateInWords({ ...review, status: 'completed' })).toBe(
      'Paid — your review will arrive by Fri 27 Nov',
    );
    expect(orderStateInWords({ ...review, status: 'in_progress', refundedAmount: 1000 })).toBe(
      'In progress — your review will arrive by Fri 27 Nov ($10.00 refunded)',
    );
    expect(
      orderStateInWords({ ...review, status: 'delivered', deliveredAt: '2026-11-26T15:00:00Z' }),
    ).toBe('Delivered on Thu 26 Nov');
    expect(orderStateInWords({ ...review, status: 'refunded', refundedAmount: 4999 })).toBe(
      'Refunded — $49.99 back to your card',
    );
    expect(orderStateInWords({ ...review, serviceType: 'consultation', status: 'completed' })).toBe(
      'Paid',
    );
  });
});
