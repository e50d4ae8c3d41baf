import { BadRequestException, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { SUBMISSION_KEY_HEADER } from '@redress/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorDto } from '../../common/error.dto';
import { CurrentUser } from '../auth/user.guard';
import { User } from '../users/entities/user.entity';
import { AnalysisRoutes, documentView, idOf, SubmissionResponses } from './analysis-routes';
import { ANALYSIS_MESSAGES, CaseRefusedError, ForeignUserError } from './analysis.errors';
import { AnalysisService } from './analysis.service';
import { checkRemix } from './case-submission';
import { AnalysisDocumentDto, RemixCaseDto } from './dto/analysis.dto';
import { submissionKeyOf } from './submission-form';

/** The user's cases: the list, one case, and running one again (as it was, or corrected). */
@AnalysisRoutes()
export class AnalysisDocumentsController {
  constructor(private readonly analysis: AnalysisService) {}

  @Get('documents/user/:userId')
  @ApiOperation({
    operationId: 'AnalysisController_listForUser',
    summary: "The signed-in user's cases, newest first",
  })
  @ApiOkResponse({ type: [AnalysisDocumentDto] })
  @ApiForbiddenResponse({ description: "Another user's list", type: ErrorDto })
  async listForUser(
    @CurrentUser() user: User,
    @Param('userId') userId: string,
  ): Promise<AnalysisDocumentDto[]> {
    if (userId !== String(user.id)) throw new ForeignUserError(ANALYSIS_MESSAGES.foreignList);
    return (await this.analysis.listFor(user.id)).map(documentView);
  }

  @Get('documents/:id')
  @ApiOperation({
    operationId: 'AnalysisController_findOne',
    summary: 'One case with its status and progress (owner only)',
  })
  @ApiOkResponse({ type: AnalysisDocumentDto })
  @ApiNotFoundResponse({ description: 'No such case, or not yours', type: ErrorDto })
  async findOne(@CurrentUser() user: User, @Param('id') id: string): Promise<AnalysisDocumentDto> {
    return documentView(await this.analysis.findOwned(user.id, idOf(id)));
  }

  @Post('documents/:id/retry')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'AnalysisController_retry',
    summary: 'Run a failed analysis again',
    description:
      'Only for a failed case; the same case, so it does not count against the daily limit.',
  })
  @ApiOkResponse({ type: AnalysisDocumentDto })
  @ApiNotFoundResponse({ description: 'No such case, or not yours', type: ErrorDto })
  @ApiConflictResponse({ description: 'The case has not failed', type: ErrorDto })
  async retry(@CurrentUser() user: User, @Param('id') id: string): Promise<AnalysisDocumentDto> {
    return documentView(await this.analysis.retry(user.id, idOf(id)));
  }

  @Post('documents/:id/remix')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'AnalysisController_remix',
    summary: 'Start a case again from one of your own, with a corrected story',
    description:
      "A new case from the intake fields (the story corrected or added to) and the earlier case's policy: its link, or a copy of its uploaded document, so nothing is uploaded again. The earlier case is not changed, and the new one names it (`remixOfId`) so its page can say what changed. Counts against the daily limit like any submission.",
  })
  @ApiBody({ type: RemixCaseDto })
  @SubmissionResponses()
  @ApiNotFoundResponse({ description: 'No such case, or not yours', type: ErrorDto })
  @ApiConflictResponse({
    description: "The earlier case's uploaded policy is no longer stored",
    type: ErrorDto,
  })
  @ApiHeader({
    name: SUBMISSION_KEY_HEADER,
    required: false,
    description:
      'As for POST /api/analysis/upload: a repeat under the same name answers the case stored first.',
  })
  async remix(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AnalysisDocumentDto> {
    const key = submissionKeyOf(request);
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body))
      throw new BadRequestException('The request body must be a JSON object.');
    // Whose case it is comes first: someone else's id answers 404 whatever the body says.
    const earlier = await this.analysis.findOwned(user.id, idOf(id));
    const checked = checkRemix(body as Record<string, unknown>, earlier);
    if (!checked.ok) throw new CaseRefusedError(checked.problems, checked.fields);
    const { document, replayed } = await this.analysis.remix(
      user.id,
      earlier,
      checked.submission,
      key,
    );
    if (replayed) void reply.header('idempotent-replayed', 'true');
    return documentView(document);
  }
}
