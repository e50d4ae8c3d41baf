import Fastify from 'fastify';
import {
  apiSecurityHeaders,
  isApiAnswer,
  restorePagePolicyOnApiPages,
  securityHeaders,
} from './security-headers';

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

describe('apiSecurityHeaders', () => {
  it('forbids everything for answers that are never rendered as pages, and keeps the rest', () => {
    const headers = apiSecurityHeaders(true);
    expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['cross-origin-opener-policy']).toBeUndefined();
    expect(apiSecurityHeaders(false)['strict-transport-security']).toBeUndefined();
  });
});

describe('isApiAnswer', () => {
  it('tells API routes from pages and the OpenAPI pages', () => {
    expect(isApiAnswer('/api/services')).toBe(true);
    expect(isApiAnswer('/api/analysis/results/12?x=1')).toBe(true);
    expect(isApiAnswer('/api/docs')).toBe(false);
    expect(isApiAnswer('/api/docs-json')).toBe(false);
    expect(isApiAnswer('/')).toBe(false);
    expect(isApiAnswer('/apiary')).toBe(false);
    expect(isApiAnswer('/help/api')).toBe(false);
  });
});

describe('restorePagePolicyOnApiPages', () => {
  const page = securityHeaders({
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"] } },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  const api = apiSecurityHeaders(false);

  async function server() {
    const fastify = Fastify();
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiAnswer(request.url) ? api : page);
      done();
    });
    restorePagePolicyOnApiPages(fastify, page, api);
    fastify.get('/api/json', async () => ({ ok: true }));
    fastify.get('/api/popup', async (_request, reply) =>
      reply
        .header('cross-origin-opener-policy', 'unsafe-none')
        .type('text/html; charset=utf-8')
        .send('<script src="/api/popup.js"></script>'),
    );
    return fastify;
  }

  it('gives an HTML page under /api the page policy, keeping headers the route chose', async () => {
    const fastify = await server();
    const popup = await fastify.inject('/api/popup');
    expect(popup.headers['content-security-policy']).toBe(page['content-security-policy']);
    expect(popup.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(popup.headers['x-dns-prefetch-control']).toBe('off');
    const json = await fastify.inject('/api/json');
    expect(json.headers['content-security-policy']).toBe(api['content-security-policy']);
    expect(json.headers['cross-origin-opener-policy']).toBeUndefined();
  });
});
