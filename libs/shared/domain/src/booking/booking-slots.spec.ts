import {
  bookingHoursHelp,
  BOOKING_SLOT_HOURS,
  bookingDates,
  bookingToday,
  bookingWindow,
  checkBookingSlot,
  formatAppointment,
  formatBookingDate,
  isBookingWeekday,
  isValidTimeZone,
  openSlotsOn,
  parseAppointmentDate,
  slotKeyOf,
  slotLabel,
  slotStart,
  slotsOn,
  timeZoneCity,
} from './booking-slots';

const ROME = 'Europe/Rome';
const at = (iso: string) => new Date(iso);

describe('booking weekdays (Monday, Wednesday and Friday only)', () => {
  it.each([
    ['2026-11-23', 'Monday', true],
    ['2026-11-24', 'Tuesday', false],
    ['2026-11-25', 'Wednesday', true],
    ['2026-11-26', 'Thursday', false],
    ['2026-11-27', 'Friday', true],
    ['2026-11-28', 'Saturday', false],
    ['2026-11-29', 'Sunday', false],
    ['2026-02-30', 'not a date', false],
    ['23/11/2026', 'not ISO', false],
  ])('%s (%s) → %p', (date, _name, expected) => {
    expect(isBookingWeekday(date)).toBe(expected);
    expect(slotsOn(date, ROME)).toHaveLength(expected ? 8 : 0);
  });
});

describe('slot starts in Europe/Rome, stored in UTC', () => {
  it.each([
    // Winter (CET, UTC+1).
    ['2026-11-23', 9, '2026-11-23T08:00:00.000Z'],
    ['2026-11-23', 12, '2026-11-23T11:00:00.000Z'],
    ['2026-11-23', 17, '2026-11-23T16:00:00.000Z'],
    ['2026-11-23', 20, '2026-11-23T19:00:00.000Z'],
    // Summer (CEST, UTC+2).
    ['2026-07-01', 9, '2026-07-01T07:00:00.000Z'],
    ['2026-07-01', 20, '2026-07-01T18:00:00.000Z'],
    // The week summer time starts (Sunday 29 March 2026, 02:00 → 03:00).
    ['2026-03-27', 9, '2026-03-27T08:00:00.000Z'],
    ['2026-03-27', 20, '2026-03-27T19:00:00.000Z'],
    ['2026-03-30', 9, '2026-03-30T07:00:00.000Z'],
    ['2026-03-30', 20, '2026-03-30T18:00:00.000Z'],
    // The week summer time ends (Sunday 25 October 2026, 03:00 → 02:00).
    ['2026-10-23', 9, '2026-10-23T07:00:00.000Z'],
    ['2026-10-23', 17, '2026-10-23T15:00:00.000Z'],
    ['2026-10-26', 9, '2026-10-26T08:00:00.000Z'],
    ['2026-10-26', 17, '2026-10-26T16:00:00.000Z'],
  ])('%s at %d:00 in Rome starts at %s', (date, hour, utc) => {
    expect(slotStart(date, hour, ROME)?.toISOString()).toBe(utc);
    expect(checkBookingSlot(at(utc), at('2026-01-05T00:00:00Z'), ROME)).toEqual(
      date <= '2026-02-04'
        ? { ok: true, slot: { date, hour, start: utc } }
        : { ok: false, reason: 'outside-window' },
    );
  });

  it('has the eight hourly slots 09:00-12:00 and 17:00-20:00', () => {
    expect(BOOKING_SLOT_HOURS).toEqual([9, 10, 11, 12, 17, 18, 19, 20]);
    expect(slotsOn('2026-03-30', ROME).map((slot) => slot.start)).toEqual([
      '2026-03-30T07:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
      '2026-03-30T09:00:00.000Z',
      '2026-03-30T10:00:00.000Z',
      '2026-03-30T15:00:00.000Z',
      '2026-03-30T16:00:00.000Z',
      '2026-03-30T17:00:00.000Z',
      '2026-03-30T18:00:00.000Z',
    ]);
  });

  it.each([8, 13, 16, 21, 9.5])('hour %p is not a slot', (hour) => {
    expect(slotStart('2026-11-23', hour, ROME)).toBeNull();
  });
});

