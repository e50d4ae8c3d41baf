import ipaddr from 'ipaddr.js';
import { createHash } from 'node:crypto';

// Bucket names are built from what a client sends, so they are bounded here: the database keeps
// a name in 191 characters, and a longer one makes the store fail, which lets the request through
// (see RateLimiter). On MySQL a long enough e-mail address, or X-Forwarded-For text behind a
// trusted proxy, would otherwise switch its limit off.

/** An e-mail address as part of a bucket name: a digest, so no address is kept in clear either. */
export function emailKey(email: string): string {
  return digest(email);
}

/**
 * The client's network as a bucket name: an IPv4 address as it is; an IPv6 address by its /64,
 * the block one subscriber is given, so an attacker cannot draw a fresh budget from each of its
 * 2^64 addresses (an IPv4 address written as IPv6 is its IPv4 address); anything else a proxy
 * header may carry, a digest.
 */
export function networkKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return `other-${digest(ip)}`;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress())
    address = (address as ipaddr.IPv6).toIPv4Address();
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 32);
}
