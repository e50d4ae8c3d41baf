// One rule for every price a person sees (the catalogue, /support, booking, checkout): the
// amount in the currency it is charged in, to the cent, because a price card saying "$50" for a
// $49.99 charge, or "£40" on one page and "$49.99" on another, undermines trust. Whole amounts
// drop the ".00" ("£199"). JPY has no minor unit, so its amounts are already whole yen.

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  AUD: 'A$',
  CAD: 'CA$',
  JPY: '¥',
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

/**
 * e.g. `formatPrice(4999, 'USD')` → '$49.99', `formatPrice(19900, 'GBP')` → '£199',
 * `formatPrice(7500, 'JPY')` → '¥7,500'.
 */
export function formatPrice(minorUnits: number, currency: string): string {
  const perMajor = minorUnitsPerMajor(currency);
  // A negative amount is no price: shown as 0 rather than "-$0.01".
  const minor = Math.max(0, Math.round(minorUnits));
  const whole = minor % perMajor === 0;
  const amount = (minor / perMajor).toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  return `${currencySymbol(currency)}${amount}`;
}

/** A service's price as students see it: 'Free' for the free analysis, the price otherwise. */
export function servicePriceLabel(minorUnits: number, currency: string): string {
  return minorUnits <= 0 ? 'Free' : formatPrice(minorUnits, currency);
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