describe('the booking window: today through 30 days ahead, in the business time zone', () => {
  // Monday 23 November 2026, 07:00 in Rome.
  const monday = at('2026-11-23T06:00:00Z');

  it('runs from today to 30 days later', () => {
    expect(bookingWindow(monday, ROME)).toEqual({ first: '2026-11-23', last: '2026-12-23' });
  });

  it.each([
    ['2026-11-22T22:59:00Z', '2026-11-22', 'Sunday 23:59 in Rome'],
    ['2026-11-22T23:00:00Z', '2026-11-23', 'just past midnight in Rome, still Sunday in UTC'],
    ['2026-07-05T22:30:00Z', '2026-07-06', 'summer: UTC+2'],
  ])('at %s today is %s (%s)', (now, today) => {
    expect(bookingToday(at(now), ROME)).toBe(today);
  });

  it.each<[string, { ok: boolean; reason?: string }, string]>([
    ['2026-11-23T08:00:00.000Z', { ok: true }, 'today 09:00, still ahead'],
    ['2026-12-23T19:00:00.000Z', { ok: true }, 'the last day of the window, last slot'],
    ['2026-12-25T08:00:00.000Z', { ok: false, reason: 'outside-window' }, 'day 32'],
    ['2026-11-20T08:00:00.000Z', { ok: false, reason: 'past' }, 'last Friday'],
    ['2026-11-23T08:30:00.000Z', { ok: false, reason: 'not-a-slot' }, 'half past'],
    ['2026-11-23T08:00:01.000Z', { ok: false, reason: 'not-a-slot' }, 'a second late'],
    ['2026-11-23T12:00:00.000Z', { ok: false, reason: 'not-a-slot' }, '13:00 in Rome'],
    ['2026-11-24T08:00:00.000Z', { ok: false, reason: 'not-a-slot' }, 'a Tuesday'],
    ['2026-11-28T08:00:00.000Z', { ok: false, reason: 'not-a-slot' }, 'a Saturday'],
    ['2026-11-23T09:00:00.000Z', { ok: true }, '10:00 in Rome (09:00 UTC is no slot hour there)'],
  ])('%s → %o (%s)', (iso, expected) => {
    expect(checkBookingSlot(at(iso), monday, ROME)).toMatchObject(expected);
  });

  it('refuses a slot that has started or passed, even today', () => {
    const nine = at('2026-11-23T08:00:00.000Z');
    expect(checkBookingSlot(nine, nine, ROME)).toEqual({ ok: false, reason: 'past' });
    expect(checkBookingSlot(nine, at('2026-11-23T08:00:00.001Z'), ROME)).toEqual({
      ok: false,
      reason: 'past',
    });
    expect(checkBookingSlot(nine, at('2026-11-23T07:59:59.999Z'), ROME).ok).toBe(true);
    expect(checkBookingSlot(at('invalid'), monday, ROME)).toEqual({
      ok: false,
      reason: 'not-a-slot',
    });
  });

  it('offers only the slots still ahead today', () => {
    // 11:30 in Rome: 09:00-11:00 have started.
    const late = at('2026-11-23T10:30:00Z');
    expect(openSlotsOn('2026-11-23', late, ROME).map((slot) => slot.hour)).toEqual([
      12, 17, 18, 19, 20,
    ]);
    expect(openSlotsOn('2026-11-25', late, ROME)).toHaveLength(8);
    expect(openSlotsOn('2026-11-24', late, ROME)).toEqual([]);
    expect(openSlotsOn('2026-12-28', late, ROME)).toEqual([]);
  });

  it('lists the pickable dates, dropping today once its last slot has started', () => {
    const evening = at('2026-11-23T19:30:00Z'); // 20:30 in Rome: the 20:00 slot has started
    expect(bookingDates(evening, ROME)).toEqual([
      '2026-11-25',
      '2026-11-27',
      '2026-11-30',
      '2026-12-02',
      '2026-12-04',
      '2026-12-07',
      '2026-12-09',
      '2026-12-11',
      '2026-12-14',
      '2026-12-16',
      '2026-12-18',
      '2026-12-21',
      '2026-12-23',
    ]);
    expect(bookingDates(monday, ROME)[0]).toBe('2026-11-23');
  });

  it('counts the window in the business zone, whatever the zone of the machine', () => {
    // Saturday 23:30 UTC is already Sunday in Rome: Monday is tomorrow, Friday is gone.
    const now = at('2026-11-21T23:30:00Z');
    expect(bookingDates(now, ROME)[0]).toBe('2026-11-23');
    expect(bookingDates(now, 'America/Los_Angeles')[0]).toBe('2026-11-23');
  });
});

