import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorDto } from '../../common/error.dto';
import { CurrentUser, UserGuard } from '../auth/user.guard';
import { User } from '../users/entities/user.entity';
import { OrderDto } from './dto/payments.dto';
import { OrderNotFoundError } from './payments.errors';
import { PaymentsService } from './payments.service';

const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;

@ApiTags('orders')
@ApiCookieAuth()
@Controller('orders')
@UseGuards(UserGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
export class OrdersController {
  constructor(private readonly payments: PaymentsService) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "The signed-in user's orders, newest first" })
  @ApiOkResponse({ type: [OrderDto] })
  list(@CurrentUser() user: User): Promise<OrderDto[]> {
    return this.payments.ordersOf(user.id);
  }

  @Get('payment/:paymentIntentId')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'The order a Stripe PaymentIntent pays, with its status as the server knows it',
    description:
      'What /payment-success shows after Stripe sends the customer back with ?payment_intent=...',
  })
  @ApiOkResponse({ type: OrderDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such order, or not yours' })
  byPayment(
    @CurrentUser() user: User,
    @Param('paymentIntentId') paymentIntentId: string,
  ): Promise<OrderDto> {
    if (!PAYMENT_INTENT_ID.test(paymentIntentId)) throw new OrderNotFoundError();
    return this.payments.orderByPayment(user.id, paymentIntentId);
  }
}
