import { meetingLinkFor } from '../modules/bookings/bookings.service';
import { AppConfig } from './app-config';
import { ConfigurationError } from './config.schema';

const problemsOf = (env: Record<string, string>) => {
  try {
    AppConfig.from(env);
    return [];
  } catch (error) {
    return (error as ConfigurationError).problems;
  }
};

describe('booking configuration', () => {
  it('defaults to Europe/Rome and no meeting link', () => {
    expect(AppConfig.from({}).booking).toEqual({
      timeZone: 'Europe/Rome',
      meetingLinkTemplate: null,
    });
  });

  it('takes any IANA zone and a link template', () => {
    const config = AppConfig.from({
      BOOKING_TIMEZONE: 'America/New_York',
      BOOKING_MEETING_LINK_TEMPLATE: 'https://meet.example.com/redress-{id}',
    });
    expect(config.booking).toEqual({
      timeZone: 'America/New_York',
      meetingLinkTemplate: 'https://meet.example.com/redress-{id}',
    });
    expect(meetingLinkFor(config.booking.meetingLinkTemplate, 42)).toBe(
      'https://meet.example.com/redress-42',
    );
    expect(meetingLinkFor(null, 42)).toBeNull();
  });

  it.each(['Europe/Atlantis', 'CET', '+01:00', 'rome'])('refuses the zone %p', (zone) => {
    expect(problemsOf({ BOOKING_TIMEZONE: zone })).toEqual([
      'BOOKING_TIMEZONE: must be an IANA time zone name (e.g. Europe/Rome)',
    ]);
  });

  it.each(['meet.example.com/{id}', 'ftp://meet.example.com/{id}', 'javascript:alert({id})'])(
    'refuses the meeting link template %p',
    (template) => {
      expect(problemsOf({ BOOKING_MEETING_LINK_TEMPLATE: template })).toEqual([
        'BOOKING_MEETING_LINK_TEMPLATE: must be a URL starting with http:// or https://, e.g. https://meet.example.com/redress-{id}',
      ]);
    },
  );
});
