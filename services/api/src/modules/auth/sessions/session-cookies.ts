import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthConfig } from '../../../config/app-config';
import { SessionKind } from '../entities/session.entity';

const BASE_NAMES: Record<SessionKind, string> = {
  user: 'redress_session',
  admin: 'redress_admin',
};

/**
 * `__Host-` makes the browser refuse the cookie unless it is Secure, host-only and Path=/, so
 * a sibling subdomain cannot plant or shadow it. It needs HTTPS, hence production only.
 */
export function sessionCookieName(kind: SessionKind, auth: AuthConfig): string {
  return auth.secureCookies ? `__Host-${BASE_NAMES[kind]}` : BASE_NAMES[kind];
}

export function sessionCookieOptions(auth: AuthConfig): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: auth.secureCookies,
    maxAge: Math.floor(auth.sessionAbsoluteMs / 1000),
  };
}

export function readSessionCookie(
  request: FastifyRequest,
  kind: SessionKind,
  auth: AuthConfig,
): string | undefined {
  return request.cookies?.[sessionCookieName(kind, auth)];
}

export function setSessionCookie(
  reply: FastifyReply,
  kind: SessionKind,
  token: string,
  auth: AuthConfig,
): void {
  reply.setCookie(sessionCookieName(kind, auth), token, sessionCookieOptions(auth));
}

export function clearSessionCookie(reply: FastifyReply, kind: SessionKind, auth: AuthConfig): void {
  const { maxAge: _maxAge, ...options } = sessionCookieOptions(auth);
  reply.clearCookie(sessionCookieName(kind, auth), options);
}
