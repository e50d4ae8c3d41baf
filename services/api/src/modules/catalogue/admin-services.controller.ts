import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
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
import { AdminServiceRowDto } from '../admin/listings/dto/listings.dto';
import { CatalogueService } from './catalogue.service';
import { ServicePaymentDto } from './dto/admin-service.dto';

/** The operator's settings of a catalogue service. */
@ApiTags('admin')
@ApiCookieAuth('admin')
@Controller('admin/services')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'No admin session' })
@ApiForbiddenResponse({
  type: ErrorDto,
  description: 'A student session, or sent from another site',
})
export class AdminServicesController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Post(':id/payment')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Whether calls of a service are paid before they are booked, or payable later',
    description:
      'Payable later: a student books the call at once, and it is marked to be paid later for the student and in the admin area. Otherwise a paid call is paid at checkout first (and cannot be booked while card payments are off). Applies to bookings made from now on; recorded in the audit log.',
  })
  @ApiBody({ type: ServicePaymentDto })
  @ApiOkResponse({ type: AdminServiceRowDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'payableLater is not true or false' })
  @ApiNotFoundResponse({ type: ErrorDto, description: "No service has this id (code 'not-found')" })
  setPayment(
    @CurrentAdmin() admin: AdminUser,
    @Param('id') id: string,
    @Body() body: ServicePaymentDto,
  ): Promise<AdminServiceRowDto> {
    return this.catalogue.setPayableLater(admin, id, body.payableLater);
  }
}
