import { hash, verify } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';
import { WeakAdminPasswordError } from './admin.errors';

export const MIN_ADMIN_PASSWORD_LENGTH = 12;
/** Longer inputs only cost hashing time; no real password is this long. */
export const MAX_ADMIN_PASSWORD_LENGTH = 1024;

// Argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export async function hashAdminPassword(password: string): Promise<string> {
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH)
    throw new WeakAdminPasswordError(MIN_ADMIN_PASSWORD_LENGTH);
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a corrupt stored hash alike. */
export async function verifyAdminPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash of nothing anyone knows, verified when the username does not exist so that an unknown
 * name takes as long to refuse as a wrong password.
 */
export function dummyAdminHash(): Promise<string> {
  dummy ??= hash(`unknown-admin-${Math.random()}`, OPTIONS);
  return dummy;
}
