import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorDto } from '../../common/error.dto';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock';
import { idOf } from '../analysis/analysis-routes';
import { caseTitleOf } from '../analysis/case-records';
import { CurrentUser, UserGuard } from '../auth/user.guard';
import { User } from '../users/entities/user.entity';
import { InvalidCaseInputError } from './case-file.errors';
import { CaseFileService, stepView } from './case-file.service';
import { deadlinesCalendar } from './deadline-calendar';
import {
  CaseStepDto,
  DraftDto,
  ExportDraftDto,
  RecordStepDto,
  SaveDraftDto,
  TimelineDto,
  UpcomingDueDateDto,
} from './dto/case-file.dto';
import { Draft } from './entities/draft.entity';
import { EXPORT_CONTENT_TYPES, EXPORT_FORMATS, ExportFormat, renderLetter } from './letter-export';

function draftView(draft: Draft): DraftDto {
  return { text: draft.text, updatedAt: new Date(draft.updatedAt).toISOString() };
}

const FILE_RESPONSE = (format: ExportFormat) => ({
  description: `The letter as ${format.toUpperCase()} (Content-Disposition: attachment; filename="redress-letter-<id>.${format}")`,
  content: { [EXPORT_CONTENT_TYPES[format]]: { schema: { type: 'string', format: 'binary' } } },
});

