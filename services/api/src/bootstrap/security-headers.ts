import type { FastifyInstance } from 'fastify';
import helmet, { HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The headers helmet would set, computed once. Helmet's policy is static, but the Fastify
 * plugin rebuilds it for every request, which measured as the largest single cost of a small
 * JSON answer; setting the precomputed headers keeps helmet's policy at a fraction of the cost.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The security headers of the API's own answers (JSON, downloads, event streams), which a
 * browser never renders as a page: a policy that allows nothing and no framing, instead of the
 * page's long policy, which on a small JSON answer was most of the bytes on the wire. Helmet's
 * headers that only act on documents (COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control,
 * X-Download-Options, X-XSS-Protection) are left out; nosniff, framing, CORP, the referrer
 * policy and HSTS stay.
 */
export function apiSecurityHeaders(strictTransportSecurity: boolean): Record<string, string> {
  return securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xXssProtection: false,
    strictTransportSecurity,
  });
}

/**
 * Whether the API itself answers this URL, rather than a page being served: everything under
 * /api/ except the OpenAPI pages (/api/docs is an HTML page with scripts).
 */
export function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * A few answers under /api are pages after all (the Google sign-in popup's HTML, which loads
 * a script): those get the page policy and the document headers back when they are sent. A
 * header the route set itself (the popup's own opener policy) is kept.
 */
export function restorePagePolicyOnApiPages(
  fastify: FastifyInstance,
  pageHeaders: Readonly<Record<string, string>>,
  apiHeaders: Readonly<Record<string, string>>,
): void {
  const documentOnly = Object.entries(pageHeaders).filter(([name]) => !(name in apiHeaders));
  const pagePolicy = pageHeaders['content-security-policy'];
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (
      isApiAnswer(request.url) &&
      String(reply.getHeader('content-type') ?? '').startsWith('text/html')
    ) {
      if (pagePolicy) reply.header('content-security-policy', pagePolicy);
      for (const [name, value] of documentOnly)
        if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
