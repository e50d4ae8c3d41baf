import { emailKey, networkKey } from './rate-limit-keys';

describe('rate limit bucket names', () => {
  it('keeps an e-mail address short and out of clear text, the same address the same key', () => {
    const long = `${'a'.repeat(240)}@example.edu`;
    expect(emailKey(long)).toHaveLength(32);
    expect(emailKey('student@example.edu')).not.toContain('student');
    expect(emailKey('student@example.edu')).toBe(emailKey('student@example.edu'));
    expect(emailKey('student@example.edu')).not.toBe(emailKey('student2@example.edu'));
  });

  it('keeps IP addresses readable and bounds anything else a proxy header may carry', () => {
    expect(networkKey('203.0.113.7')).toBe('203.0.113.7');
    expect(networkKey('2001:db8::1')).toBe('2001:db8::1');
    const junk = networkKey('x'.repeat(500));
    expect(junk).toMatch(/^other-/);
    expect(junk.length).toBeLessThanOrEqual(45);
    expect(networkKey('x'.repeat(500))).toBe(junk);
  });
});
