import { bookingConfirmationEmail, type BookingEmailInput } from './booking-emails.template';

const input: BookingEmailInput = {
  title: 'Consultation Appointment',
  serviceName: 'Video Consultation',
  description: null,
  // 09:00 in Rome in winter.
  start: new Date('2026-11-23T08:00:00Z'),
  durationMinutes: 60,
  timeZone: 'Europe/Rome',
  meetingLink: null,
  dashboardUrl: 'https://redress.example/dashboard',
  bookingUrl: 'https://redress.example/booking',
};

describe('bookingConfirmationEmail', () => {
  it("gives the advisors' time and the student's own", () => {
    const { text, html } = bookingConfirmationEmail({
      ...input,
      studentTimeZone: 'America/New_York',
    });
    expect(text).toContain('When: Mon, Nov 23, 2026, 9:00 AM GMT+1 (Rome time), 60 minutes');
    expect(text).toContain('Your time: Mon, Nov 23, 2026, 3:00 AM EST (New York time)');
    expect(html).toContain('New York time');
  });

  it('gives one time when the student is in the same zone, or did not say', () => {
    for (const studentTimeZone of ['Europe/Rome', null, undefined]) {
      const { text } = bookingConfirmationEmail({ ...input, studentTimeZone });
      expect(text).not.toContain('Your time');
      expect(text).toContain('(Rome time)');
    }
  });
});
