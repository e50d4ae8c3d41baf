import { safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each(['/dashboard', '/analysis/12?tab=full', '/help/data-security#top', '/'])(
    'keeps the same-site path %s',
    (path) => expect(safeNextPath(path)).toBe(path),
  );

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'dashboard',
    'javascript:alert(1)',
    '/\nSet-Cookie',
    '',
    `/${'a'.repeat(2048)}`,
    42,
    undefined,
  ])('drops %p', (value) => expect(safeNextPath(value)).toBeNull());
});
