import { Get, Param, Res } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorDto } from '../../common/error.dto';
import { CurrentUser } from '../auth/user.guard';
import { User } from '../users/entities/user.entity';
import { AnalysisRoutes, idOf } from './analysis-routes';
import { AnalysisNotFoundError } from './analysis.errors';
import { AnalysisService } from './analysis.service';
import { AnalysisProgressEventDto } from './dto/analysis.dto';
import { ProgressEvents } from './progress-events';
import { streamProgress } from './progress-stream';

/** A case's live progress, as server-sent events. */
@AnalysisRoutes()
export class AnalysisProgressController {
  constructor(
    private readonly analysis: AnalysisService,
    private readonly progressEvents: ProgressEvents,
  ) {}

  @Get('documents/:id/events')
  @ApiOperation({
    operationId: 'AnalysisController_events',
    summary: 'Live progress of a case (server-sent events)',
    description:
      'Each `data:` line is a JSON AnalysisProgressEvent, sent on every change; the stream ends after status completed or failed. Comment lines (": keep-alive") keep the connection open.',
  })
  @ApiProduces('text/event-stream')
  @ApiExtraModels(AnalysisProgressEventDto)
  @ApiOkResponse({
    description: 'A text/event-stream of AnalysisProgressEvent',
    content: {
      'text/event-stream': { schema: { $ref: getSchemaPath(AnalysisProgressEventDto) } },
    },
  })
  @ApiNotFoundResponse({ description: 'No such case, or not yours', type: ErrorDto })
  async events(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const documentId = idOf(id);
    const opened = await streamProgress(
      reply,
      () => this.analysis.progressOf(user.id, documentId),
      { events: this.progressEvents, documentId },
    );
    if (!opened) throw new AnalysisNotFoundError();
  }
}
