import { isHandleableEvent } from './stripe-event-shape';

const intent = {
  id: 'pi_123',
  object: 'payment_intent',
  amount: 4999,
  amount_received: 4999,
  currency: 'usd',
  metadata: { orderId: '7' },
  payment_method: 'pm_1',
  payment_method_types: ['card'],
  last_payment_error: null,
};

const event = (overrides: Record<string, unknown> = {}, object: unknown = intent) => ({
  id: 'evt_1',
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object },
  ...overrides,
});

describe('isHandleableEvent', () => {
  it('accepts the payment intent events Stripe sends, and other event types as they come', () => {
    expect(isHandleableEvent(event())).toBe(true);
    expect(
      isHandleableEvent(
        event(
          { type: 'payment_intent.payment_failed' },
          { ...intent, last_payment_error: { payment_method: { type: 'card' } } },
        ),
      ),
    ).toBe(true);
    expect(isHandleableEvent(event({ type: 'customer.created' }, { id: 42 }))).toBe(true);
    expect(isHandleableEvent(event({}, { id: 'pi_1' }))).toBe(true);
  });

  it('refuses events without a usable id, type or object', () => {
    for (const broken of [
      null,
      [],
      'evt',
      event({ id: undefined }),
      event({ id: { $gt: '' } }),
      event({ id: 'x'.repeat(256) }),
      event({ type: 7 }),
      event({ data: null }),
      event({ data: { object: 'pi_1' } }),
      event({ data: { object: [] } }),
    ])
      expect(isHandleableEvent(broken)).toBe(false);
  });

  it('refuses payment intents whose fields are not of the type the handler reads', () => {
    for (const change of [
      { id: { $gt: '' } },
      { id: '' },
      { metadata: 'orderId=7' },
      { amount: '4999' },
      { amount_received: [4999] },
      { currency: 840 },
      { payment_method: { id: 'pm_1' } },
      { payment_method_types: [1] },
      { payment_method_types: 'card' },
      { last_payment_error: 'declined' },
      { last_payment_error: { payment_method: 5 } },
    ])
      expect(isHandleableEvent(event({}, { ...intent, ...change }))).toBe(false);
  });
});
