import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ALL_ORDER_STATUSES,
  DEFAULT_CURRENCY,
  PRICE_CURRENCIES,
  UNKNOWN_CURRENCY_MESSAGE,
  type PriceCurrency,
} from '@redress/domain';
import { IsIn, IsInt, IsNumber, IsOptional, Min } from 'class-validator';
import { ToNumber } from '../../../common/to-number';

export class CreatePaymentIntentDto {
  @ApiProperty({ example: 19, description: 'The catalogue service to pay for' })
  @ToNumber()
  @IsInt({ message: 'serviceId must be the id of a service (a whole number).' })
  @Min(1, { message: 'Please select a service.' })
  serviceId!: number;

  @ApiPropertyOptional({
    enum: PRICE_CURRENCIES,
    default: DEFAULT_CURRENCY,
    description: 'The currency to pay in; the catalogue price in that currency is charged',
  })
  @IsOptional()
  @IsIn(PRICE_CURRENCIES, { message: UNKNOWN_CURRENCY_MESSAGE })
  currency?: PriceCurrency;

  @ApiPropertyOptional({
    description:
      'Sent by the spec’s clients and ignored: the server always charges the catalogue price of the service.',
    deprecated: true,
  })
  @IsOptional()
  @IsNumber(
    {},
    { message: 'amount must be a number (it is ignored: the catalogue price applies).' },
  )
  amount?: number;

  @ApiPropertyOptional({
    description:
      "The student's case this service is for (an analysis document of theirs); the order then shows on the case's timeline",
  })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'caseId must be the id of one of your cases (a whole number).' })
  caseId?: number;

  @ApiPropertyOptional({
    description:
      "The student's booking this pays for: a call of serviceId held while they pay (or booked to be paid later); once paid, the call is booked",
  })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'bookingId must be the id of one of your bookings (a whole number).' })
  bookingId?: number;

  @ApiPropertyOptional({
    description: 'Sent by the payment test page; when present it must be the signed-in user.',
  })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'userId must be a whole number.' })
  userId?: number;
}

export class PaymentIntentDto {
  @ApiProperty({ description: 'For the Payment Element: confirms this payment in the browser' })
  clientSecret!: string;
  @ApiProperty({ description: 'The order created (pending) for this payment' })
  orderId!: number;
  @ApiProperty({ description: 'Minor units actually charged (JPY has none)', example: 4999 })
  amount!: number;
  @ApiProperty({ enum: PRICE_CURRENCIES }) currency!: string;
}

export class PaymentsConfigDto {
  @ApiProperty({ description: 'False: card payments are not configured on this server' })
  enabled!: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'Stripe publishable key' })
  publishableKey!: string | null;
  @ApiPropertyOptional({ description: 'Why payments are off, when they are' })
  message?: string;
}

export class UserLocationDto {
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'GB',
    description: 'ISO 3166 country code, when known',
  })
  country!: string | null;
  @ApiProperty({ enum: PRICE_CURRENCIES, example: 'GBP' }) currency!: string;
}

export class OrderBookingDto {
  @ApiProperty() id!: number;
  @ApiProperty({ format: 'date-time', description: 'The start, in UTC' })
  appointmentDate!: string;
  @ApiProperty({
    example: 'scheduled',
    description: "'awaiting-payment' until the payment is confirmed, then 'scheduled'",
  })
  status!: string;
}

export class OrderDto {
  @ApiProperty() id!: number;
  @ApiProperty() serviceId!: number;
  @ApiProperty({ example: 'Professional Review' }) serviceName!: string;
  @ApiProperty({ example: 'review' }) serviceType!: string;
  @ApiProperty({
    enum: ALL_ORDER_STATUSES,
    description:
      'pending, then completed (paid) or failed by the payment; then in_progress, delivered, refunded or cancelled by the operator',
  })
  status!: string;
  @ApiProperty({ description: 'Minor units of `currency` (JPY has none)', example: 4999 })
  amount!: number;
  @ApiProperty({ enum: PRICE_CURRENCIES }) currency!: string;
  @ApiProperty({ nullable: true, type: String, example: 'card' }) paymentMethod!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The Stripe PaymentIntent id' })
  paymentId!: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'The case the order is for, if any' })
  caseId!: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ description: 'Minor units refunded so far' }) refundedAmount!: number;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date-time',
    description: 'When the review was delivered; download it from /api/orders/{id}/review',
  })
  deliveredAt!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'review.pdf',
    description: "The delivered file's name, or null for a review written as text",
  })
  deliveryFileName!: string | null;
  @ApiProperty({
    type: OrderBookingDto,
    nullable: true,
    description: 'The call this order pays for, when it was paid from the booking page',
  })
  booking!: OrderBookingDto | null;
}

export class WebhookAckDto {
  @ApiProperty() received!: boolean;
  @ApiProperty({ description: 'True when this event had been handled before (nothing changed)' })
  duplicate!: boolean;
}
