import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SUPPORTED_CURRENCIES } from '../entities/service.entity';

export class ListServicesQuery {
  @ApiPropertyOptional({ enum: SUPPORTED_CURRENCIES, default: 'USD' })
  @IsOptional()
  @IsIn(SUPPORTED_CURRENCIES, {
    message: `currency must be one of ${SUPPORTED_CURRENCIES.join(', ')}`,
  })
  currency?: (typeof SUPPORTED_CURRENCIES)[number];
}

export class ServiceDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [String] }) features!: string[];
  @ApiProperty({ description: 'Price in minor units of `currency` (JPY has none).' })
  price!: number;
  @ApiProperty({ enum: SUPPORTED_CURRENCIES }) currency!: string;
  @ApiProperty() type!: string;
  @ApiProperty({ nullable: true, type: String }) stripePriceId!: string | null;
  @ApiProperty({
    description:
      'Calls of this service are booked at once and paid later (set by the operator); otherwise a paid call is paid at checkout before it is booked',
  })
  payableLater!: boolean;
}
