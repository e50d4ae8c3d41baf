import {
  applyDecorators,
  BadRequestException,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../common/app-error';
import { ErrorDto } from '../../common/error.dto';
import { namesOtherUser } from '../../common/named-user';
import { AppConfig } from '../../config/app-config';
import { isSubmissionKey, SUBMISSION_KEY_HEADER } from '@redress/domain';
import { CurrentUser, UserGuard } from '../auth/user.guard';
import { User } from '../users/entities/user.entity';
import {
  ANALYSIS_MESSAGES,
  AnalysisNotFoundError,
  CaseRefusedError,
  ForeignUserError,
  InvalidSubmissionKeyError,
  UploadRefusedError,
} from './analysis.errors';
import { AcceptedUpload, AnalysisService } from './analysis.service';
import { checkRemix, checkSubmission, displayFileName } from './case-submission';
import {
  AnalysisAllowanceDto,
  AnalysisDocumentDto,
  AnalysisProgressEventDto,
  AnalysisResultDto,
  RemixCaseDto,
  SubmitAnalysisDto,
} from './dto/analysis.dto';
import { AnalysisDocument } from './entities/analysis-document.entity';
import { AnalysisResult } from './entities/analysis-result.entity';
import { ProgressEvents } from './progress-events';
import { streamProgress } from './progress-stream';
import { UploadCheck } from './upload-check';

const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 64 * 1024;

/**
 * How long a form may take to deliver its next part. @fastify/busboy 3.2.6 never finishes a
 * form in which it skips a part larger than 16 KB (a part without a form-data
 * Content-Disposition, or with a line break in its file name): without a limit such a request
 * was never answered. Browsers send the parts back to back, so a pause this long between two
 * parts means a broken or hostile client.
 */
export const FORM_STALL_MS = 5_000;

/** The parts of a form, refusing it (400) when the next one takes longer than `stallMs`. */
export async function* withoutStalls<T>(
  parts: AsyncIterable<T>,
  stallMs: number,
): AsyncGenerator<T> {
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    // Only the wait for the next part is timed, not the caller's work on the one yielded.
    const next = await nextWithin(iterator, stallMs);
    if (next.done) return;
    yield next.value;
  }
}

async function nextWithin<T>(iterator: AsyncIterator<T>, ms: number): Promise<IteratorResult<T>> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new UploadRefusedError(400, ANALYSIS_MESSAGES.unreadableForm, 'unreadable-form')),
      ms,
    );
  });
  try {
    return await Promise.race([iterator.next(), stalled]);
  } finally {
    clearTimeout(timer);
  }
}

/** Errors of @fastify/multipart that already say the request is at fault (4xx). */
function hasClientStatus(error: unknown): boolean {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function idOf(raw: string): number {
  const id = Number(raw);
  // A malformed id names no case: the same 404 as someone else's.
  if (!/^\d{1,12}$/.test(raw) || !Number.isSafeInteger(id) || id <= 0)
    throw new AnalysisNotFoundError();
  return id;
}

/** The submission's name from the Idempotency-Key header, or null when none was sent. */
function submissionKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[SUBMISSION_KEY_HEADER.toLowerCase()];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !isSubmissionKey(value)) throw new InvalidSubmissionKeyError();
  return value;
}

export function documentView(document: AnalysisDocument): AnalysisDocumentDto {
  const { fileKey: _fileKey, user: _user, submissionKey: _key, ...visible } = document;
  return {
    ...visible,
    createdAt: new Date(document.createdAt).toISOString(),
    updatedAt: new Date(document.updatedAt).toISOString(),
  };
}

/**
 * The JSON of a report, made once per result object: AnalysisService hands out the same object
 * for a completed case while it keeps it in memory, and the bytes go when it does.
 */
const resultBodies = new WeakMap<AnalysisResult, Buffer>();

export function resultBody(result: AnalysisResult): Buffer {
  let body = resultBodies.get(result);
  if (!body) {
    body = Buffer.from(JSON.stringify(resultView(result)));
    resultBodies.set(result, body);
  }
  return body;
}

function resultView(result: AnalysisResult): AnalysisResultDto {
  return {
    id: result.id,
    analysisDocumentId: result.analysisDocumentId,
    content: result.content,
    tags: result.tags ?? [],
    createdAt: new Date(result.createdAt).toISOString(),
  };
}

/** The answers every way of submitting a case shares: the new case, its checks, the daily limit. */
function SubmissionResponses() {
  return applyDecorators(
    ApiCreatedResponse({ type: AnalysisDocumentDto }),
    ApiBadRequestResponse({ description: 'Missing or invalid fields', type: ErrorDto }),
    ApiTooManyRequestsResponse({
      description: 'Daily limit reached (Retry-After says when it resets)',
      type: ErrorDto,
    }),
  );
}

