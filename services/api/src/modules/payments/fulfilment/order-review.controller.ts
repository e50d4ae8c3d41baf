import { Controller, Get, Param, Res, UseGuards } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorDto } from '../../../common/error.dto';
import { CurrentUser, UserGuard } from '../../auth/user.guard';
import { User } from '../../users/entities/user.entity';
import { orderIdOf } from './admin-orders.controller';
import { OrderFulfilmentService } from './order-fulfilment.service';

/** The student downloads the review an operator delivered for their order. */
@ApiTags('orders')
@ApiCookieAuth()
@Controller('orders')
@UseGuards(UserGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
export class OrderReviewController {
  constructor(private readonly fulfilment: OrderFulfilmentService) {}

  @Get(':id/review')
  @ApiOperation({
    summary: 'The delivered review of one of your orders, as a download',
    description:
      'The PDF or DOCX the operator attached, or the review written in the page as a text file.',
  })
  @ApiProduces(
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'text/plain',
  )
  @ApiOkResponse({ description: 'The file (Content-Disposition: attachment)' })
  @ApiNotFoundResponse({
    type: ErrorDto,
    description: 'No such order, not yours, or nothing delivered yet',
  })
  async review(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const orderId = orderIdOf(id);
    const review = await this.fulfilment.review(user.id, orderId);
    const file =
      'text' in review
        ? {
            bytes: Buffer.from(review.text, 'utf8'),
            fileName: `review-order-${orderId}.txt`,
            contentType: 'text/plain; charset=utf-8',
          }
        : review;
    // The stored name is the operator's; only its safe characters go into the header.
    const ascii = file.fileName.replace(/[^\w.\- ]/g, '_');
    void reply
      .header('content-type', file.contentType)
      .header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      )
      .header('cache-control', 'private, no-store');
    return file.bytes;
  }
}
