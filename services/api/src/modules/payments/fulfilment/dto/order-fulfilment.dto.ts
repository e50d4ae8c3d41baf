import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ALL_ORDER_STATUSES,
  ORDER_ACTIONS,
  ORDER_NOTE_MAX_LENGTH,
  PRICE_CURRENCIES,
} from '@redress/domain';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

export class OrderDeliveryDto {
  @ApiProperty({ enum: ['file', 'text'] }) kind!: 'file' | 'text';
  @ApiProperty({ nullable: true, type: String, example: 'review.pdf' })
  fileName!: string | null;
  @ApiProperty({ format: 'date-time' }) deliveredAt!: string;
}

/** An order as the operator's order page shows it. */
export class AdminOrderDto {
  @ApiProperty() id!: number;
  @ApiProperty({ nullable: true, type: Number }) userId!: number | null;
  @ApiProperty({ nullable: true, type: String, description: 'Null once the student is deleted' })
  userEmail!: string | null;
  @ApiProperty() serviceId!: number;
  @ApiProperty({ example: 'Professional Review' }) serviceName!: string;
  @ApiProperty({ example: 'review' }) serviceType!: string;
  @ApiProperty({ enum: ALL_ORDER_STATUSES }) status!: string;
  @ApiProperty({ description: 'Minor units of `currency`' }) amount!: number;
  @ApiProperty({ enum: PRICE_CURRENCIES }) currency!: string;
  @ApiProperty({ description: 'Minor units refunded so far' }) refundedAmount!: number;
  @ApiProperty({ nullable: true, type: String }) paymentId!: string | null;
  @ApiProperty({ nullable: true, type: Number }) caseId!: number | null;
  @ApiProperty({
    description: 'Send it back with the next action: a changed version means someone else acted',
  })
  version!: number;
  @ApiProperty({ nullable: true, type: String }) internalNote!: string | null;
  @ApiProperty({ nullable: true, type: OrderDeliveryDto }) delivery!: OrderDeliveryDto | null;
  @ApiProperty({ nullable: true, type: String, description: 'The review as written in the page' })
  deliveryText!: string | null;
  @ApiProperty({
    enum: ORDER_ACTIONS,
    isArray: true,
    description: 'What can be done now (refund only with card payments configured)',
  })
  actions!: string[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class OrderVersionDto {
  @ApiProperty({ description: 'The version the operator saw (AdminOrderDto.version)' })
  @IsInt()
  @Min(0)
  version!: number;
}

export class OrderNoteDto extends OrderVersionDto {
  @ApiProperty({ maxLength: ORDER_NOTE_MAX_LENGTH, description: 'Empty clears the note' })
  @IsString()
  @MaxLength(ORDER_NOTE_MAX_LENGTH)
  note!: string;
}

export class OrderRefundDto extends OrderVersionDto {
  @ApiPropertyOptional({
    description: 'Minor units to refund; without it, all that is left',
    example: 1000,
  })
  @IsOptional()
  @IsInt()
  amount?: number;
}

/** The multipart form of a delivery, for the OpenAPI document. */
export class OrderDeliveryFormDto {
  @ApiProperty({ description: 'The version the operator saw' }) version!: number;
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'PDF or DOCX, 10 MB' })
  review?: unknown;
  @ApiPropertyOptional({ description: 'The review written in the page, instead of a file' })
  text?: string;
}
