import { createHash } from 'node:crypto';
import { isIP } from 'node:net';

// Bucket names are built from what a client sends, so they are bounded here: the database keeps
// a name in 191 characters, and a longer one makes the store fail, which lets the request through
// (see RateLimiter). On MySQL a long enough e-mail address, or X-Forwarded-For text behind a
// trusted proxy, would otherwise switch its limit off.

/** An e-mail address as part of a bucket name: a digest, so no address is kept in clear either. */
export function emailKey(email: string): string {
  return digest(email);
}

/** The client's network address as it is when it is one (at most 45 characters), else a digest. */
export function networkKey(ip: string): string {
  return isIP(ip) && ip.length <= 45 ? ip : `other-${digest(ip)}`;
}

function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 32);
}
