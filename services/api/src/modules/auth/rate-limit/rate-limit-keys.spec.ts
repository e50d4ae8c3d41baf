import { emailKey, networkKey } from './rate-limit-keys';

describe('rate limit bucket names', () => {
  it('keeps an e-mail address short and out of clear text, the same address the same key', () => {
    const long = `${'a'.repeat(240)}@example.edu`;
    expect(emailKey(long)).toHaveLength(32);
    expect(emailKey('student@example.edu')).not.toContain('student');
    expect(emailKey('student@example.edu')).toBe(emailKey('student@example.edu'));
    expect(emailKey('student@example.edu')).not.toBe(emailKey('student2@example.edu'));
  });

  it('keeps IP addresses readable, groups IPv6 by /64 and bounds anything else a proxy header may carry', () => {
    expect(networkKey('203.0.113.7')).toBe('203.0.113.7');
    expect(networkKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    // One subscriber's /64 is one network, however many of its addresses are used.
    expect(networkKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(networkKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(networkKey('2001:0db8:0001:0003::1')).toBe('2001:db8:1:3::/64');
    expect(networkKey('2001:db8::1%eth0')).toMatch(/^(?:2001:db8::\/64|other-)/);
    const junk = networkKey('x'.repeat(500));
    expect(junk).toMatch(/^other-/);
    expect(junk.length).toBeLessThanOrEqual(45);
    expect(networkKey('x'.repeat(500))).toBe(junk);
  });
});
