import { Body, Controller, Delete, Get, HttpCode, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Clock } from '../../common/clock';
import { ErrorDto } from '../../common/error.dto';
import { AppConfig } from '../../config/app-config';
import { clearSessionCookie } from '../auth/sessions/session-cookies';
import { CurrentUser, UserGuard } from '../auth/user.guard';
import { User } from '../users/entities/user.entity';
import { AccountDataService } from './account-data.service';
import { AccountExportDto, DeleteAccountDto } from './dto/privacy.dto';

/** The signed-in user's own data: download all of it, or delete the account. */
@ApiTags('account')
@ApiCookieAuth()
@Controller('account')
@UseGuards(UserGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
export class AccountController {
  constructor(
    private readonly accountData: AccountDataService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  @Get('export')
  @ApiOperation({
    summary: 'Everything Redress holds about the signed-in user, as a JSON download',
    description:
      'The account, every case with its analysis, letter, steps and uploaded file (base64), bookings, orders, sessions and data deletion requests. Content-Disposition: attachment; filename="redress-data-<date>.json".',
  })
  @ApiOkResponse({ type: AccountExportDto })
  async export(
    @CurrentUser() user: User,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const data = await this.accountData.exportFor(user.id);
    const day = this.clock.now().toISOString().slice(0, 10);
    void reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="redress-data-${day}.json"`)
      .header('cache-control', 'private, no-store');
    return JSON.stringify(data, null, 2);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete the signed-in account and everything in it',
    description:
      'confirmEmail must be the account’s own address. Removes cases (with results, letters, steps and uploaded files), bookings, sessions and the user; orders are kept for accounting with no user. Signs the browser out.',
  })
  @ApiBody({ type: DeleteAccountDto })
  @ApiNoContentResponse({ description: 'Deleted and signed out' })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: "confirmEmail is not the account's address (code 'confirmation-mismatch')",
  })
  @ApiForbiddenResponse({ type: ErrorDto, description: "Sent from another site (code 'csrf')" })
  async delete(
    @CurrentUser() user: User,
    @Body() body: DeleteAccountDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.accountData.deleteAccount(user.id, body.confirmEmail);
    clearSessionCookie(reply, 'user', this.config.auth);
  }
}
