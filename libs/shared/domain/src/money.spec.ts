import { currencySymbol, formatPrice } from './money';

describe('formatPrice', () => {
  it.each([
    [14999, 'USD', '$150'],
    [4900, 'EUR', '€49'],
    [9950, 'GBP', '£100'],
    [12000, 'AUD', 'A$120'],
    [250000, 'USD', '$2,500'],
    [0, 'USD', '$0'],
  ])('%i %s → %s', (minor, currency, expected) => {
    expect(formatPrice(minor, currency)).toBe(expected);
  });

  it('falls back to $ for a currency without its own symbol', () => {
    expect(currencySymbol('CHF')).toBe('$');
    expect(currencySymbol('gbp')).toBe('£');
  });
});
