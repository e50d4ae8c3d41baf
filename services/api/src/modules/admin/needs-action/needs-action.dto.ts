import { CALL_LINK_HORIZON_HOURS } from '@redress/domain';
import { ApiProperty } from '@nestjs/swagger';

export class WaitingOrderDto {
  @ApiProperty({ example: 42 }) id!: number;
  @ApiProperty({ example: 'ada@uni.edu', nullable: true, type: String })
  studentEmail!: string | null;
  @ApiProperty({ example: 'Professional Review', nullable: true, type: String })
  serviceName!: string | null;
  @ApiProperty({ example: 'completed', description: 'completed (paid) or in_progress' })
  status!: string;
  @ApiProperty({ example: '2026-11-20T09:00:00.000Z', description: 'When the order was placed' })
  orderedAt!: string;
  @ApiProperty({ example: 3, description: 'Whole days since the order was placed' })
  daysWaiting!: number;
}

export class CallWithoutLinkDto {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'Consultation call' }) title!: string;
  @ApiProperty({ example: '2026-11-29T10:00:00.000Z' }) appointmentDate!: string;
  @ApiProperty({ example: 'ada@uni.edu', nullable: true, type: String })
  studentEmail!: string | null;
}

export class CallToBePaidDto {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'Video Consultation', nullable: true, type: String })
  serviceName!: string | null;
  @ApiProperty({ example: '2026-11-29T10:00:00.000Z' }) appointmentDate!: string;
  @ApiProperty({ example: 'ada@uni.edu', nullable: true, type: String })
  studentEmail!: string | null;
}

export class PaidCallWithoutTimeDto extends CallToBePaidDto {
  @ApiProperty({ example: 42, description: 'The paid order: refund it, or agree a new time' })
  orderId!: number;
}

export class WaitingDeletionRequestDto {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Ada Lovelace' }) fullName!: string;
  @ApiProperty({ example: 'ada@uni.edu' }) email!: string;
  @ApiProperty({ example: '2026-11-27T09:00:00.000Z' }) confirmedAt!: string;
  @ApiProperty({ example: 1 }) daysWaiting!: number;
}

export class NeedsActionDto {
  @ApiProperty({
    type: [WaitingOrderDto],
    description: 'Paid orders not yet delivered, oldest first',
  })
  orders!: WaitingOrderDto[];

  @ApiProperty({
    type: [CallWithoutLinkDto],
    description: `Scheduled calls in the next ${CALL_LINK_HORIZON_HOURS} hours with no meeting link, soonest first`,
  })
  callsWithoutLink!: CallWithoutLinkDto[];

  @ApiProperty({
    type: [CallToBePaidDto],
    description:
      'Upcoming calls booked to be paid later (the service is payable later) and not paid yet, soonest first',
  })
  callsToBePaid!: CallToBePaidDto[];

  @ApiProperty({
    type: [PaidCallWithoutTimeDto],
    description:
      'Calls paid after their held time was released and someone else booked it, not yet rebooked with that payment: agree a new time or refund',
  })
  paidCallsWithoutTime!: PaidCallWithoutTimeDto[];

  @ApiProperty({
    type: [WaitingDeletionRequestDto],
    description: 'Confirmed data deletion requests not yet completed, oldest first',
  })
  deletionRequests!: WaitingDeletionRequestDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'operator@example.org',
    description: 'Who hears of paid orders and bookings (ADMIN_NOTIFY_EMAIL); null: nobody',
  })
  notifyEmail!: string | null;

  @ApiProperty({
    description:
      'Production keeps e-mail in the outbox (MAIL_OUTBOX_IN_PRODUCTION): nothing reaches anyone',
  })
  mailKeptInOutbox!: boolean;
}
