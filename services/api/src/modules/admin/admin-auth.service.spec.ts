import { failureDelayMs } from './admin-auth.service';
import { hashAdminPassword, verifyAdminPassword } from './admin-passwords';
import { WeakAdminPasswordError } from './admin.errors';

describe('admin login slow-down', () => {
  it('is free for the first failures, then grows and stays bounded', () => {
    const delays = Array.from({ length: 30 }, (_, i) => failureDelayMs(i + 1));
    expect(delays.slice(0, 3)).toEqual([0, 0, 0]);
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(delays[9]).toBeGreaterThan(delays[4]);
    expect(Math.max(...delays)).toBeLessThanOrEqual(3000);
  });
});

describe('admin passwords', () => {
  it('hashes with Argon2id and verifies', async () => {
    const hash = await hashAdminPassword('a long enough password');
    expect(hash).toMatch(/^\$argon2id\$/);
    await expect(verifyAdminPassword(hash, 'a long enough password')).resolves.toBe(true);
    await expect(verifyAdminPassword(hash, 'another password!!')).resolves.toBe(false);
    await expect(verifyAdminPassword('not a hash', 'x')).resolves.toBe(false);
  });

  it('refuses passwords shorter than 12 characters', async () => {
    await expect(hashAdminPassword('short-pass1')).rejects.toThrow(WeakAdminPasswordError);
  });
});
