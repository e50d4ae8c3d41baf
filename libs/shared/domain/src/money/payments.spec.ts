import {
  PRICE_CURRENCIES,
  UNKNOWN_CURRENCY_MESSAGE,
  canMoveOrderStatus,
  checkoutPath,
  countryFromAcceptLanguage,
  currencyForCountry,
  isPriceCurrency,
  normalizeCountryCode,
  orderNextStep,
  orderStatusesBefore,
  orderStatusLabel,
  type OrderStatus,
} from './payments';

describe('currencyForCountry', () => {
  it.each([
    ['US', 'USD'],
    ['GB', 'GBP'],
    ['gb', 'GBP'],
    ['JE', 'GBP'],
    ['DE', 'EUR'],
    ['FR', 'EUR'],
    ['IE', 'EUR'],
    ['BG', 'EUR'],
    ['MC', 'EUR'],
    ['CA', 'CAD'],
    ['AU', 'AUD'],
    ['JP', 'JPY'],
    ['CH', 'USD'],
    ['IN', 'USD'],
    ['NZ', 'USD'],
    ['XX', 'USD'],
    ['T1', 'USD'],
    ['', 'USD'],
    [null, 'USD'],
    [undefined, 'USD'],
    ['GBR', 'USD'],
  ])('%s → %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });
});

describe('normalizeCountryCode', () => {
  it.each([
    [' de ', 'DE'],
    ['us', 'US'],
    ['XX', null],
    ['ZZ', null],
    ['1A', null],
    ['USA', null],
    [null, null],
  ])('%s → %s', (value, code) => {
    expect(normalizeCountryCode(value)).toBe(code);
  });
});

describe('countryFromAcceptLanguage', () => {
  it.each([
    ['en-GB,en;q=0.9', 'GB'],
    ['en-US', 'US'],
    ['de-AT', 'AT'],
    ['fr;q=0.8, de-DE', 'DE'],
    ['en;q=0.9, en-AU;q=0.8, en-GB;q=0.7', 'AU'],
    ['en-GB;q=0.5, ja-JP', 'JP'],
    ['zh-Hant-TW', 'TW'],
    ['es-419,es;q=0.9', null],
    ['en', null],
    ['*', null],
    ['en-CA;q=0', null],
    ['', null],
    [null, null],
    ['en-GB;q=abc, fr-FR;q=0.5', 'FR'],
  ])('%s → %s', (header, country) => {
    expect(countryFromAcceptLanguage(header)).toBe(country);
  });
});

describe('order statuses', () => {
  it.each<[string, OrderStatus, boolean]>([
    ['pending', 'completed', true],
    ['pending', 'failed', true],
    ['failed', 'completed', true],
    ['completed', 'failed', false],
    ['completed', 'pending', false],
    ['completed', 'completed', false],
    ['failed', 'failed', false],
    ['failed', 'pending', false],
    ['pending', 'pending', false],
    ['refunded', 'completed', false],
  ])('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canMoveOrderStatus(from, to)).toBe(allowed);
  });

  it('names the statuses a move can start from', () => {
    expect(orderStatusesBefore('completed')).toEqual(['pending', 'failed']);
    expect(orderStatusesBefore('failed')).toEqual(['pending']);
    expect(orderStatusesBefore('pending')).toEqual([]);
  });

  it.each([
    ['completed', 'Payment Successful'],
    ['pending', 'Payment Pending'],
    ['failed', 'Payment Failed'],
    ['refunded', 'refunded'],
  ])('%s reads %s', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });
});

describe('orderNextStep', () => {
  it.each([
    ['completed', 'review', /2–3 business days/, undefined],
    ['completed', 'consultation', /book your consultation/i, '/booking'],
    ['completed', 'editor', /within 3 business days/, '/booking'],
    ['completed', 'mediation', /mediator/, undefined],
    ['completed', 'other', /e-mail you/, undefined],
    ['pending', 'review', /waiting for the card provider/, undefined],
    ['failed', 'consultation', /not been charged/, '/checkout?serviceId=20'],
  ])('%s %s', (status, serviceType, text, to) => {
    const step = orderNextStep({ status, serviceType, serviceId: 20 });
    expect(step.text).toMatch(text);
    expect(step.action?.to).toBe(to);
  });

  it("books the consultation for the order's case when it has one", () => {
    const step = orderNextStep({
      status: 'completed',
      serviceType: 'consultation',
      serviceId: 20,
      caseId: 12,
    });
    expect(step.action?.to).toBe('/booking?caseId=12');
  });
});

describe('checkout links', () => {
  it('carries the service id', () => {
    expect(checkoutPath(19)).toBe('/checkout?serviceId=19');
  });

  it('knows the price currencies', () => {
    expect(isPriceCurrency('JPY')).toBe(true);
    expect(isPriceCurrency('jpy')).toBe(false);
    expect(isPriceCurrency('BTC')).toBe(false);
  });
});

describe('currencies', () => {
  it('names every priced currency when refusing another', () => {
    expect(UNKNOWN_CURRENCY_MESSAGE).toBe('currency must be one of USD, EUR, GBP, CAD, AUD, JPY');
    for (const code of PRICE_CURRENCIES) expect(UNKNOWN_CURRENCY_MESSAGE).toContain(code);
  });
});
