import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export type AddressVerdict =
  | {
      allowed: true;
      /** The address to connect to: an IPv4-mapped IPv6 address is connected to as IPv4. */
      address: string;
      family: 4 | 6;
    }
  | { allowed: false; reason: string };

type Address = ipaddr.IPv4 | ipaddr.IPv6;

// Cloud metadata endpoints are link-local or unique-local and refused as such anyway; naming
// them makes the log line say what was attempted.
const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']);

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/** Parsed CIDR ranges that are let through although they are not public (tests only). */
export type AddressAllowList = ReadonlyArray<[Address, number]>;

export function parseAllowList(ranges: readonly string[] = []): AddressAllowList {
  return ranges.map((range) => {
    const [address, bits] = ipaddr.parseCIDR(range);
    return [address.kind() === 'ipv6' ? unwrapMapped(address as ipaddr.IPv6) : address, bits];
  });
}

function unwrapMapped(address: ipaddr.IPv6): Address {
  return address.isIPv4MappedAddress() ? address.toIPv4Address() : address;
}

function isAllowListed(address: Address, allowList: AddressAllowList): boolean {
  return allowList.some(
    ([range, bits]) => range.kind() === address.kind() && address.match(range, bits),
  );
}

function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const bytes = address.toByteArray();
  return new ipaddr.IPv4(bytes.slice(12, 16));
}

/**
 * Only globally routable unicast IPv4 passes. ipaddr.js names every special-purpose block
 * (loopback, RFC 1918, CGNAT, link-local, multicast, broadcast, 0/8, TEST-NETs, 240/4, ...)
 * and calls everything else 'unicast'.
 */
function checkIPv4(address: ipaddr.IPv4): AddressVerdict {
  const range = address.range();
  if (range !== 'unicast') return { allowed: false, reason: `${range} IPv4 address` };
  return { allowed: true, address: address.toString(), family: 4 };
}

function checkIPv6(address: ipaddr.IPv6): AddressVerdict {
  if (address.isIPv4MappedAddress()) {
    const verdict = checkIPv4(address.toIPv4Address());
    return verdict.allowed ? verdict : { allowed: false, reason: `IPv4-mapped ${verdict.reason}` };
  }
  const range = address.range();
  if (range === 'unspecified' || range === 'loopback')
    return { allowed: false, reason: `${range} IPv6 address` };
  // ::a.b.c.d (IPv4-compatible, deprecated by RFC 4291) and ::ffff:0:a.b.c.d (RFC 6145):
  // nothing public uses them, and some stacks route them to the embedded IPv4 address.
  if (address.parts.slice(0, 6).every((part) => part === 0))
    return { allowed: false, reason: 'IPv4-compatible IPv6 address' };
  if (range === 'rfc6052') {
    // The well-known NAT64 prefix reaches the embedded IPv4 address through a translator, so
    // it is as safe as that address. The local-use prefix 64:ff9b:1::/48 belongs to a private
    // network's own translator and is refused outright.
    if (!address.match(NAT64_WELL_KNOWN))
      return { allowed: false, reason: 'local-use NAT64 address' };
    const verdict = checkIPv4(embeddedIPv4(address));
    if (!verdict.allowed) return { allowed: false, reason: `NAT64 form of ${verdict.reason}` };
    return { allowed: true, address: address.toString(), family: 6 };
  }
  // Unique-local, link-local, multicast, site-local, 6to4 and Teredo tunnels (which can be
  // steered to any IPv4 address), documentation and benchmarking blocks, ...: refused. Only
  // the global unicast block 2000::/3 is in use on the public internet.
  if (range !== 'unicast') return { allowed: false, reason: `${range} IPv6 address` };
  if (!address.match(GLOBAL_UNICAST_V6)) return { allowed: false, reason: 'reserved IPv6 address' };
  return { allowed: true, address: address.toString(), family: 6 };
}

/**
 * Decides whether a resolved or literal address may be connected to. The input must be a
 * canonical IPv4 or IPv6 literal (as `dns.lookup` or the WHATWG URL parser produce them):
 * anything else is refused rather than guessed at, because lenient parsers are exactly what
 * numeric tricks such as `0x7f.1` aim at.
 */
export function checkAddress(input: string, allowList: AddressAllowList = []): AddressVerdict {
  const literal = input.startsWith('[') && input.endsWith(']') ? input.slice(1, -1) : input;
  const version = isIP(literal.split('%')[0]);
  if (version === 0)
    return { allowed: false, reason: `not an IP address: ${JSON.stringify(input)}` };
  if (version === 6 && literal.includes('%'))
    return { allowed: false, reason: `scoped IPv6 address ${literal}` };
  let address: Address;
  try {
    // ipaddr.js reads every IPv6 literal with a dotted tail (`::127.0.0.1`) as IPv4-mapped;
    // the URL parser's canonical hex form (`::7f00:1`) keeps compatible and mapped apart.
    address = ipaddr.parse(
      version === 6 ? new URL(`http://[${literal}]/`).hostname.slice(1, -1) : literal,
    );
  } catch (_error) {
    return { allowed: false, reason: `unparsable address ${literal}` };
  }
  const normalised = address.kind() === 'ipv6' ? unwrapMapped(address as ipaddr.IPv6) : address;
  if (isAllowListed(normalised, allowList)) {
    return {
      allowed: true,
      address: normalised.toString(),
      family: normalised.kind() === 'ipv4' ? 4 : 6,
    };
  }
  if (METADATA_ADDRESSES.has(normalised.toString()))
    return { allowed: false, reason: `cloud metadata address ${normalised.toString()}` };
  const verdict =
    address.kind() === 'ipv4'
      ? checkIPv4(address as ipaddr.IPv4)
      : checkIPv6(address as ipaddr.IPv6);
  return verdict.allowed ? verdict : { allowed: false, reason: `${verdict.reason} ${literal}` };
}
