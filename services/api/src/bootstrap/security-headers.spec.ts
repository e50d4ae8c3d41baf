import { securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it("computes helmet's headers once, with our content security policy", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
      strictTransportSecurity: false,
    });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when asked (production)', () => {
    expect(securityHeaders({ strictTransportSecurity: true })['strict-transport-security']).toMatch(
      /max-age=\d+/,
    );
  });
});
