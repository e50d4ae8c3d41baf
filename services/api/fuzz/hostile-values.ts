import fc from 'fast-check';

/**
 * Strings an attacker or a broken client sends. SQL payloads are written in lower case on
 * purpose: the leak detector looks for upper-case SQL, so an echo of our own input (a stored
 * case title, an audit entry) is never mistaken for a leak of the server's SQL.
 */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufeffBOM',
  '\u202egnp.exe',
  'Z\u0351\u0360\u0325\u0353a\u0342\u0300\u0317l\u035e\u0307g\u0311\u0300o',
  '政策 ✓ 🎓',
  '👩🏽‍🎓'.repeat(40),
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '/dev/zero',
  'file:///etc/passwd',
  "' or '1'='1",
  '1; drop table users; --',
  '" or ""="',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '%s%s%s%n',
  'line\r\nSet-Cookie: injected=1',
  'to@example.edu\r\nBcc: victim@example.edu',
  '__proto__',
  'constructor',
  'NaN',
  'null',
  'undefined',
  'true',
  '-1',
  '1e309',
  '0x1f',
  '[]',
  '{}',
  'http://127.0.0.1:22/',
  'http://169.254.169.254/latest/meta-data/',
  'javascript:alert(1)',
];

export const NASTY_IDS: readonly string[] = [
  '0',
  '-1',
  '-0',
  '1.5',
  '1e3',
  '00001',
  '+1',
  ' 1',
  '1 ',
  '0x10',
  '9007199254740993',
  '99999999999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  'abc',
  'jobs',
];

/** Characters that make URL parsers, path joins and percent-decoders misbehave. */
export const RAW_PATH_SEGMENTS: readonly string[] = [
  '..',
  '.',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%252e%252e%252f',
  '%00',
  'a%00b',
  '%ff%fe',
  '%E0%A4%A',
  '%',
  '%zz',
  '%c0%ae%c0%ae',
  ';jsessionid=1',
  '%3Bx',
  '%0d%0aSet-Cookie:%20x=1',
];

/** Any string, including lone surrogates and control characters. */
export const anyString = (maxLength = 40): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength, unit: 'grapheme' }) },
    { weight: 2, arbitrary: fc.string({ maxLength, unit: 'binary' }) },
    {
      weight: 1,
      arbitrary: fc.string({
        maxLength,
        unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
      }),
    },
  );

/** A long run of one character: cheap to generate, and the length is what matters. */
export const longString = (min: number, max: number): fc.Arbitrary<string> =>
  fc
    .tuple(fc.integer({ min, max }), fc.constantFrom('a', 'é', '𝕏', '\u0000', '<', "'"))
    .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: anyString() },
  { weight: 1, arbitrary: longString(256, 20_000) },
);

/** Values of the wrong JSON type, and values JavaScript code tends to trip over. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    [],
    {},
    [1, 2],
    { $gt: '' },
    { toString: 'x' },
    ['a'],
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileString, wrongTypeValue);

/** Object keys that pollute prototypes or collide with framework internals. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'id',
    'userId',
    'isAdmin',
    'role',
    'status',
    '',
  ),
  fc.string({ maxLength: 12 }),
);

/** Percent-encodes every byte that is not unreserved, whatever the string holds. */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9_.~-]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/**
 * A path-parameter value as it goes into the URL: either a string percent-encoded the way a
 * client library does, or a raw segment (already "encoded", possibly badly) as an attacker types it.
 */
export type PathValue = { encoded: string } | { raw: string };

export const hostilePathValue: fc.Arbitrary<PathValue> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_IDS).map((encoded) => ({ encoded })) },
  { weight: 3, arbitrary: fc.constantFrom(...RAW_PATH_SEGMENTS).map((raw) => ({ raw })) },
  { weight: 2, arbitrary: hostileString.map((text) => ({ encoded: text })) },
  { weight: 1, arbitrary: longString(90, 6000).map((text) => ({ encoded: text })) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => ({ encoded: String(n) })),
  },
);
