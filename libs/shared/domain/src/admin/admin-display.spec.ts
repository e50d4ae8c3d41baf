import {
  ADMIN_MAX_PAGE_SIZE,
  FAILED_JOBS_MAX_PAGE_SIZE,
  pageLimitMessage,
  adminTabTitle,
  customerPriceLabel,
  descriptionOrDefault,
  documentStatusTone,
  featuresPreview,
  formatAmountPaid,
  orNone,
  paymentStatusLabel,
  providerPriceLabel,
  tagsPreview,
  verifiedLabel,
} from './admin-display';

describe('admin dashboard display rules', () => {
  it.each([
    [true, 'Verified'],
    [false, 'Unverified'],
  ])('verified %s reads %s', (verified, label) => {
    expect(verifiedLabel(verified)).toBe(label);
  });

  it.each([
    ['cus_123', 'cus_123'],
    [null, 'None'],
    [undefined, 'None'],
    ['  ', 'None'],
  ])('optional %p reads %p', (value, label) => {
    expect(orNone(value)).toBe(label);
  });

  it.each([
    ['The panel ignored my evidence', 'The panel ignored my evidence'],
    [null, 'No description'],
    ['', 'No description'],
  ])('description %p reads %p', (value, label) => {
    expect(descriptionOrDefault(value)).toBe(label);
  });

  it.each([
    ['completed', 'green'],
    ['pending', 'yellow'],
    ['failed', 'red'],
    ['processing', 'red'],
    ['', 'red'],
  ])('status %p is %p', (status, tone) => {
    expect(documentStatusTone(status)).toBe(tone);
  });

  it.each([
    [[], [], null],
    [['a', 'b', 'c'], ['a', 'b', 'c'], null],
    [['a', 'b', 'c', 'd'], ['a', 'b', 'c'], '+1'],
    [['a', 'b', 'c', 'd', 'e', 'f'], ['a', 'b', 'c'], '+3'],
  ])('tags %j show %j and %p', (tags, shown, more) => {
    expect(tagsPreview(tags)).toEqual({ shown, more });
  });

  it.each([
    [null, [], null],
    [['Written report'], ['Written report'], null],
    [['a', 'b'], ['a', 'b'], null],
    [['a', 'b', 'c'], ['a', 'b'], '+1 more'],
    [['a', 'b', 'c', 'd', 'e'], ['a', 'b'], '+3 more'],
  ])('features %j show %j and %p', (features, shown, more) => {
    expect(featuresPreview(features)).toEqual({ shown, more });
  });

  it.each([
    [0, 'USD', 'Free'],
    [4999, 'USD', '$49.99'],
    [19900, 'GBP', '£199.00 GBP'],
    [7500, 'JPY', '¥7,500 JPY'],
  ])('price %p %s reads %p', (price, currency, label) => {
    expect(customerPriceLabel(price, currency)).toBe(label);
  });

  it.each([
    ['price_123', 'price_123'],
    [null, 'Not configured'],
    ['', 'Not configured'],
  ])('provider price id %p reads %p', (id, label) => {
    expect(providerPriceLabel(id)).toBe(label);
  });

  it.each([
    ['completed', 'Payment Successful'],
    ['pending', 'Payment Pending'],
    ['failed', 'Payment Failed'],
    ['in_progress', 'In progress'],
    ['refunded', 'Refunded'],
    ['disputed', 'disputed'],
  ])('order status %p reads %p', (status, label) => {
    expect(paymentStatusLabel(status)).toBe(label);
  });

  it.each([
    [4999, 'USD', '$49.99'],
    [0, 'USD', '$0.00'],
    [123456, 'USD', '$1,234.56'],
    [4999, 'EUR', '€49.99 EUR'],
    [4999, 'usd', '$49.99'],
    [7500, 'JPY', '¥7,500 JPY'],
    [19900, 'GBP', '£199.00 GBP'],
  ])('amount %p %s reads %p', (amount, currency, label) => {
    expect(formatAmountPaid(amount, currency)).toBe(label);
  });

  it.each([
    ['Users', 1204, 'Users (1,204)'],
    ['Admins', 0, 'Admins (0)'],
    ['Users', undefined, 'Users'],
  ])('tab %s with %p reads %p', (label, count, title) => {
    expect(adminTabTitle(label, count)).toBe(title);
  });
});

describe('admin paging', () => {
  it('says which page sizes the API accepts', () => {
    expect(pageLimitMessage(ADMIN_MAX_PAGE_SIZE)).toBe('limit must be between 1 and 500.');
    expect(pageLimitMessage(FAILED_JOBS_MAX_PAGE_SIZE)).toBe('limit must be between 1 and 100.');
  });
});
