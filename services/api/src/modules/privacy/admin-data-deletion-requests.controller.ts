import { Controller, Header, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorDto } from '../../common/error.dto';
import { AdminGuard, CurrentAdmin } from '../admin/admin.guard';
import { AdminUser } from '../admin/entities/admin-user.entity';
import { DataDeletionCompletionService } from './data-deletion-completion.service';
import { DataDeletionRequestDto } from './dto/privacy.dto';
import { DeletionRequestNotFoundError } from './privacy.errors';

/** Ids as the listing shows them; any other spelling ('007', '1e3') names no request. */
function requestIdOf(raw: string): number {
  const id = Number(raw);
  if (!/^[1-9]\d{0,11}$/.test(raw) || !Number.isSafeInteger(id))
    throw new DeletionRequestNotFoundError();
  return id;
}

/**
 * The operator fulfils Data Deletion requests (the admin area's Data Deletion tab lists them,
 * admin listings). Here rather than in AdminModule: it deletes accounts through this module's
 * AccountDataService, and AdminModule cannot import the module that imports it.
 */
@ApiTags('admin')
@ApiCookieAuth('admin')
@Controller('admin/data-deletion-requests')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'No admin session' })
@ApiForbiddenResponse({
  type: ErrorDto,
  description: 'A student session, or sent from another site',
})
export class AdminDataDeletionRequestsController {
  constructor(private readonly completion: DataDeletionCompletionService) {}

  @Post(':id/complete')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Fulfil a data deletion request: delete the account it names and close it',
    description:
      'Only a request the owner of its address has confirmed (confirmed: true in the listing): sent while signed in as that address, or confirmed with the e-mailed link. When an account has the request’s e-mail address, deletes it exactly as DELETE /api/account does (cases with results, letters, steps and uploaded files, bookings, sessions, pending sign-in links, the user; orders kept with no user). Marks every open request for the address completed, writes the admin audit log and e-mails the requester that the data is deleted, or that no account exists for the address and the request is closed. All but the e-mail in one transaction. Answers the request as the listing shows it.',
  })
  @ApiOkResponse({ type: DataDeletionRequestDto, description: 'The request, now completed' })
  @ApiNotFoundResponse({ type: ErrorDto, description: "No request has this id (code 'not-found')" })
  @ApiConflictResponse({
    type: ErrorDto,
    description:
      "The request is already completed (code 'already-completed'), or the owner of its address has not confirmed it (code 'not-confirmed'); nothing changed",
  })
  complete(
    @CurrentAdmin() admin: AdminUser,
    @Param('id') id: string,
  ): Promise<DataDeletionRequestDto> {
    return this.completion.complete(admin, requestIdOf(id));
  }
}
