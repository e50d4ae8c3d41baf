import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiTooManyRequestsResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorDto } from '../../common/error.dto';
import { CurrentUser, UserGuard } from '../auth/user.guard';
import { User } from '../users/entities/user.entity';
import { BookingNotFoundError } from './bookings.errors';
import { BookingsService } from './bookings.service';
import {
  AvailabilityDto,
  AvailabilityQuery,
  BookingDto,
  CreateBookingDto,
} from './dto/booking.dto';
import type { DetailedBooking } from './booking-details';
import { paymentOfBooking } from './booking-payment-state';

export function bookingView(booking: DetailedBooking): BookingDto {
  return {
    id: booking.id,
    userId: booking.userId,
    serviceId: booking.serviceId,
    serviceName: booking.service?.name ?? null,
    title: booking.title,
    description: booking.description,
    email: booking.email,
    appointmentDate: new Date(booking.appointmentDate).toISOString(),
    duration: booking.duration,
    status: booking.status,
    payment: paymentOfBooking(booking),
    orderId: booking.orderId ?? null,
    holdExpiresAt: booking.holdExpiresAt ? new Date(booking.holdExpiresAt).toISOString() : null,
    meetingLink: booking.meetingLink,
    notes: booking.notes,
    cancelReason: booking.cancelReason,
    version: booking.version,
    caseId: booking.analysisDocumentId ?? null,
    createdAt: new Date(booking.createdAt).toISOString(),
    updatedAt: new Date(booking.updatedAt).toISOString(),
  };
}

export function bookingIdOf(raw: string): number {
  const id = Number(raw);
  // A malformed id names no booking: the same 404 as someone else's.
  if (!/^\d{1,12}$/.test(raw) || !Number.isSafeInteger(id) || id <= 0)
    throw new BookingNotFoundError();
  return id;
}

@ApiTags('bookings')
@ApiCookieAuth()
@Controller('bookings')
@UseGuards(UserGuard)
@ApiUnauthorizedResponse({ description: 'Not signed in', type: ErrorDto })
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Book a consultation',
    description:
      "For the signed-in user. The appointment must be a slot (Monday, Wednesday or Friday at 09:00-12:00 or 17:00-20:00 in BOOKING_TIMEZONE), from today up to 30 days ahead and in the future; one active booking per slot, held by the database. Answers the booking: 'scheduled', 60 minutes, 'Consultation Appointment'. A confirmation e-mail with a calendar invitation follows, and a reminder 24 hours before, both to the account's own address: `email` must be it (case aside). Bookings and cancellations count together, at most 10 a day per account.",
  })
  @ApiBody({ type: CreateBookingDto })
  @ApiCreatedResponse({ type: BookingDto })
  @ApiBadRequestResponse({
    description:
      "Invalid e-mail, an address other than the account's (code 'email-not-yours'), missing or unreadable date, not a slot, outside the window, in the past, an unknown service or one that is not a call (a written review, mediation, the free plan)",
    type: ErrorDto,
  })
  @ApiForbiddenResponse({ description: 'userId names another account', type: ErrorDto })
  @ApiConflictResponse({
    description: "The slot has just been booked by someone else (code 'slot-taken')",
    type: ErrorDto,
  })
  @ApiTooManyRequestsResponse({
    description:
      "10 bookings and cancellations today (code 'booking-changes-limited'), with Retry-After",
    type: ErrorDto,
  })
  async create(@CurrentUser() user: User, @Body() body: CreateBookingDto): Promise<BookingDto> {
    return bookingView(await this.bookings.create(user, body));
  }

  @Get()
  @ApiOperation({ summary: "The signed-in user's bookings, soonest first (cancelled ones too)" })
  @ApiOkResponse({ type: [BookingDto] })
  async list(@CurrentUser() user: User): Promise<BookingDto[]> {
    return (await this.bookings.listFor(user.id)).map(bookingView);
  }

  @Get('availability')
  @ApiOperation({
    summary: 'The slots already taken in a range',
    description:
      'Only the start (UTC) of each booked slot, nothing about who booked it; the picker greys them out. Default range: now to the end of the booking window. At most 92 days.',
  })
  @ApiOkResponse({ type: AvailabilityDto })
  @ApiBadRequestResponse({ description: 'Unreadable or reversed range', type: ErrorDto })
  availability(@Query() query: AvailabilityQuery): Promise<AvailabilityDto> {
    return this.bookings.availability(query.from, query.to);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel a booking (owner only)',
    description:
      'Frees the slot at once, drops the pending reminder and e-mails a cancellation for the calendar.',
  })
  @ApiOkResponse({ type: BookingDto })
  @ApiNotFoundResponse({ description: 'No such booking, or not yours', type: ErrorDto })
  @ApiConflictResponse({ description: 'Already cancelled, or already started', type: ErrorDto })
  @ApiTooManyRequestsResponse({
    description:
      "10 bookings and cancellations today (code 'booking-changes-limited'), with Retry-After",
    type: ErrorDto,
  })
  async cancel(@CurrentUser() user: User, @Param('id') id: string): Promise<BookingDto> {
    return bookingView(await this.bookings.cancel(user.id, bookingIdOf(id)));
  }
}
