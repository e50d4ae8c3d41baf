import { AppConfig } from './app-config';
import { ConfigurationError } from './config.schema';

describe('contact details configuration', () => {
  it('shows no address and no profile when none is configured', () => {
    expect(AppConfig.from({}).site).toMatchObject({ supportEmail: null, social: [] });
  });

  it('carries the support address and only the networks configured, in the footer order', () => {
    const site = AppConfig.from({
      SUPPORT_EMAIL: ' help@appeals.org.uk ',
      SOCIAL_TIKTOK_URL: 'https://www.tiktok.com/@appeals',
      SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/appeals',
    }).site;
    expect(site.supportEmail).toBe('help@appeals.org.uk');
    expect(site.social).toEqual([
      { name: 'LinkedIn', href: 'https://www.linkedin.com/company/appeals' },
      { name: 'TikTok', href: 'https://www.tiktok.com/@appeals' },
    ]);
  });

  it('refuses at start a support address that is not one, or a profile that is not https', () => {
    expect(() => AppConfig.from({ SUPPORT_EMAIL: 'support' })).toThrow(ConfigurationError);
    expect(() => AppConfig.from({ SUPPORT_EMAIL: 'support' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => AppConfig.from({ SOCIAL_X_URL: 'x.com/appeals' })).toThrow(/SOCIAL_X_URL/);
    expect(() => AppConfig.from({ SOCIAL_YOUTUBE_URL: 'http://youtube.com/@a' })).toThrow(
      /SOCIAL_YOUTUBE_URL/,
    );
  });
});