@ApiTags('case-file')
@ApiCookieAuth()
@Controller('analysis/documents/:id')
@UseGuards(UserGuard)
@ApiUnauthorizedResponse({ description: 'Not signed in', type: ErrorDto })
@ApiNotFoundResponse({ description: 'No such case, or not yours', type: ErrorDto })
export class CaseFileController {
  constructor(
    private readonly caseFile: CaseFileService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  @Get('draft')
  @ApiOperation({
    summary: 'The saved letter of a case',
    description:
      "404 with code 'no-draft' until a draft has been saved (the page then composes one).",
  })
  @ApiOkResponse({ type: DraftDto })
  async draft(@CurrentUser() user: User, @Param('id') id: string): Promise<DraftDto> {
    return draftView(await this.caseFile.draftOf(user.id, idOf(id)));
  }

  @Put('draft')
  @ApiOperation({ summary: 'Save the letter of a case (replaces the saved text)' })
  @ApiBody({ type: SaveDraftDto })
  @ApiOkResponse({ type: DraftDto })
  @ApiBadRequestResponse({ description: 'Not text, or over 50,000 characters', type: ErrorDto })
  async saveDraft(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body() body: SaveDraftDto,
  ): Promise<DraftDto> {
    return draftView(await this.caseFile.saveDraft(user.id, idOf(id), body.text));
  }

  @Get('draft.docx')
  @ApiOperation({ summary: 'The saved letter as a Word document' })
  @ApiProduces(EXPORT_CONTENT_TYPES.docx)
  @ApiOkResponse(FILE_RESPONSE('docx'))
  async draftDocx(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const draft = await this.caseFile.draftOf(user.id, idOf(id));
    return this.sendLetter(reply, 'docx', draft.analysisDocumentId, draft.text);
  }

  @Get('draft.pdf')
  @ApiOperation({ summary: 'The saved letter as a PDF' })
  @ApiProduces(EXPORT_CONTENT_TYPES.pdf)
  @ApiOkResponse(FILE_RESPONSE('pdf'))
  async draftPdf(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const draft = await this.caseFile.draftOf(user.id, idOf(id));
    return this.sendLetter(reply, 'pdf', draft.analysisDocumentId, draft.text);
  }

  @Post('draft/export')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A letter text as DOCX or PDF, without saving it',
    description: 'For text not saved yet (the body carries it; a query string never does).',
  })
  @ApiQuery({ name: 'format', enum: EXPORT_FORMATS })
  @ApiBody({ type: ExportDraftDto })
  @ApiProduces(EXPORT_CONTENT_TYPES.docx, EXPORT_CONTENT_TYPES.pdf)
  @ApiOkResponse({
    description: 'The letter file',
    content: {
      [EXPORT_CONTENT_TYPES.docx]: { schema: { type: 'string', format: 'binary' } },
      [EXPORT_CONTENT_TYPES.pdf]: { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiBadRequestResponse({ description: 'Unknown format, or text too long', type: ErrorDto })
  async exportText(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Query('format') format: string,
    @Body() body: ExportDraftDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    if (!(EXPORT_FORMATS as readonly string[]).includes(format))
      throw new InvalidCaseInputError('format must be docx or pdf.');
    const document = await this.caseFile.ownedCase(user.id, idOf(id));
    return this.sendLetter(reply, format as ExportFormat, document.id, body.text);
  }

  @Post('steps')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Record a step taken on a case',
    description:
      'With decisionReceivedOn, the report’s time limits become due dates and reminder e-mails are scheduled 3 days and 1 day before each; recording any later step cancels the reminders still pending.',
  })
  @ApiBody({ type: RecordStepDto })
  @ApiCreatedResponse({ type: CaseStepDto })
  @ApiBadRequestResponse({
    description: 'Unknown stage, malformed or future date, reference too long',
    type: ErrorDto,
  })
  async recordStep(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body() body: RecordStepDto,
  ): Promise<CaseStepDto> {
    return stepView(await this.caseFile.recordStep(user.id, idOf(id), body));
  }

  @Get('timeline')
  @ApiOperation({
    summary: 'What has happened on a case, and its due dates',
    description:
      'Events oldest first (submitted, analysed, letter drafted, each recorded step). dueDates are the time limits whose trigger (decision, results, outcome, Completion of Procedures Letter, the matter itself, the submission) has been recorded and that no step has met, soonest first; waiting says what will start the others; met lists those a step has met.',
  })
  @ApiOkResponse({ type: TimelineDto })
  timeline(@CurrentUser() user: User, @Param('id') id: string): Promise<TimelineDto> {
    return this.caseFile.timeline(user.id, idOf(id));
  }

  @Get('deadlines.ics')
  @ApiOperation({ summary: 'The due dates of a case as an iCalendar file (all-day events)' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({
    description:
      'text/calendar: one event per due date whose trigger has happened (UID per time limit, SEQUENCE raised with each recorded step); a date a step has met is sent as cancelled',
    content: { 'text/calendar': { schema: { type: 'string' } } },
  })
  async calendar(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const document = await this.caseFile.ownedCase(user.id, idOf(id));
    const ics = deadlinesCalendar({
      caseId: document.id,
      caseTitle: caseTitleOf(document),
      ...(await this.caseFile.dueDatesOf(document.id)),
      now: this.clock.now(),
      host: new URL(this.config.publicUrl).hostname,
    });
    void reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="redress-deadlines-${document.id}.ics"`);
    return ics;
  }

  private async sendLetter(
    reply: FastifyReply,
    format: ExportFormat,
    documentId: number,
    text: string,
  ): Promise<Buffer> {
    const file = await renderLetter(format, text, `Letter for case ${documentId}`);
    void reply
      .header('content-type', EXPORT_CONTENT_TYPES[format])
      .header(
        'content-disposition',
        `attachment; filename="redress-letter-${documentId}.${format}"`,
      )
      .header('cache-control', 'private, no-store');
    return file;
  }
}

@ApiTags('case-file')
@ApiCookieAuth()
@Controller('analysis/due-dates')
@UseGuards(UserGuard)
@ApiUnauthorizedResponse({ description: 'Not signed in', type: ErrorDto })
export class DueDatesController {
  constructor(private readonly caseFile: CaseFileService) {}

  @Get()
  @ApiOperation({
    summary: "The open due dates on all the user's cases, most urgent first",
    description:
      'For each case, the open due dates of its timeline (triggers recorded, not yet met), including those overdue by up to a week.',
  })
  @ApiOkResponse({ type: [UpcomingDueDateDto] })
  list(@CurrentUser() user: User): Promise<UpcomingDueDateDto[]> {
    return this.caseFile.upcomingDueDates(user.id);
  }
}
