import {
  BOOKING_ACTION_TEXT,
  bookingActionRefusal,
  isMeetingLink,
  MEETING_LINK_MAX_LENGTH,
} from './booking-operations';

describe('what an operator may do with a call', () => {
  it('changes the link of a scheduled call, before or after it starts', () => {
    expect(bookingActionRefusal('scheduled', 'link', false)).toBeNull();
    expect(bookingActionRefusal('scheduled', 'link', true)).toBeNull();
  });
  it('refuses a link on a cancelled call', () => {
    expect(bookingActionRefusal('cancelled', 'link', false)).toBe(BOOKING_ACTION_TEXT.cancelled);
  });
  it('leaves a call alone until it is paid for, and one never paid', () => {
    expect(bookingActionRefusal('awaiting-payment', 'link', false)).toBe(
      BOOKING_ACTION_TEXT.awaitingPayment,
    );
    expect(bookingActionRefusal('awaiting-payment', 'cancel', false)).toBe(
      BOOKING_ACTION_TEXT.awaitingPayment,
    );
    expect(bookingActionRefusal('expired', 'move', false)).toBe(BOOKING_ACTION_TEXT.unpaid);
  });
  it('moves or cancels only calls that have not started', () => {
    expect(bookingActionRefusal('scheduled', 'move', false)).toBeNull();
    expect(bookingActionRefusal('scheduled', 'cancel', true)).toBe(BOOKING_ACTION_TEXT.started);
  });
  it('marks held or missed only once the call has started, and only once', () => {
    expect(bookingActionRefusal('scheduled', 'held', false)).toBe(BOOKING_ACTION_TEXT.notStarted);
    expect(bookingActionRefusal('scheduled', 'missed', true)).toBeNull();
    expect(bookingActionRefusal('held', 'missed', true)).toBe(BOOKING_ACTION_TEXT.closed);
  });
  it('takes only https meeting links', () => {
    expect(isMeetingLink('https://meet.example.org/abc')).toBe(true);
    expect(isMeetingLink('http://meet.example.org/abc')).toBe(false);
    expect(isMeetingLink('javascript:alert(1)')).toBe(false);
  });
  it(`takes links of up to ${MEETING_LINK_MAX_LENGTH} characters`, () => {
    const base = 'https://meet.example.org/';
    const longest = base + 'a'.repeat(MEETING_LINK_MAX_LENGTH - base.length);
    expect(isMeetingLink(longest)).toBe(true);
    expect(isMeetingLink(`${longest}a`)).toBe(false);
  });
});