describe('a student in another time zone', () => {
  it.each([
    // New York moves to summer time on 8 March, Rome on 29 March: 5 hours apart in between.
    ['2026-03-18T08:00:00Z', 'America/New_York', '4:00 AM EDT (9:00 AM in Rome)'],
    ['2026-03-30T07:00:00Z', 'America/New_York', '3:00 AM EDT (9:00 AM in Rome)'],
    ['2026-03-04T08:00:00Z', 'America/New_York', '3:00 AM EST (9:00 AM in Rome)'],
    // Tokyo is already on the next day for the evening slots.
    ['2026-11-23T16:00:00Z', 'Asia/Tokyo', 'Tue, Nov 24, 1:00 AM GMT+9 (5:00 PM in Rome)'],
    // 09:00 in Rome is midnight in Los Angeles (the same day), and the evening before in Hawaii.
    ['2026-11-23T08:00:00Z', 'America/Los_Angeles', '12:00 AM PST (9:00 AM in Rome)'],
    ['2026-11-23T08:00:00Z', 'Pacific/Honolulu', 'Sun, Nov 22, 10:00 PM HST (9:00 AM in Rome)'],
    ['2026-11-23T08:00:00Z', 'Europe/Rome', '9:00 AM GMT+1 (9:00 AM in Rome)'],
    ['2026-11-23T19:00:00Z', 'Asia/Kolkata', 'Tue, Nov 24, 12:30 AM GMT+5:30 (8:00 PM in Rome)'],
  ])('the slot at %s reads, in %s, as %p', (iso, zone, text) => {
    expect(slotLabel(at(iso), zone, ROME).text).toBe(text);
  });

  it('sees the zone named and the business time beside it', () => {
    expect(slotLabel(at('2026-11-23T16:00:00Z'), 'Asia/Tokyo', ROME)).toEqual({
      local: '1:00 AM GMT+9',
      localDay: 'Tue, Nov 24',
      business: '5:00 PM in Rome',
      text: 'Tue, Nov 24, 1:00 AM GMT+9 (5:00 PM in Rome)',
    });
  });

  it('sends an instant that the server reads as the same slot, whatever offset it is written in', () => {
    const now = at('2026-11-20T00:00:00Z');
    for (const written of [
      '2026-11-23T08:00:00.000Z',
      '2026-11-23T09:00:00+01:00',
      '2026-11-23T03:00:00-05:00',
      '2026-11-23T21:00:00+13:00',
    ]) {
      const instant = parseAppointmentDate(written);
      expect(instant && checkBookingSlot(instant, now, ROME)).toEqual({
        ok: true,
        slot: { date: '2026-11-23', hour: 9, start: '2026-11-23T08:00:00.000Z' },
      });
      expect(slotKeyOf(instant!)).toBe('2026-11-23T08:00:00.000Z');
    }
  });

  it('formats an appointment in the reader’s zone', () => {
    expect(formatAppointment(at('2026-11-23T08:00:00Z'), 'America/New_York')).toBe(
      'Mon, Nov 23, 2026, 3:00 AM EST',
    );
    expect(formatBookingDate('2026-11-23')).toBe('Monday, November 23, 2026');
  });
});

