import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { attachmentDownloadHeaders } from './attachment-download';
import { outboxListPage, outboxMessagePage } from './dev-mail.page';
import { OutboxMessage } from './entities/outbox-message.entity';

/**
 * `/dev/mail`: the dev outbox for people, not part of the API. It answers itself (rather than
 * throwing) so a 404 stays a 404 instead of becoming the single-page app's shell.
 */
@ApiExcludeController()
@Controller('dev/mail')
export class DevMailController {
  constructor(
    private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Get()
  async list(@Res() reply: FastifyReply): Promise<void> {
    if (this.config.isProduction) return this.notFound(reply);
    const messages = await this.dataSource
      .getRepository(OutboxMessage)
      .find({ order: { createdAt: 'DESC', id: 'DESC' }, take: 200 });
    this.html(reply, outboxListPage(messages));
  }

  @Get(':id')
  async show(@Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    if (this.config.isProduction) return this.notFound(reply);
    const message = await this.dataSource.getRepository(OutboxMessage).findOneBy({ id });
    if (!message) return this.notFound(reply);
    this.html(reply, outboxMessagePage(message));
  }

  /** An attachment as the recipient would save it (the .ics of a booking confirmation). */
  @Get(':id/attachments/:index')
  async attachment(
    @Param('id') id: string,
    @Param('index') index: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (this.config.isProduction) return this.notFound(reply);
    // A plain decimal position only: Number() would also read '', ' 1' or '1e0'.
    if (!/^(0|[1-9]\d{0,5})$/.test(index)) return this.notFound(reply);
    const message = await this.dataSource.getRepository(OutboxMessage).findOneBy({ id });
    const attachment = message?.attachments?.[Number(index)];
    if (!attachment) return this.notFound(reply);
    void reply
      .status(200)
      .headers(attachmentDownloadHeaders(attachment))
      .send(Buffer.from(attachment.content, 'utf8'));
  }

  private html(reply: FastifyReply, body: string): void {
    void reply
      .status(200)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);
  }

  private notFound(reply: FastifyReply): void {
    void reply
      .status(404)
      .type('application/json; charset=utf-8')
      .send({
        statusCode: 404,
        error: 'Not Found',
        message: 'Not found.',
        requestId: String(reply.request.id),
      });
  }
}
