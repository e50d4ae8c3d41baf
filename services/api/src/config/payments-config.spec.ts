import { AppConfig, stripeApiAddress } from './app-config';
import { ConfigurationError } from './config.schema';

const problemsOf = (env: Record<string, string>) => {
  try {
    AppConfig.from(env);
    return [];
  } catch (error) {
    return (error as ConfigurationError).problems;
  }
};

const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_abc123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
};

describe('payments configuration', () => {
  it('is off by default, with no country header', () => {
    expect(AppConfig.from({}).payments).toEqual({ stripe: null, countryHeader: null });
  });

  it('turns Stripe on with all three keys, against Stripe by default', () => {
    expect(AppConfig.from(KEYS).payments.stripe).toEqual({
      secretKey: 'sk_test_abc123',
      publishableKey: 'pk_test_abc123',
      webhookSecret: 'whsec_abc123',
      api: { host: 'api.stripe.com', port: 443, protocol: 'https' },
    });
  });

  it('requires the publishable key and the webhook secret with the secret key', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toEqual([
      expect.stringMatching(/^STRIPE_PUBLISHABLE_KEY: is required with STRIPE_SECRET_KEY/),
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY/),
    ]);
  });

  it('refuses keys of the wrong kind', () => {
    expect(problemsOf({ ...KEYS, STRIPE_SECRET_KEY: 'pk_test_abc123' })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY: must be a Stripe secret key/),
    ]);
    expect(problemsOf({ ...KEYS, STRIPE_WEBHOOK_SECRET: 'secret' })).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: must be a Stripe webhook signing secret/),
    ]);
    expect(problemsOf({ STRIPE_API_URL: 'ftp://example.org' })).toEqual([
      expect.stringMatching(/^STRIPE_API_URL: must be a URL/),
    ]);
  });

  it.each([
    ['https://api.stripe.com', { host: 'api.stripe.com', port: 443, protocol: 'https' }],
    ['http://127.0.0.1:12111', { host: '127.0.0.1', port: 12111, protocol: 'http' }],
    ['http://localhost', { host: 'localhost', port: 80, protocol: 'http' }],
    [
      'https://stripe-proxy.internal:8443/',
      { host: 'stripe-proxy.internal', port: 8443, protocol: 'https' },
    ],
    ['http://[::1]:9000', { host: '::1', port: 9000, protocol: 'http' }],
  ])('splits %s for the SDK', (url, address) => {
    expect(stripeApiAddress(url)).toEqual(address);
  });

  it('takes the country header name case-insensitively', () => {
    expect(AppConfig.from({ LOCATION_COUNTRY_HEADER: 'CF-IPCountry' }).payments.countryHeader).toBe(
      'cf-ipcountry',
    );
    expect(problemsOf({ LOCATION_COUNTRY_HEADER: 'bad header' })).toEqual([
      expect.stringMatching(/^LOCATION_COUNTRY_HEADER: must be an HTTP header name/),
    ]);
  });
});