@ApiTags('analysis')
@ApiCookieAuth()
@Controller('analysis')
@UseGuards(UserGuard)
@ApiUnauthorizedResponse({ description: 'Not signed in', type: ErrorDto })
export class AnalysisController {
  constructor(
    private readonly analysis: AnalysisService,
    private readonly config: AppConfig,
    private readonly uploadCheck: UploadCheck,
    private readonly progressEvents: ProgressEvents,
  ) {}

  @Post('upload')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Submit a case for analysis',
    description:
      'JSON, or multipart/form-data with an optional `policyFile` (PDF, DOCX or TXT, checked by content). Stores the case as pending and queues its analysis. The free plan allows 3 per user per UTC day.',
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
    const { fields, file } = await this.readSubmission(request);
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
    summary: "The signed-in user's free analyses left today",
    description:
      'Shown before the intake form, so the daily limit is known before a case is written rather than after.',
  })
  @ApiOkResponse({ type: AnalysisAllowanceDto })
  async allowance(@CurrentUser() user: User): Promise<AnalysisAllowanceDto> {
    const allowance = await this.analysis.allowance(user.id);
    return { ...allowance, resetsAt: allowance.resetsAt.toISOString() };
  }

  @Get('documents/user/:userId')
  @ApiOperation({ summary: "The signed-in user's cases, newest first" })
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
  @ApiOperation({ summary: 'One case with its status and progress (owner only)' })
  @ApiOkResponse({ type: AnalysisDocumentDto })
  @ApiNotFoundResponse({ description: 'No such case, or not yours', type: ErrorDto })
  async findOne(@CurrentUser() user: User, @Param('id') id: string): Promise<AnalysisDocumentDto> {
    return documentView(await this.analysis.findOwned(user.id, idOf(id)));
  }

  @Post('documents/:id/retry')
  @HttpCode(200)
  @ApiOperation({
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

  @Get('documents/:id/events')
  @ApiOperation({
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

  @Get('results/:id')
  @ApiOperation({
    summary: 'The report of a case (id = the case id)',
    description: '404 until the analysis has completed (clients poll, spec 1 §7).',
  })
  @ApiOkResponse({ type: AnalysisResultDto })
  @ApiNotFoundResponse({ description: 'Not ready yet, no such case, or not yours', type: ErrorDto })
  @Header('Content-Type', 'application/json; charset=utf-8')
  async result(@CurrentUser() user: User, @Param('id') id: string): Promise<Buffer> {
    return resultBody(await this.analysis.resultFor(user.id, idOf(id)));
  }

  /** The fields and the file, from JSON or from multipart/form-data. */
  private async readSubmission(
    request: FastifyRequest,
  ): Promise<{ fields: Record<string, unknown>; file: Omit<AcceptedUpload, 'type'> | null }> {
    if (!request.isMultipart()) {
      const body = request.body ?? {};
      if (typeof body !== 'object' || Array.isArray(body))
        throw new BadRequestException('The request body must be a JSON object.');
      return { fields: body as Record<string, unknown>, file: null };
    }
    const fields: Record<string, unknown> = {};
    let file: Omit<AcceptedUpload, 'type'> | null = null;
    const maxBytes = this.config.analysis.uploadMaxBytes;
    try {
      const parts = request.parts({
        limits: { fileSize: maxBytes, files: 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
      });
      for await (const part of withoutStalls(parts, FORM_STALL_MS)) {
        if (part.type === 'file') {
          if (part.fieldname !== 'policyFile') {
            part.file.resume();
            throw new UploadRefusedError(400, ANALYSIS_MESSAGES.unexpectedFile);
          }
          const bytes = await part.toBuffer();
          // A form's file input with nothing chosen still sends an empty, unnamed part.
          if (bytes.length === 0 && !part.filename) continue;
          file = { bytes, fileName: displayFileName(part.filename) };
        } else {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        throw new UploadRefusedError(
          413,
          ANALYSIS_MESSAGES.uploadTooLarge(maxBytes / 1024 / 1024),
          'too-large',
        );
      if (code === 'FST_FILES_LIMIT')
        throw new UploadRefusedError(400, ANALYSIS_MESSAGES.oneFileOnly);
      if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
        throw new UploadRefusedError(413, 'The form has too many fields.', 'too-large');
      if (error instanceof AppError || hasClientStatus(error)) throw error;
      // Busboy reports a body that does not match the announced boundary (cut short, or a
      // boundary with a ';' in it) as a plain Error. Nothing but parsing happens in this loop,
      // so the fault is the request's: 400, not 500.
      throw new UploadRefusedError(400, ANALYSIS_MESSAGES.unreadableForm, 'unreadable-form');
    }
    return { fields, file };
  }
}
