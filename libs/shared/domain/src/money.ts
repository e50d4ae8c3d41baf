// Prices display with a currency symbol and whole units: the amount in minor units divided by
// 100 and rounded, no decimals (spec document 1, section 9).

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  AUD: 'A$',
};
const DEFAULT_CURRENCY_SYMBOL = '$';

export function currencySymbol(currency: string): string {
  return CURRENCY_SYMBOLS[currency.toUpperCase()] ?? DEFAULT_CURRENCY_SYMBOL;
}

/** e.g. `formatPrice(14999, 'USD')` → '$150'. */
export function formatPrice(minorUnits: number, currency: string): string {
  const whole = Math.round(minorUnits / 100);
  return `${currencySymbol(currency)}${whole.toLocaleString('en-US')}`;
}
