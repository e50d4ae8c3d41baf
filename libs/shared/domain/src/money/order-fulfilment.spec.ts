import {
  deliveryDeadline,
  isDeliveryOverdue,
  overdueOrderNotice,
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

describe('overdue deliveries', () => {
  // Paid on Tuesday 24 November 2026: a review promised within 3 working days, by Friday 27.
  const review = { status: 'completed', createdAt: '2026-11-24T10:00:00Z', serviceType: 'review' };

  it('is late from the end of the promised day', () => {
    expect(deliveryDeadline(review)?.toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(isDeliveryOverdue(review, new Date('2026-11-27T23:59:59Z'))).toBe(false);
    expect(isDeliveryOverdue(review, new Date('2026-11-28T00:00:00Z'))).toBe(true);
    expect(
      isDeliveryOverdue({ ...review, status: 'in_progress' }, new Date('2026-12-01T09:00:00Z')),
    ).toBe(true);
  });

  it('is never late once delivered, refunded or cancelled, nor for a service that promises no day', () => {
    const later = new Date('2026-12-10T00:00:00Z');
    for (const status of ['delivered', 'refunded', 'cancelled', 'pending', 'failed'])
      expect(isDeliveryOverdue({ ...review, status }, later)).toBe(false);
    expect(isDeliveryOverdue({ ...review, serviceType: 'consultation' }, later)).toBe(false);
    expect(deliveryDeadline({ ...review, serviceType: 'consultation' })).toBeNull();
  });

  it('tells the operator which order, what was promised and how late it is', () => {
    const notice = overdueOrderNotice(
      { ...review, id: 42, serviceName: 'Professional Review' },
      new Date('2026-11-30T08:00:00Z'),
    );
    expect(notice.subject).toBe('Order 42 is overdue: Professional Review promised by Fri 27 Nov');
    expect(notice.lines).toEqual([
      'Order 42 (Professional Review) was ordered on Tue 24 Nov and promised by Fri 27 Nov.',
      'It has not been delivered, 3 days after that. Deliver it, or write to the student.',
    ]);
  });
});
