// Prices display with a currency symbol and whole units: the amount in minor units divided by
// 100 and rounded, no decimals (spec document 1, section 9). JPY has no minor unit, so its
// amounts are already whole yen and are never divided.

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  AUD: 'A$',
};
const DEFAULT_CURRENCY_SYMBOL = '$';

/** Currencies whose amounts have no minor unit (Stripe calls them zero-decimal). */
const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(['JPY']);

export function currencySymbol(currency: string): string {
  return CURRENCY_SYMBOLS[currency.toUpperCase()] ?? DEFAULT_CURRENCY_SYMBOL;
}

export function isZeroDecimalCurrency(currency: string): boolean {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase());
}

/** How many minor units make one whole unit: 100, or 1 for JPY. */
export function minorUnitsPerMajor(currency: string): number {
  return isZeroDecimalCurrency(currency) ? 1 : 100;
}

/** e.g. `formatPrice(14999, 'USD')` → '$150', `formatPrice(7500, 'JPY')` → '$7,500'. */
export function formatPrice(minorUnits: number, currency: string): string {
  const whole = Math.round(minorUnits / minorUnitsPerMajor(currency));
  // `+ 0` turns the -0 of a tiny negative amount into 0.
  return `${currencySymbol(currency)}${(whole + 0).toLocaleString('en-US')}`;
}

/**
 * The exact amount charged, to the cent, for receipts and the payment confirmation (where a
 * rounded price would misstate what was paid), e.g. `formatExactAmount(4999, 'USD')` → '$49.99'.
 * Uses the standard symbols of each currency (¥ for yen, CA$ for Canadian dollars).
 */
export function formatExactAmount(minorUnits: number, currency: string): string {
  const code = currency.toUpperCase();
  const digits = isZeroDecimalCurrency(code) ? 0 : 2;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(minorUnits / minorUnitsPerMajor(code));
  } catch {
    // Not an ISO 4217 code: still show the number rather than fail.
    return `${(minorUnits / minorUnitsPerMajor(code)).toFixed(digits)} ${code}`;
  }
}
