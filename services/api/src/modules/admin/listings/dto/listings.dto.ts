import { BOOKING_PAYMENTS } from '@redress/domain';
import { ApiProperty } from '@nestjs/swagger';
import { AUDIT_ACTIONS, AUDIT_OUTCOMES } from '../../entities/admin-audit-entry.entity';

const dateTime = { format: 'date-time' } as const;
const optionalText = { type: String, nullable: true } as const;
const optionalNumber = { type: Number, nullable: true } as const;

/** A user as the admin Users tab lists it (spec 2 §2); sessions and sign-in data never appear. */
export class AdminUserRowDto {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
  @ApiProperty() emailVerified!: boolean;
  @ApiProperty(optionalText) stripeCustomerId!: string | null;
  @ApiProperty(optionalText) stripeSubscriptionId!: string | null;
  @ApiProperty(dateTime) createdAt!: string;
}

export class AdminDocumentRowDto {
  @ApiProperty() id!: number;
  @ApiProperty() userId!: number;
  @ApiProperty() title!: string;
  @ApiProperty({
    ...optionalText,
    description: "The student's issue (its first 300 characters); null when there is none",
  })
  description!: string | null;
  @ApiProperty({ example: 'Academic Policy' }) documentType!: string;
  @ApiProperty({ example: 'completed' }) status!: string;
  @ApiProperty(dateTime) createdAt!: string;
}

export class AdminResultRowDto {
  @ApiProperty() id!: number;
  @ApiProperty() analysisDocumentId!: number;
  @ApiProperty({ description: 'The first 300 characters of the report (a JSON string)' })
  content!: string;
  @ApiProperty({ description: 'True when content was cut to 300 characters' })
  contentTruncated!: boolean;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty(dateTime) createdAt!: string;
}

export class AdminOrderRowDto {
  @ApiProperty() id!: number;
  @ApiProperty(optionalNumber) userId!: number | null;
  @ApiProperty() serviceId!: number;
  @ApiProperty({ example: 'completed', description: 'pending, completed, failed or another value' })
  status!: string;
  @ApiProperty({ description: 'Minor units of currency', example: 4999 }) amount!: number;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty(optionalText) paymentMethod!: string | null;
  @ApiProperty(dateTime) createdAt!: string;
}

export class AdminServiceRowDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ example: 'consultation' }) type!: string;
  @ApiProperty({ description: 'Minor units of currency; 0 means contact for pricing' })
  price!: number;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty(optionalText) stripePriceId!: string | null;
  @ApiProperty({ type: [String] }) features!: string[];
  @ApiProperty({
    description:
      'Calls of this service are booked at once and paid later; otherwise a paid call is paid at checkout before it is booked',
  })
  payableLater!: boolean;
}

export class AdminAdminRowDto {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty({ example: 'admin' }) role!: string;
  @ApiProperty(dateTime) createdAt!: string;
}

export class AdminBookingRowDto {
  @ApiProperty() id!: number;
  @ApiProperty() userId!: number;
  @ApiProperty(optionalNumber) serviceId!: number | null;
  @ApiProperty() title!: string;
  @ApiProperty(dateTime) appointmentDate!: string;
  @ApiProperty({ description: 'Minutes' }) duration!: number;
  @ApiProperty({ example: 'scheduled' }) status!: string;
  @ApiProperty({
    enum: BOOKING_PAYMENTS,
    description:
      "'awaiting': held while the student pays; 'paid'; 'later': booked to be paid later; 'lapsed': not paid in time; 'none': nothing to pay",
  })
  payment!: string;
  @ApiProperty(optionalNumber) orderId!: number | null;
  @ApiProperty({
    ...optionalText,
    example: 'Asia/Tokyo',
    description:
      "The student's IANA time zone when they booked; null for calls booked before it was kept",
  })
  studentTimeZone!: string | null;
  @ApiProperty(dateTime) createdAt!: string;
}

export class AdminAuditRowDto {
  @ApiProperty() id!: number;
  @ApiProperty() adminUsername!: string;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action!: string;
  @ApiProperty({
    description:
      'The SQL as typed, the test address, the retried job or the completed deletion request',
  })
  detail!: string;
  @ApiProperty({ enum: AUDIT_OUTCOMES }) outcome!: string;
  @ApiProperty(optionalNumber) rowCount!: number | null;
  @ApiProperty(optionalNumber) durationMs!: number | null;
  @ApiProperty(optionalText) message!: string | null;
  @ApiProperty(dateTime) createdAt!: string;
}

export class AdminCountsDto {
  @ApiProperty() users!: number;
  @ApiProperty() analysisDocuments!: number;
  @ApiProperty() analysisResults!: number;
  @ApiProperty() serviceOrders!: number;
  @ApiProperty() services!: number;
  @ApiProperty() adminUsers!: number;
  @ApiProperty() bookings!: number;
  @ApiProperty() dataDeletionRequests!: number;
  @ApiProperty() auditLog!: number;
}
