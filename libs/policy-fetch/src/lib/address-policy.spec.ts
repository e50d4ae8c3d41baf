import { checkAddress, parseAllowList } from './address-policy';

describe('checkAddress', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.254', 'carrierGradeNat'],
    ['169.254.0.1', 'linkLocal'],
    ['169.254.169.254', 'cloud metadata'],
    ['100.100.100.200', 'cloud metadata'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['fd00:ec2::254', 'cloud metadata'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'scoped'],
    ['febf::1', 'linkLocal'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['ff02::1', 'multicast'],
    ['ff05::2', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'cloud metadata'],
    ['::ffff:0.0.0.0', 'IPv4-mapped unspecified'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['::7f00:1', 'IPv4-compatible'],
    ['::8.8.8.8', 'IPv4-compatible'],
    ['::ffff:0:7f00:1', 'rfc6145'],
    ['::ffff:0:127.0.0.1', 'rfc6145'],
    ['64:ff9b::7f00:1', 'NAT64 form of loopback'],
    ['64:ff9b::10.0.0.1', 'NAT64 form of private'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 form of linkLocal'],
    ['64:ff9b:1::808:808', 'local-use NAT64'],
    ['2002:7f00:1::1', '6to4'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
    ['2001:db8::1', 'reserved'],
    ['100::1', 'discard'],
    ['4000::1', 'reserved IPv6'],
  ])('refuses %s (%s)', (address, reason) => {
    const verdict = checkAddress(address);
    expect(verdict.allowed).toBe(false);
    expect(verdict.allowed === false && verdict.reason).toContain(reason);
  });

  it.each([
    '127.1',
    '2130706433',
    '0x7f.1',
    '017700000001',
    '0177.0.0.1',
    'localhost',
    '',
    '1.2.3',
  ])('refuses the non-canonical spelling %j instead of guessing what it means', (input) => {
    const verdict = checkAddress(input);
    expect(verdict).toEqual({
      allowed: false,
      reason: expect.stringContaining('not an IP address'),
    });
  });

  it.each([
    ['93.184.215.14', '93.184.215.14', 4],
    ['8.8.8.8', '8.8.8.8', 4],
    ['172.32.0.1', '172.32.0.1', 4],
    ['100.128.0.1', '100.128.0.1', 4],
    ['2606:4700:4700::1111', '2606:4700:4700::1111', 6],
    ['[2a00:1450:4009:81f::200e]', '2a00:1450:4009:81f::200e', 6],
    // A mapped public address is connected to as the IPv4 address it stands for.
    ['::ffff:8.8.8.8', '8.8.8.8', 4],
    ['64:ff9b::808:808', '64:ff9b::808:808', 6],
  ])('allows the public address %s', (input, address, family) => {
    expect(checkAddress(input)).toEqual({ allowed: true, address, family });
  });

  it('lets through exactly the ranges of an allow-list, in either IP spelling', () => {
    const allowList = parseAllowList(['127.0.0.1/32', 'fd00::/64']);
    expect(checkAddress('127.0.0.1', allowList)).toEqual({
      allowed: true,
      address: '127.0.0.1',
      family: 4,
    });
    expect(checkAddress('::ffff:127.0.0.1', allowList)).toMatchObject({ allowed: true });
    expect(checkAddress('fd00::5', allowList)).toMatchObject({ allowed: true, family: 6 });
    expect(checkAddress('127.0.0.2', allowList)).toMatchObject({ allowed: false });
    expect(checkAddress('10.0.0.1', allowList)).toMatchObject({ allowed: false });
    expect(checkAddress('fd00:1::5', allowList)).toMatchObject({ allowed: false });
  });
});
