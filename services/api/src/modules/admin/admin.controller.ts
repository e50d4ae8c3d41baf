import { Body, Controller, Get, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiSecurity,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorDto } from '../../common/error.dto';
import { AppConfig } from '../../config/app-config';
import {
  clearSessionCookie,
  readSessionCookie,
  setSessionCookie,
} from '../auth/sessions/session-cookies';
import { SessionService } from '../auth/sessions/session.service';
import { AdminAuthService } from './admin-auth.service';
import {
  AdminLoggedInDto,
  AdminLoggedOutDto,
  AdminLoginDto,
  AdminSessionDto,
  toAdminDto,
} from './dto/admin.dto';

/** Admin sign-in. Its session is separate from a student's: neither one opens the other's routes. */
@ApiTags('admin')
@Controller('admin')
export class AdminController {
  constructor(
    private readonly adminAuth: AdminAuthService,
    private readonly sessions: SessionService,
    private readonly config: AppConfig,
  ) {}

  @Post('login')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Admin login with username and password' })
  @ApiOkResponse({ type: AdminLoggedInDto })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: "'Username is required' / 'Password is required'",
  })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: "'Invalid username or password.'" })
  @ApiTooManyRequestsResponse({
    type: ErrorDto,
    description:
      "'Too many failed attempts. Try again in N minutes.' after 10 failures in 15 minutes",
  })
  @ApiForbiddenResponse({ type: ErrorDto, description: "Sent from another site (code 'csrf')" })
  async login(
    @Body() body: AdminLoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminLoggedInDto> {
    const admin = await this.adminAuth.authenticate(body.username, body.password, request.ip);
    await this.sessions.end('admin', readSessionCookie(request, 'admin', this.config.auth));
    const token = await this.sessions.start('admin', admin.id);
    setSessionCookie(reply, 'admin', token, this.config.auth);
    return { admin: toAdminDto(admin) };
  }

  @Get('session')
  @Header('Cache-Control', 'no-store')
  // Anyone may ask: the admin cookie is read when present ({} is OpenAPI's "no credentials").
  @ApiSecurity({})
  @ApiCookieAuth('admin')
  @ApiOperation({
    summary: 'The signed-in administrator, or null',
    description: 'Answers everyone: `{ admin: null }` without an admin session, never 401.',
  })
  @ApiOkResponse({ type: AdminSessionDto })
  async session(@Req() request: FastifyRequest): Promise<AdminSessionDto> {
    const admin = await this.adminAuth.adminOf(request);
    return { admin: admin ? toAdminDto(admin) : null };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Admin logout: ends the admin session (fine when not signed in)' })
  @ApiOkResponse({ type: AdminLoggedOutDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: "Sent from another site (code 'csrf')" })
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminLoggedOutDto> {
    await this.sessions.end('admin', readSessionCookie(request, 'admin', this.config.auth));
    clearSessionCookie(reply, 'admin', this.config.auth);
    return { success: true };
  }
}
