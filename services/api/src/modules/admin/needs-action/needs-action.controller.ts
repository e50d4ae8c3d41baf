import { CALL_LINK_HORIZON_HOURS } from '@redress/domain';
import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorDto } from '../../../common/error.dto';
import { AdminGuard } from '../admin.guard';
import { NeedsActionDto } from './needs-action.dto';
import { NeedsActionService } from './needs-action.service';

/** The admin dashboard's first panel: what needs the operator now. */
@ApiTags('admin')
@ApiCookieAuth('admin')
@Controller('admin/needs-action')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'No admin session' })
@ApiForbiddenResponse({ type: ErrorDto, description: 'A student session' })
export class NeedsActionController {
  constructor(private readonly needsAction: NeedsActionService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: `Paid orders not delivered (oldest first), calls in the next ${CALL_LINK_HORIZON_HOURS} hours without a meeting link, deletion requests waiting, and whether anyone is notified`,
  })
  @ApiOkResponse({ type: NeedsActionDto })
  list(): Promise<NeedsActionDto> {
    return this.needsAction.list();
  }
}
