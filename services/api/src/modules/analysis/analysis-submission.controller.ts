import { Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { SUBMISSION_KEY_HEADER } from '@redress/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorDto } from '../../common/error.dto';
import { namesOtherUser } from '../../common/named-user';
import { AppConfig } from '../../config/app-config';
import { CurrentUser } from '../auth/user.guard';
import { User } from '../users/entities/user.entity';
import { AnalysisRoutes, documentView, SubmissionResponses } from './analysis-routes';
import { CaseRefusedError, ForeignUserError } from './analysis.errors';
import { AcceptedUpload, AnalysisService } from './analysis.service';
import { checkSubmission } from './case-submission';
import { AnalysisAllowanceDto, AnalysisDocumentDto, SubmitAnalysisDto } from './dto/analysis.dto';
import { readSubmission, submissionKeyOf } from './submission-form';
import { UploadCheck } from './upload-check';

/** New cases: a submission, and how many the user may still submit today. */
@AnalysisRoutes()
export class AnalysisSubmissionController {
  constructor(
    private readonly analysis: AnalysisService,
    private readonly config: AppConfig,
    private readonly uploadCheck: UploadCheck,
  ) {}

  @Post('upload')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'AnalysisController_upload',
    summary: 'Submit a case for analysis',
    description:
      'JSON, or multipart/form-data with an optional `policyFile` (PDF, DOCX or TXT, checked by content). Stores the case as pending and queues its analysis. The free plan allows ANALYSES_PER_DAY (3 by default) per user per UTC day.',
  })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: SubmitAnalysisDto })
  @SubmissionResponses()
  @ApiForbiddenResponse({ description: 'userId names another account', type: ErrorDto })
  @ApiPayloadTooLargeResponse({
    description: 'The file or its content is too large',
    type: ErrorDto,
  })
  @ApiUnsupportedMediaTypeResponse({
    description: 'Not a PDF, DOCX or TXT document',
    type: ErrorDto,
  })
  @ApiUnprocessableEntityResponse({ description: 'Empty or unreadable document', type: ErrorDto })
  @ApiHeader({
    name: SUBMISSION_KEY_HEADER,
    required: false,
    description:
      'A name the client gives this submission (8 to 64 letters, digits, - or _; the web app sends a random UUID). Sent again with the same name, by the client or by a proxy retrying on another API process, it answers 201 with the case the first one stored (and `Idempotent-Replayed: true`) instead of storing a second.',
  })
  async upload(
    @CurrentUser() user: User,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AnalysisDocumentDto> {
    const key = submissionKeyOf(request);
    const { fields, file } = await readSubmission(request, this.config.analysis.uploadMaxBytes);
    if (namesOtherUser(fields.userId, user.id)) throw new ForeignUserError();
    const checked = checkSubmission(fields);
    if (!checked.ok) throw new CaseRefusedError(checked.problems, checked.fields);
    let upload: AcceptedUpload | null = null;
    if (file) {
      const type = await this.uploadCheck.check(file.bytes, file.fileName);
      upload = { ...file, type };
    }
    const { document, replayed } = await this.analysis.submit(
      user.id,
      checked.submission,
      upload,
      key,
    );
    if (replayed) void reply.header('idempotent-replayed', 'true');
    return documentView(document);
  }

  @Get('allowance')
  @ApiOperation({
    operationId: 'AnalysisController_allowance',
    summary: "The signed-in user's free analyses left today",
    description:
      'Shown before the intake form, so the daily limit is known before a case is written rather than after.',
  })
  @ApiOkResponse({ type: AnalysisAllowanceDto })
  async allowance(@CurrentUser() user: User): Promise<AnalysisAllowanceDto> {
    const allowance = await this.analysis.allowance(user.id);
    return { ...allowance, resetsAt: allowance.resetsAt.toISOString() };
  }
}
