import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from './auth.errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Endpoints called server to server, authenticated by their own signature. */
const EXEMPT = new Set(['/api/stripe/webhook']);

/**
 * Refuses state-changing requests that a browser sent on behalf of another site. Browsers mark
 * such requests with `Sec-Fetch-Site: cross-site` and an `Origin` header; same-origin calls from
 * our own pages carry our origin (or no Origin at all, as non-browser clients do). With SameSite
 * cookies this closes cross-site request forgery without tokens in every form.
 */
export function csrfProtection(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> => {
    if (!STATE_CHANGING.has(request.method)) return;
    const path = request.url.split('?')[0];
    if (EXEMPT.has(path)) return;
    if (isCrossSite(request, publicOrigin)) {
      // An async hook must return the reply it answered with, or Fastify goes on to the route.
      return reply
        .status(403)
        .header('content-type', 'application/json; charset=utf-8')
        .send({
          statusCode: 403,
          error: 'Forbidden',
          message: AUTH_MESSAGES.csrf,
          code: 'csrf',
          requestId: String(request.id),
        });
    }
  };
}

export function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === publicOrigin) return false;
  return origin !== `${request.protocol}://${request.host}`;
}
