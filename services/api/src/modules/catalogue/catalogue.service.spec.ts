import { Service } from './entities/service.entity';
import { toDto } from './catalogue.service';

const review = Object.assign(new Service(), {
  id: 19,
  name: 'Professional Review',
  description: 'd',
  features: ['x'],
  price: 4999,
  type: 'review',
  currency: 'USD',
  prices: { USD: 4999, JPY: 7500 },
  stripePriceId: 'price_default',
  stripePriceIdJpy: 'price_jpy',
});

describe('catalogue pricing', () => {
  it('prices a service in the requested currency with its own payment price id', () => {
    expect(toDto(review, 'JPY')).toMatchObject({
      price: 7500,
      currency: 'JPY',
      stripePriceId: 'price_jpy',
    });
  });

  it('falls back to the service currency, never to a guessed conversion', () => {
    expect(toDto(review, 'EUR')).toMatchObject({
      price: 4999,
      currency: 'USD',
      stripePriceId: 'price_default',
    });
  });
});
