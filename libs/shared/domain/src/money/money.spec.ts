import {
  currencySymbol,
  formatExactAmount,
  formatPrice,
  isZeroDecimalCurrency,
  minorUnitsPerMajor,
  servicePriceLabel,
} from './money';

describe('formatPrice', () => {
  it.each([
    [14999, 'USD', '$149.99'],
    [4999, 'USD', '$49.99'],
    [4949, 'USD', '$49.49'],
    [4950, 'USD', '$49.50'],
    [4900, 'EUR', '€49'],
    [9950, 'GBP', '£99.50'],
    [19900, 'GBP', '£199'],
    [12000, 'AUD', 'A$120'],
    [6899, 'CAD', 'CA$68.99'],
    [250000, 'USD', '$2,500'],
    [0, 'USD', '$0'],
    [-1, 'USD', '$0'],
    // JPY has no minor unit: the stored amount is whole yen, never divided by 100.
    [7500, 'JPY', '¥7,500'],
    [12000, 'jpy', '¥12,000'],
    [0, 'JPY', '¥0'],
  ])('%i %s → %s', (minor, currency, expected) => {
    expect(formatPrice(minor, currency)).toBe(expected);
  });
});

describe('servicePriceLabel', () => {
  it.each([
    [0, 'USD', 'Free'],
    [0, 'GBP', 'Free'],
    [4999, 'USD', '$49.99'],
    [3999, 'GBP', '£39.99'],
    [19900, 'GBP', '£199'],
  ])('%i %s → %s', (minor, currency, expected) => {
    expect(servicePriceLabel(minor, currency)).toBe(expected);
  });
});

describe('currencySymbol', () => {
  it.each([
    ['USD', '$'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['AUD', 'A$'],
    ['gbp', '£'],
    ['CAD', 'CA$'],
    ['JPY', '¥'],
    ['CHF', '$'],
    ['', '$'],
  ])('%s → %s', (currency, symbol) => {
    expect(currencySymbol(currency)).toBe(symbol);
  });
});

describe('minor units', () => {
  it.each([
    ['USD', false, 100],
    ['EUR', false, 100],
    ['GBP', false, 100],
    ['CAD', false, 100],
    ['AUD', false, 100],
    ['JPY', true, 1],
    ['jpy', true, 1],
  ])('%s: zero-decimal %s, %i per unit', (currency, zeroDecimal, perMajor) => {
    expect(isZeroDecimalCurrency(currency)).toBe(zeroDecimal);
    expect(minorUnitsPerMajor(currency)).toBe(perMajor);
  });
});

describe('formatExactAmount', () => {
  it.each([
    [4999, 'USD', '$49.99'],
    [4599, 'EUR', '€45.99'],
    [3999, 'GBP', '£39.99'],
    [6899, 'CAD', 'CA$68.99'],
    [7699, 'AUD', 'A$76.99'],
    [7500, 'JPY', '¥7,500'],
    [24999, 'usd', '$249.99'],
    [1, 'USD', '$0.01'],
    [123456789, 'USD', '$1,234,567.89'],
  ])('%i %s → %s', (minor, currency, expected) => {
    expect(formatExactAmount(minor, currency)).toBe(expected);
  });

  it('still shows the number for a code that is not a currency', () => {
    expect(formatExactAmount(1050, 'XX1')).toBe('10.50 XX1');
  });
});
