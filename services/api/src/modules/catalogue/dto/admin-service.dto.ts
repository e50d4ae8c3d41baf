import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class ServicePaymentDto {
  @ApiProperty({
    description:
      'True: calls of this service are booked at once and paid later. False: a paid call is paid at checkout before it is booked',
  })
  @IsBoolean({ message: 'payableLater must be true or false.' })
  payableLater!: boolean;
}