describe('parseAppointmentDate', () => {
  it.each([
    ['2026-11-23T08:00:00.000Z', '2026-11-23T08:00:00.000Z'],
    ['2026-11-23T08:00Z', '2026-11-23T08:00:00.000Z'],
    ['2026-11-23T09:00:00+01:00', '2026-11-23T08:00:00.000Z'],
    [' 2026-11-23T08:00:00Z ', '2026-11-23T08:00:00.000Z'],
    ['2026-11-23T09:00', null],
    ['2026-11-23', null],
    ['2026-02-30T09:00:00Z', null],
    ['2026-11-23T25:00:00Z', null],
    ['next monday', null],
    ['', null],
    [1795420800000, null],
    [null, null],
  ])('%p → %p', (value, expected) => {
    expect(parseAppointmentDate(value)?.toISOString() ?? null).toBe(expected);
  });

  it('takes a Date as it is, unless it is invalid', () => {
    expect(parseAppointmentDate(at('2026-11-23T08:00:00Z'))?.toISOString()).toBe(
      '2026-11-23T08:00:00.000Z',
    );
    expect(parseAppointmentDate(at('nope'))).toBeNull();
  });
});

describe('time zone names', () => {
  it.each([
    ['Europe/Rome', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Asia/Kolkata', true],
    ['UTC', true],
    ['Europe/Atlantis', false],
    ['+01:00', false],
    ['CET', false],
    ['rome', false],
    ['', false],
  ])('%p valid: %p', (zone, valid) => {
    expect(isValidTimeZone(zone)).toBe(valid);
  });

  it.each([
    ['Europe/Rome', 'Rome'],
    ['America/New_York', 'New York'],
    ['UTC', 'UTC'],
  ])('%s is called %s', (zone, city) => {
    expect(timeZoneCity(zone)).toBe(city);
  });
});

describe('bookingHoursHelp', () => {
  const winter = new Date('2026-11-23T10:00:00Z');
  it('says whose time the hours are', () => {
    expect(bookingHoursHelp(winter, 'Europe/Rome', 'Europe/Rome')).toBe(
      'Available: 9AM-1PM and 5PM-9PM Rome time',
    );
  });

  it("adds the reader's own time when it differs", () => {
    expect(bookingHoursHelp(winter, 'Europe/Rome', 'America/New_York')).toBe(
      'Available: 9AM-1PM and 5PM-9PM Rome time (3AM-7AM and 11AM-3PM your time)',
    );
    expect(bookingHoursHelp(winter, 'Europe/Rome', 'Asia/Kolkata')).toBe(
      'Available: 9AM-1PM and 5PM-9PM Rome time (1:30PM-5:30PM and 9:30PM-1:30AM your time)',
    );
  });

  it('follows daylight saving on the day given', () => {
    // 30 March 2026: Rome is on summer time, New York since 8 March.
    expect(
      bookingHoursHelp(new Date('2026-03-30T10:00:00Z'), 'Europe/Rome', 'America/New_York'),
    ).toBe('Available: 9AM-1PM and 5PM-9PM Rome time (3AM-7AM and 11AM-3PM your time)');
    // 23 March 2026: New York is on summer time, Rome not yet: five hours apart.
    expect(
      bookingHoursHelp(new Date('2026-03-23T10:00:00Z'), 'Europe/Rome', 'America/New_York'),
    ).toBe('Available: 9AM-1PM and 5PM-9PM Rome time (4AM-8AM and 12PM-4PM your time)');
  });
});
