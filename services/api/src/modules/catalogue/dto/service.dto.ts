import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DEFAULT_CURRENCY,
  PRICE_CURRENCIES,
  UNKNOWN_CURRENCY_MESSAGE,
  type PriceCurrency,
} from '@redress/domain';
import { IsIn, IsOptional } from 'class-validator';

export class ListServicesQuery {
  @ApiPropertyOptional({ enum: PRICE_CURRENCIES, default: DEFAULT_CURRENCY })
  @IsOptional()
  @IsIn(PRICE_CURRENCIES, { message: UNKNOWN_CURRENCY_MESSAGE })
  currency?: PriceCurrency;
}

export class ServiceDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [String] }) features!: string[];
  @ApiProperty({ description: 'Price in minor units of `currency` (JPY has none).' })
  price!: number;
  @ApiProperty({ enum: PRICE_CURRENCIES }) currency!: string;
  @ApiProperty() type!: string;
  @ApiProperty({ nullable: true, type: String }) stripePriceId!: string | null;
  @ApiProperty({
    description:
      'Calls of this service are booked at once and paid later (set by the operator); otherwise a paid call is paid at checkout before it is booked',
  })
  payableLater!: boolean;
}
