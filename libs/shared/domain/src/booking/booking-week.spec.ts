import {
  callsByDay,
  dayInZone,
  operatorAndStudentTime,
  studentLocalTime,
  weekDays,
} from './booking-week';

describe('operatorAndStudentTime', () => {
  it("gives the operator's time with the student's local time and zone beside it", () => {
    expect(operatorAndStudentTime('2026-11-30T10:00:00.000Z', 'Asia/Tokyo', 'Europe/London')).toBe(
      '10:00 (student: 19:00 Asia/Tokyo)',
    );
  });

  it('follows summer time in both zones', () => {
    expect(
      operatorAndStudentTime('2026-07-01T09:30:00.000Z', 'America/New_York', 'Europe/London'),
    ).toBe('10:30 (student: 05:30 America/New_York)');
  });

  it("gives only the operator's time when the student's zone is unknown or not a zone", () => {
    expect(operatorAndStudentTime('2026-11-30T10:00:00.000Z', null, 'Europe/London')).toBe('10:00');
    expect(operatorAndStudentTime('2026-11-30T10:00:00.000Z', 'Mars/Base', 'Europe/London')).toBe(
      '10:00',
    );
  });

  it('gives an empty string for a date that is not one', () => {
    expect(operatorAndStudentTime('not a date', 'Asia/Tokyo')).toBe('');
  });
});

describe('studentLocalTime', () => {
  it("gives the student's time and zone alone, for a list that shows the operator's already", () => {
    expect(studentLocalTime('2026-11-30T10:00:00.000Z', 'Asia/Tokyo')).toBe(
      'student: 19:00 Asia/Tokyo',
    );
    expect(studentLocalTime('2026-11-30T10:00:00.000Z', null)).toBe('');
  });
});

describe('weekDays', () => {
  it("gives seven days from today's day in the operator's zone", () => {
    // 23:30 UTC on the 29th is already the 30th in Tokyo.
    const days = weekDays(new Date('2026-11-29T23:30:00Z'), 0, 'Asia/Tokyo');
    expect(days.map((day) => day.key)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(days[0].label).toBe('Mon 30 Nov');
  });

  it('steps a whole week forward or back, across a change of clocks', () => {
    const from = new Date('2026-10-22T12:00:00Z');
    expect(weekDays(from, 1, 'Europe/London')[0].key).toBe('2026-10-29');
    expect(weekDays(from, -1, 'Europe/London')[6].key).toBe('2026-10-21');
  });
});

describe('callsByDay', () => {
  const days = weekDays(new Date('2026-11-30T08:00:00Z'), 0, 'Europe/London');

  it('puts each booked or held call under its day in time order, and leaves the rest out', () => {
    const calls = [
      { id: 1, appointmentDate: '2026-11-30T15:00:00.000Z', status: 'scheduled' },
      { id: 2, appointmentDate: '2026-11-30T09:00:00.000Z', status: 'awaiting-payment' },
      { id: 3, appointmentDate: '2026-12-01T09:00:00.000Z', status: 'cancelled' },
      { id: 4, appointmentDate: '2026-12-09T09:00:00.000Z', status: 'scheduled' },
    ];
    const byDay = callsByDay(calls, days, 'Europe/London');
    expect(byDay.get('2026-11-30')?.map((call) => call.id)).toEqual([2, 1]);
    expect(byDay.get('2026-12-01')).toEqual([]);
    expect([...byDay.values()].flat().map((call) => call.id)).toEqual([2, 1]);
  });

  it("files a call by the operator's day, not the UTC one", () => {
    expect(dayInZone('2026-11-30T23:30:00.000Z', 'Asia/Tokyo')).toBe('2026-12-01');
  });
});
