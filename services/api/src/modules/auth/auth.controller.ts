import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Patch,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { fullNameProblem } from '@redress/domain';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorDto } from '../../common/error.dto';
import { AppConfig } from '../../config/app-config';
import { User } from '../users/entities/user.entity';
import { toUserDto } from '../users/dto/user.dto';
import { AUTH_MESSAGES, InvalidFullNameError } from './auth.errors';
import { UsersService } from '../users/users.service';
import {
  CurrentUserDto,
  SessionUserDto,
  MagicLinkRequestedDto,
  ProvidersDto,
  RequestMagicLinkDto,
  SignedInDto,
  UpdateMeDto,
  VerifyMagicLinkDto,
} from './dto/auth.dto';
import { MagicLinkService } from './magic-link.service';
import {
  clearSessionCookie,
  readSessionCookie,
  setSessionCookie,
} from './sessions/session-cookies';
import { SessionService } from './sessions/session.service';
import { CurrentUser, UserGuard } from './user.guard';

const CSRF_RESPONSE = { type: ErrorDto, description: "Sent from another site (code 'csrf')" };

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly magicLinks: MagicLinkService,
    private readonly sessions: SessionService,
    private readonly users: UsersService,
    private readonly config: AppConfig,
    private readonly userGuard: UserGuard,
  ) {}

  @Post('magic-link')
  @HttpCode(202)
  @ApiOperation({
    summary: 'E-mail a sign-in link',
    description:
      'Answers the same for every address, known or not; the link is created and sent in the background. ' +
      'The link opens `/login?email=…&token=…` (plus `&next=…` when given).',
  })
  @ApiResponse({ status: 202, type: MagicLinkRequestedDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: "Invalid address (code 'invalid-email')" })
  @ApiTooManyRequestsResponse({
    type: ErrorDto,
    description:
      "Too many requests for this address or from this network (code 'rate-limited'); see Retry-After",
  })
  @ApiForbiddenResponse(CSRF_RESPONSE)
  async requestLink(
    @Body() body: RequestMagicLinkDto,
    @Req() request: FastifyRequest,
  ): Promise<MagicLinkRequestedDto> {
    await this.magicLinks.request(body?.email, body?.next, request.ip);
    return { message: AUTH_MESSAGES.linkSent };
  }

  @Post('magic-link/verify')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Sign in with an e-mailed link',
    description:
      'Consumes the link (it works once) and starts a session cookie, replacing any previous session of this browser. ' +
      'The first sign-in of an address creates its account.',
  })
  @ApiOkResponse({ type: SignedInDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: "Invalid address (code 'invalid-email')" })
  @ApiUnauthorizedResponse({
    type: ErrorDto,
    description:
      "Expired link (code 'expired-action-code'); unknown, used or mismatched link (code 'invalid-action-code')",
  })
  @ApiForbiddenResponse(CSRF_RESPONSE)
  async verify(
    @Body() body: VerifyMagicLinkDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignedInDto> {
    const { user, next } = await this.magicLinks.verify(body?.email, body?.token);
    await this.startSession(request, reply, user);
    return { user: toUserDto(user), next };
  }

  @Get('me')
  @Header('Cache-Control', 'no-store')
  @ApiCookieAuth()
  @ApiOperation({
    summary: 'The signed-in user, or null for a visitor',
    description:
      'A visitor is not an error: without a user session (or with an admin session only) the answer is 200 with `user: null`. Routes that need a user answer 401.',
  })
  @ApiOkResponse({ type: SessionUserDto })
  async me(@Req() request: FastifyRequest): Promise<SessionUserDto> {
    const user = await this.userGuard.userOf(request);
    return { user: user ? toUserDto(user) : null };
  }

  @Patch('me')
  @UseGuards(UserGuard)
  @Header('Cache-Control', 'no-store')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Sets the name the signed-in student signs letters with' })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: "Empty, too long or with control characters (code 'invalid-full-name')",
  })
  @ApiUnauthorizedResponse({
    type: ErrorDto,
    description: "Not signed in (code 'unauthenticated')",
  })
  @ApiForbiddenResponse(CSRF_RESPONSE)
  async updateMe(@CurrentUser() user: User, @Body() body: UpdateMeDto): Promise<CurrentUserDto> {
    const problem = fullNameProblem(body?.fullName);
    if (problem) throw new InvalidFullNameError(problem);
    return { user: toUserDto(await this.users.setFullName(user, body.fullName.trim())) };
  }

  @Post('logout')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Sign out: ends the session and clears its cookie (fine when not signed in)',
  })
  @ApiNoContentResponse({ description: 'Signed out' })
  @ApiForbiddenResponse(CSRF_RESPONSE)
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.sessions.end('user', readSessionCookie(request, 'user', this.config.auth));
    clearSessionCookie(reply, 'user', this.config.auth);
  }

  @Get('providers')
  @ApiOperation({ summary: 'Which sign-in methods besides the e-mail link are available' })
  @ApiOkResponse({ type: ProvidersDto })
  providers(): ProvidersDto {
    return { google: this.config.google !== null };
  }

  /** A new session id at every sign-in (no fixation); the browser's previous one is deleted. */
  private async startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    user: User,
  ): Promise<void> {
    await this.sessions.end('user', readSessionCookie(request, 'user', this.config.auth));
    const token = await this.sessions.start('user', user.id);
    setSessionCookie(reply, 'user', token, this.config.auth);
  }
}
