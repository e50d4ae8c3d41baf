import { Injectable, Logger } from '@nestjs/common';
import { Profile, Strategy as GoogleStrategy } from 'passport-google-oauth20';
import type { StateStore } from 'passport-oauth2';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../../config/app-config';
import { StrategyOutcome, StrategyRequest, runStrategy } from './google-strategy.runner';

/** Who Google says signed in. Only a verified address is ever used to find or link an account. */
export interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

/** The OAuth state and PKCE verifier of one sign-in attempt, kept in a signed cookie meanwhile. */
export interface PendingGoogleSignIn {
  state: string;
  verifier: string;
  next: string;
}

interface StateRequest extends StrategyRequest {
  issued?: { state: string; verifier: string };
  pending?: PendingGoogleSignIn | null;
}

/**
 * The state store Passport calls. It keeps nothing itself: `store` hands the new state and PKCE
 * verifier back through the request (the controller puts them in a signed cookie), `verify`
 * compares the state Google returned with the one from that cookie.
 */
const cookieStateStore = {
  store(
    request: StateRequest,
    verifier: string,
    _state: unknown,
    _meta: unknown,
    callback: (error: Error | null, state?: string) => void,
  ): void {
    const state = randomBytes(24).toString('base64url');
    request.issued = { state, verifier };
    callback(null, state);
  },
  verify(
    request: StateRequest,
    provided: string,
    callback: (error: Error | null, ok: string | false, info?: unknown) => void,
  ): void {
    const expected = request.pending?.state;
    const matches =
      typeof provided === 'string' &&
      typeof expected === 'string' &&
      provided.length === expected.length &&
      timingSafeEqual(Buffer.from(provided), Buffer.from(expected));
    if (!matches)
      return callback(null, false, {
        message: 'The sign-in attempt expired or came from elsewhere',
      });
    // For PKCE Passport expects the verifier as the "ok" value.
    callback(null, request.pending!.verifier);
  },
};

export type GoogleStart =
  | { kind: 'redirect'; url: string; pending: Omit<PendingGoogleSignIn, 'next'> }
  | { kind: 'error'; reason: string };

export type GoogleFinish =
  { kind: 'success'; identity: GoogleIdentity } | { kind: 'failure'; reason: string };

/** Google sign-in through passport-google-oauth20 (authorization code flow with PKCE). */
@Injectable()
export class GoogleAuthService {
  private readonly logger = new Logger('GoogleSignIn');
  private readonly strategy: GoogleStrategy | null;

  constructor(config: AppConfig) {
    const google = config.google;
    this.strategy = google
      ? new GoogleStrategy(
          {
            clientID: google.clientId,
            clientSecret: google.clientSecret,
            callbackURL: `${config.publicUrl}/api/auth/google/callback`,
            authorizationURL: google.authorizationUrl,
            tokenURL: google.tokenUrl,
            userProfileURL: google.userInfoUrl,
            scope: ['email', 'profile'],
            pkce: true,
            store: cookieStateStore as unknown as StateStore,
          },
          (
            _accessToken: string,
            _refreshToken: string,
            profile: Profile,
            done: (error: Error | null, user?: GoogleIdentity) => void,
          ) => {
            const email = profile.emails?.[0];
            done(null, {
              subject: String(profile.id),
              email: email?.value ? email.value.trim().toLowerCase() : null,
              emailVerified: isTrue((email as { verified?: unknown } | undefined)?.verified),
            });
          },
        )
      : null;
    // The oauth library sends the access token as a query parameter unless told otherwise;
    // a header keeps it out of the provider's and any proxy's access logs.
    (
      this.strategy as unknown as { _oauth2?: { useAuthorizationHeaderforGET(on: boolean): void } }
    )?._oauth2?.useAuthorizationHeaderforGET(true);
  }

  get enabled(): boolean {
    return this.strategy !== null;
  }

  /** Where to send the browser, and the state to remember until it comes back. */
  async start(): Promise<GoogleStart> {
    const request: StateRequest = { query: {}, body: {}, headers: {} };
    const outcome = await runStrategy<GoogleIdentity>(this.strategy!, request);
    if (outcome.kind === 'redirect' && request.issued) {
      return { kind: 'redirect', url: outcome.url, pending: request.issued };
    }
    return { kind: 'error', reason: this.reasonOf(outcome) };
  }

  /** Completes the code exchange; every way it can go wrong becomes a failure, never a throw. */
  async finish(
    query: Record<string, unknown>,
    pending: PendingGoogleSignIn | null,
  ): Promise<GoogleFinish> {
    const request: StateRequest = { query, body: {}, headers: {}, pending };
    const outcome = await runStrategy<GoogleIdentity>(this.strategy!, request);
    if (outcome.kind === 'success') return { kind: 'success', identity: outcome.user };
    const reason = this.reasonOf(outcome);
    this.logger.warn(`Google sign-in did not complete: ${reason}`);
    return { kind: 'failure', reason };
  }

  private reasonOf(outcome: StrategyOutcome<GoogleIdentity>): string {
    switch (outcome.kind) {
      case 'fail':
        return outcome.reason;
      case 'error':
        return outcome.error.message || outcome.error.name;
      case 'redirect':
        return 'unexpected redirect';
      default:
        return 'unexpected result';
    }
  }
}

function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}
