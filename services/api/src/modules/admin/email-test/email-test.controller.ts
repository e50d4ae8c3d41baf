import { Body, Controller, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { INVALID_EMAIL_MESSAGE } from '@redress/domain';
import { ErrorDto } from '../../../common/error.dto';
import { AdminGuard, CurrentAdmin } from '../admin.guard';
import { AdminUser } from '../entities/admin-user.entity';
import { EmailTestDto, EmailTestResultDto } from './dto/email-test.dto';
import { EmailTestService } from './email-test.service';

@ApiTags('admin')
@ApiCookieAuth('admin')
@Controller('admin/email-test')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'No admin session' })
@ApiForbiddenResponse({
  type: ErrorDto,
  description: 'A student session, or sent from another site',
})
export class EmailTestController {
  constructor(private readonly emailTest: EmailTestService) {}

  @Post()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Send a test e-mail through the configured transport',
    description:
      'Delivers at once (not through the queue) and answers what happened: accepted by the SMTP server, kept in the dev outbox, or the transport’s error (delivered false).',
  })
  @ApiOkResponse({ type: EmailTestResultDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: `'${INVALID_EMAIL_MESSAGE}'` })
  send(@CurrentAdmin() admin: AdminUser, @Body() body: EmailTestDto): Promise<EmailTestResultDto> {
    return this.emailTest.send(admin, body.to);
  }
}
