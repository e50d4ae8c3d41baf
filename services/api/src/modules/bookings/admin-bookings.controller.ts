import { Body, Controller, Get, Header, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
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
import { BookingOperationsService } from './booking-operations.service';
import { bookingIdOf, bookingView } from './bookings.controller';
import {
  BookingCancelDto,
  BookingDto,
  BookingLinkDto,
  BookingMoveDto,
  BookingOutcomeDto,
} from './dto/booking.dto';

const CONFLICT = {
  type: ErrorDto,
  description:
    "The call changed since it was loaded (code 'conflict'), the action makes no sense for it now (code 'refused', e.g. a link on a cancelled call), or the new slot is taken (code 'slot-taken'); nothing changed",
};

/** The operator acts on booked calls. */
@ApiTags('admin')
@ApiCookieAuth('admin')
@Controller('admin/bookings')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'No admin session' })
@ApiForbiddenResponse({
  type: ErrorDto,
  description: 'A student session, or sent from another site',
})
@ApiNotFoundResponse({ type: ErrorDto, description: "No call has this id (code 'not-found')" })
export class AdminBookingsController {
  constructor(private readonly operations: BookingOperationsService) {}

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One booked call, with its version for the next action' })
  @ApiOkResponse({ type: BookingDto })
  async detail(@Param('id') id: string): Promise<BookingDto> {
    return bookingView(await this.operations.load(bookingIdOf(id)));
  }

  @Post(':id/link')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Add or change the meeting link and the note to the student',
    description:
      'The student is e-mailed the change with an updated calendar invitation (the same UID, a higher SEQUENCE) and sees the link on the dashboard.',
  })
  @ApiOkResponse({ type: BookingDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Not an https address' })
  @ApiConflictResponse(CONFLICT)
  async link(
    @CurrentAdmin() admin: AdminUser,
    @Param('id') id: string,
    @Body() body: BookingLinkDto,
  ): Promise<BookingDto> {
    return bookingView(
      await this.operations.link(admin, bookingIdOf(id), body.version, body.meetingLink, body.note),
    );
  }

  @Post(':id/move')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Move the call to a free slot',
    description: 'The database refuses a taken slot. The student is e-mailed the new time.',
  })
  @ApiOkResponse({ type: BookingDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Not a bookable slot' })
  @ApiConflictResponse(CONFLICT)
  async move(
    @CurrentAdmin() admin: AdminUser,
    @Param('id') id: string,
    @Body() body: BookingMoveDto,
  ): Promise<BookingDto> {
    return bookingView(
      await this.operations.move(admin, bookingIdOf(id), body.version, body.appointmentDate),
    );
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel the call with a reason; refund a paid call or keep it as credit',
    description:
      "The slot is free again. The student is e-mailed the reason and what happens to the payment. With 'refund', the student's paid order of the call's service is refunded in full through Stripe.",
  })
  @ApiOkResponse({ type: BookingDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'No reason given' })
  @ApiConflictResponse(CONFLICT)
  async cancel(
    @CurrentAdmin() admin: AdminUser,
    @Param('id') id: string,
    @Body() body: BookingCancelDto,
  ): Promise<BookingDto> {
    return bookingView(
      await this.operations.cancel(
        admin,
        bookingIdOf(id),
        body.version,
        body.reason,
        body.settlement,
      ),
    );
  }

  @Post(':id/outcome')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record that a call that has started was held or missed' })
  @ApiOkResponse({ type: BookingDto })
  @ApiConflictResponse(CONFLICT)
  async outcome(
    @CurrentAdmin() admin: AdminUser,
    @Param('id') id: string,
    @Body() body: BookingOutcomeDto,
  ): Promise<BookingDto> {
    return bookingView(
      await this.operations.outcome(admin, bookingIdOf(id), body.version, body.outcome),
    );
  }
}
