import { Controller, Get, Logger, Req, Res } from '@nestjs/common';
import {
  ApiFoundResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorDto } from '../../../common/error.dto';
import { AppConfig } from '../../../config/app-config';
import { UsersService } from '../../users/users.service';
import { AUTH_MESSAGES, ProviderDisabledError } from '../auth.errors';
import { DEFAULT_NEXT, safeNextPath } from '../next-path';
import { readSessionCookie, setSessionCookie } from '../sessions/session-cookies';
import { SessionService } from '../sessions/session.service';
import { GoogleAuthService, PendingGoogleSignIn } from './google-auth.service';
import { POPUP_SCRIPT, PopupResult, popupPage } from './popup-page';

const PENDING_COOKIE = 'redress_google';
const PENDING_PATH = '/api/auth/google';
const PENDING_MAX_AGE_S = 10 * 60;

/**
 * Google sign-in in a popup. The popup starts here, goes to Google, comes back to the callback,
 * and the callback's page reports to the opener with postMessage.
 */
@ApiTags('auth')
@Controller('auth/google')
export class GoogleController {
  private readonly logger = new Logger('GoogleSignIn');

  constructor(
    private readonly google: GoogleAuthService,
    private readonly users: UsersService,
    private readonly sessions: SessionService,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Start Google sign-in (opened in the popup)' })
  @ApiQuery({
    name: 'next',
    required: false,
    description: 'Same-site path to continue to afterwards',
  })
  @ApiFoundResponse({ description: "Redirect to Google's consent screen" })
  @ApiNotFoundResponse({
    type: ErrorDto,
    description: "Google sign-in not configured (code 'provider-disabled')",
  })
  async start(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!this.google.enabled) throw new ProviderDisabledError();
    const next = safeNextPath((request.query as Record<string, unknown>)?.next) ?? DEFAULT_NEXT;
    const started = await this.google.start();
    if (started.kind === 'error') {
      this.logger.warn(`Could not start Google sign-in: ${started.reason}`);
      return this.page(reply, 401, {
        type: 'redress:google-auth',
        status: 'error',
        message: AUTH_MESSAGES.googleFailed,
      });
    }
    const pending: PendingGoogleSignIn = { ...started.pending, next };
    reply.setCookie(PENDING_COOKIE, Buffer.from(JSON.stringify(pending)).toString('base64url'), {
      signed: true,
      httpOnly: true,
      // Lax cookies still come along on the top-level redirect back from Google.
      sameSite: 'lax',
      secure: this.config.auth.secureCookies,
      path: PENDING_PATH,
      maxAge: PENDING_MAX_AGE_S,
    });
    void reply
      .header('Cross-Origin-Opener-Policy', 'unsafe-none')
      .header('Cache-Control', 'no-store')
      .redirect(started.url, 302);
  }

  @Get('callback')
  @ApiOperation({
    summary: 'Where Google returns the popup',
    description:
      "Answers a small page that posts `{ type: 'redress:google-auth', status: 'success', next }` or " +
      "`{ type: 'redress:google-auth', status: 'error', message }` to the opener and closes the popup.",
  })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'Signed in; the page reports success' })
  @ApiUnauthorizedResponse({
    description: 'Cancelled or failed at Google; the page reports the error',
  })
  @ApiNotFoundResponse({
    type: ErrorDto,
    description: "Google sign-in not configured (code 'provider-disabled')",
  })
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!this.google.enabled) throw new ProviderDisabledError();
    const pending = this.readPending(request);
    reply.clearCookie(PENDING_COOKIE, {
      path: PENDING_PATH,
      secure: this.config.auth.secureCookies,
    });
    const failure: PopupResult = {
      type: 'redress:google-auth',
      status: 'error',
      message: AUTH_MESSAGES.googleFailed,
    };

    const finished = await this.google.finish(
      { ...(request.query as Record<string, unknown>) },
      pending,
    );
    if (finished.kind === 'failure') return this.page(reply, 401, failure);
    const { identity } = finished;
    if (!identity.email || !identity.emailVerified) {
      // An unverified address could belong to someone else: never link or create with it.
      this.logger.warn('Google sign-in refused: the account has no verified e-mail address');
      return this.page(reply, 401, failure);
    }
    try {
      const user = await this.users.signInWithGoogle(identity.subject, identity.email);
      await this.sessions.end('user', readSessionCookie(request, 'user', this.config.auth));
      const token = await this.sessions.start('user', user.id);
      setSessionCookie(reply, 'user', token, this.config.auth);
    } catch (error) {
      this.logger.error(`Google sign-in failed on our side: ${(error as Error).message}`);
      return this.page(reply, 503, failure);
    }
    return this.page(reply, 200, {
      type: 'redress:google-auth',
      status: 'success',
      next: pending?.next ?? DEFAULT_NEXT,
    });
  }

  @Get('popup.js')
  @ApiOperation({
    summary: 'The script of the popup page (served as a file so the CSP needs no exception)',
  })
  @ApiProduces('text/javascript')
  @ApiOkResponse({ description: 'JavaScript' })
  script(@Res() reply: FastifyReply): void {
    void reply
      .header('Cache-Control', 'no-cache')
      .type('text/javascript; charset=utf-8')
      .send(POPUP_SCRIPT);
  }

  private readPending(request: FastifyRequest): PendingGoogleSignIn | null {
    const raw = request.cookies?.[PENDING_COOKIE];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    try {
      const value = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8'));
      if (typeof value?.state !== 'string' || typeof value?.verifier !== 'string') return null;
      return {
        state: value.state,
        verifier: value.verifier,
        next: safeNextPath(value.next) ?? DEFAULT_NEXT,
      };
    } catch {
      return null;
    }
  }

  private page(reply: FastifyReply, status: number, result: PopupResult): void {
    void reply
      .status(status)
      // The popup must keep its link to the opener for postMessage; the app's pages allow popups.
      .header('Cross-Origin-Opener-Policy', 'unsafe-none')
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(popupPage(result));
  }
}
