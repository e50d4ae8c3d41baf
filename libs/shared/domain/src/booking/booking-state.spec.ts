import {
  bookingStateInWords,
  formatShortDayTime,
  isDashboardBooking,
  type BookingForWords,
} from './booking-state';

// Monday 30 November 2026, 10:00 in London (UTC in winter), 05:00 in New York.
const call: BookingForWords = {
  status: 'scheduled',
  appointmentDate: '2026-11-30T10:00:00.000Z',
  duration: 60,
  meetingLink: null,
  cancelReason: null,
  holdExpiresAt: null,
};
const before = new Date('2026-11-25T12:00:00Z');

describe('formatShortDayTime', () => {
  it('names the day and the 24-hour time in the given zone', () => {
    expect(formatShortDayTime(call.appointmentDate, 'Europe/London')).toBe('Mon 30 Nov, 10:00');
    expect(formatShortDayTime(call.appointmentDate, 'America/New_York')).toBe('Mon 30 Nov, 05:00');
    // Past midnight in Tokyo: the next day.
    expect(formatShortDayTime('2026-11-30T18:30:00Z', 'Asia/Tokyo')).toBe('Tue 1 Dec, 03:30');
  });
});

describe('bookingStateInWords', () => {
  it('says when the call is, in the student’s time, and that the link follows', () => {
    expect(bookingStateInWords(call, 'Europe/London', before)).toBe(
      'Call on Mon 30 Nov, 10:00 your time — the link will follow by e-mail',
    );
    expect(bookingStateInWords(call, 'America/New_York', before)).toBe(
      'Call on Mon 30 Nov, 05:00 your time — the link will follow by e-mail',
    );
  });

  it('points to the link once there is one', () => {
    const linked = { ...call, meetingLink: 'https://meet.example.org/r-1' };
    expect(bookingStateInWords(linked, 'Europe/London', before)).toBe(
      'Call on Mon 30 Nov, 10:00 your time — join with the link below',
    );
    expect(bookingStateInWords(linked, 'Europe/London', new Date('2026-11-30T10:15:00Z'))).toBe(
      'Call now, until 11:00 your time — join with the link below',
    );
    expect(bookingStateInWords(linked, 'Europe/London', new Date('2026-11-30T11:00:00Z'))).toBe(
      'Call on Mon 30 Nov, 10:00 your time — over',
    );
  });

  it('says a held time is to be paid, until when', () => {
    const held = {
      ...call,
      status: 'awaiting-payment',
      holdExpiresAt: '2026-11-25T12:30:00Z',
    };
    expect(bookingStateInWords(held, 'Europe/London', before)).toBe(
      'Time held for you until 12:30 — pay to book the call on Mon 30 Nov, 10:00 your time',
    );
    expect(bookingStateInWords({ ...held, status: 'expired' }, 'Europe/London', before)).toBe(
      'Not booked — the time on Mon 30 Nov, 10:00 your time was released because it was not paid in time',
    );
  });

  it('gives the operator’s reason for a cancelled call', () => {
    expect(
      bookingStateInWords(
        { ...call, status: 'cancelled', cancelReason: 'The advisor is ill' },
        'Europe/London',
        before,
      ),
    ).toBe(
      'Cancelled by us: The advisor is ill — the call on Mon 30 Nov, 10:00 your time will not take place',
    );
    expect(bookingStateInWords({ ...call, status: 'cancelled' }, 'Europe/London', before)).toBe(
      'Cancelled — the call on Mon 30 Nov, 10:00 your time will not take place',
    );
  });

  it('says whether a past call was held or missed', () => {
    const after = new Date('2026-12-01T09:00:00Z');
    expect(bookingStateInWords({ ...call, status: 'held' }, 'Europe/London', after)).toBe(
      'Call held on Mon 30 Nov',
    );
    expect(bookingStateInWords({ ...call, status: 'missed' }, 'Europe/London', after)).toBe(
      'Missed — the call on Mon 30 Nov, 10:00 your time did not take place',
    );
  });
});

describe('isDashboardBooking', () => {
  it('lists calls still ahead and calls an operator cancelled before their time', () => {
    expect(isDashboardBooking(call, before)).toBe(true);
    expect(isDashboardBooking({ ...call, status: 'awaiting-payment' }, before)).toBe(true);
    expect(isDashboardBooking({ ...call, status: 'cancelled', cancelReason: 'Ill' }, before)).toBe(
      true,
    );
  });

  it('leaves out calls the student cancelled, lapsed holds and calls that are over', () => {
    expect(isDashboardBooking({ ...call, status: 'cancelled' }, before)).toBe(false);
    expect(isDashboardBooking({ ...call, status: 'expired' }, before)).toBe(false);
    expect(isDashboardBooking(call, new Date('2026-11-30T11:00:00Z'))).toBe(false);
    expect(
      isDashboardBooking(
        { ...call, status: 'cancelled', cancelReason: 'Ill' },
        new Date('2026-12-01T00:00:00Z'),
      ),
    ).toBe(false);
  });
});
