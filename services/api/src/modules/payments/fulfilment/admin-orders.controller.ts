import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Req,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import '@fastify/multipart';
import {
  DELIVERY_MAX_BYTES,
  DELIVERY_TEXT_MAX_LENGTH,
  deliveryFileKind,
  ORDER_ACTION_TEXT,
} from '@redress/domain';
import type { FastifyRequest } from 'fastify';
import { ErrorDto } from '../../../common/error.dto';
import { AdminGuard, CurrentAdmin } from '../../admin/admin.guard';
import { AdminUser } from '../../admin/entities/admin-user.entity';
import { displayFileName } from '../../analysis/case-submission';
import { InvalidOrderActionError, OrderNotFoundError } from '../payments.errors';
import {
  AdminOrderDto,
  OrderDeliveryFormDto,
  OrderNoteDto,
  OrderRefundDto,
  OrderVersionDto,
} from './dto/order-fulfilment.dto';
import { Delivery, OrderFulfilmentService } from './order-fulfilment.service';

/** Ids as the listing shows them; any other spelling names no order. */
export function orderIdOf(raw: string): number {
  const id = Number(raw);
  if (!/^[1-9]\d{0,11}$/.test(raw) || !Number.isSafeInteger(id)) throw new OrderNotFoundError();
  return id;
}

const CONFLICT = {
  type: ErrorDto,
  description:
    "The order changed since it was loaded (code 'conflict': another operator acted first), or the action makes no sense for it now (code 'refused', e.g. delivering a refunded order); nothing changed",
};

/** The operator acts on an order: start, deliver, note, refund, cancel. */
@ApiTags('admin')
@ApiCookieAuth('admin')
@Controller('admin/orders')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'No admin session' })
@ApiForbiddenResponse({
  type: ErrorDto,
  description: 'A student session, or sent from another site',
})
@ApiNotFoundResponse({ type: ErrorDto, description: "No order has this id (code 'not-found')" })
export class AdminOrdersController {
  constructor(private readonly fulfilment: OrderFulfilmentService) {}

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One order with its delivery, note, refunds and what can be done now' })
  @ApiOkResponse({ type: AdminOrderDto })
  detail(@Param('id') id: string): Promise<AdminOrderDto> {
    return this.fulfilment.detail(orderIdOf(id));
  }

  @Post(':id/start')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Mark a paid order in progress' })
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiConflictResponse(CONFLICT)
  start(
    @CurrentAdmin() admin: AdminUser,
    @Param('id') id: string,
    @Body() body: OrderVersionDto,
  ): Promise<AdminOrderDto> {
    return this.fulfilment.start(admin, orderIdOf(id), body.version);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Cancel an order not yet delivered',
    description: 'Nothing is refunded by this: refund it as well if the student is owed money.',
  })
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiConflictResponse(CONFLICT)
  cancel(
    @CurrentAdmin() admin: AdminUser,
    @Param('id') id: string,
    @Body() body: OrderVersionDto,
  ): Promise<AdminOrderDto> {
    return this.fulfilment.cancel(admin, orderIdOf(id), body.version);
  }

  @Post(':id/note')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "Set the operators' internal note (never shown to the student)" })
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiConflictResponse(CONFLICT)
  note(
    @CurrentAdmin() admin: AdminUser,
    @Param('id') id: string,
    @Body() body: OrderNoteDto,
  ): Promise<AdminOrderDto> {
    return this.fulfilment.note(admin, orderIdOf(id), body.version, body.note);
  }

  @Post(':id/refund')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Refund an order in full or in part through Stripe',
    description:
      "Stripe's Refunds API refunds the order's PaymentIntent. A refund of all that is left makes the order refunded; a partial one keeps its status. The order also follows Stripe's charge.refunded webhook, so a refund made in Stripe's dashboard shows here too.",
  })
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'More than is left, or not above zero' })
  @ApiConflictResponse(CONFLICT)
  @ApiServiceUnavailableResponse({
    type: ErrorDto,
    description: "Card payments are not configured (code 'payments-not-configured')",
  })
  refund(
    @CurrentAdmin() admin: AdminUser,
    @Param('id') id: string,
    @Body() body: OrderRefundDto,
  ): Promise<AdminOrderDto> {
    return this.fulfilment.refund(admin, orderIdOf(id), body.version, body.amount);
  }

  @Post(':id/deliver')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Deliver the review: a PDF or DOCX file, or text written in the page',
    description:
      'multipart/form-data with `version` and either `review` (the file, checked by content) or `text`. The student sees it on the dashboard and is e-mailed.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: OrderDeliveryFormDto })
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: 'No review, both a file and text, not a PDF/DOCX, or too large',
  })
  @ApiConflictResponse(CONFLICT)
  async deliver(
    @CurrentAdmin() admin: AdminUser,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
  ): Promise<AdminOrderDto> {
    const orderId = orderIdOf(id);
    const { version, delivery } = await readDelivery(request);
    return this.fulfilment.deliver(admin, orderId, version, delivery);
  }
}

async function readDelivery(
  request: FastifyRequest,
): Promise<{ version: number; delivery: Delivery }> {
  if (!request.isMultipart())
    throw new InvalidOrderActionError(ORDER_ACTION_TEXT.deliveryEmpty, 'not-multipart');
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string } | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: DELIVERY_MAX_BYTES, files: 1, fields: 5, fieldSize: 200_000 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length === 0 && !part.filename) continue;
        file = { bytes, fileName: displayFileName(part.filename) };
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new InvalidOrderActionError(ORDER_ACTION_TEXT.deliveryTooLarge, 'too-large');
    throw new InvalidOrderActionError(ORDER_ACTION_TEXT.deliveryEmpty, 'unreadable-form');
  }
  const version = Number(fields.version);
  if (!/^\d{1,9}$/.test(fields.version ?? '') || !Number.isSafeInteger(version))
    throw new InvalidOrderActionError(
      'The form must name the version of the order it was made on.',
    );
  const text = (fields.text ?? '').trim();
  if (file && text) throw new InvalidOrderActionError(ORDER_ACTION_TEXT.deliveryBoth);
  if (file) {
    const type = deliveryFileKind(file.bytes, file.fileName);
    if (!type)
      throw new InvalidOrderActionError(ORDER_ACTION_TEXT.deliveryType, 'unsupported-type');
    return { version, delivery: { kind: 'file', type, ...file } };
  }
  if (!text) throw new InvalidOrderActionError(ORDER_ACTION_TEXT.deliveryEmpty);
  if (text.length > DELIVERY_TEXT_MAX_LENGTH)
    throw new InvalidOrderActionError(ORDER_ACTION_TEXT.deliveryTooLong);
  return { version, delivery: { kind: 'text', text } };
}
