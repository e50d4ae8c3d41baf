import type { FastifyRequest } from 'fastify';
import { isCrossSite } from './csrf';

const PUBLIC = 'https://redress.example';

function requestWith(
  headers: Record<string, string>,
  host = 'redress.example',
  protocol = 'https',
) {
  return { headers, host, protocol } as unknown as FastifyRequest;
}

describe('isCrossSite', () => {
  it('refuses what the browser marks as cross-site', () => {
    expect(isCrossSite(requestWith({ 'sec-fetch-site': 'cross-site' }), PUBLIC)).toBe(true);
  });

  it('refuses a foreign or opaque Origin', () => {
    expect(isCrossSite(requestWith({ origin: 'https://evil.example' }), PUBLIC)).toBe(true);
    expect(isCrossSite(requestWith({ origin: 'null' }), PUBLIC)).toBe(true);
    // Same host name over plain HTTP is another origin.
    expect(isCrossSite(requestWith({ origin: 'http://redress.example' }), PUBLIC)).toBe(true);
  });

  it('accepts the public origin, the request’s own origin, and requests without Origin', () => {
    expect(
      isCrossSite(requestWith({ origin: PUBLIC, 'sec-fetch-site': 'same-origin' }), PUBLIC),
    ).toBe(false);
    expect(
      isCrossSite(
        requestWith({ origin: 'http://127.0.0.1:3000' }, '127.0.0.1:3000', 'http'),
        PUBLIC,
      ),
    ).toBe(false);
    expect(isCrossSite(requestWith({}), PUBLIC)).toBe(false);
    expect(isCrossSite(requestWith({ 'sec-fetch-site': 'none' }), PUBLIC)).toBe(false);
  });
});
