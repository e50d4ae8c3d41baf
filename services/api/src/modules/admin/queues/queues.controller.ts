import {
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { FAILED_JOBS_PAGE_SIZE } from '@redress/domain';
import type { FastifyReply } from 'fastify';
import { ErrorDto } from '../../../common/error.dto';
import { JobQueue } from '../../queue/queue.types';
import { AdminAuditService } from '../audit/admin-audit.service';
import { FailedJobNotFoundError, UnknownQueueError } from '../admin.errors';
import { AdminGuard, CurrentAdmin } from '../admin.guard';
import { AdminUser } from '../entities/admin-user.entity';
import { TOTAL_HEADER } from '../listings/admin-listings.controller';
import { FailedJobDto, FailedJobsQueryDto, QueueDto, RetriedJobDto } from './dto/queues.dto';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The queues page: counts per queue, failed jobs with their errors, and retry. */
@ApiTags('admin')
@ApiCookieAuth('admin')
@Controller('admin/queues')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'No admin session' })
@ApiForbiddenResponse({ type: ErrorDto, description: 'A student session' })
export class QueuesController {
  constructor(
    private readonly queue: JobQueue,
    private readonly audit: AdminAuditService,
  ) {}

  /** Every queue of the product; one today (jobs), whatever the driver. */
  private queueNamed(name: string): JobQueue {
    if (name !== this.queue.name) throw new UnknownQueueError(name);
    return this.queue;
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Each queue with its waiting, active, delayed, failed and completed counts',
  })
  @ApiOkResponse({ type: [QueueDto] })
  async list(): Promise<QueueDto[]> {
    const health = await this.queue.health();
    return [
      {
        name: this.queue.name,
        driver: health.driver,
        status: health.status,
        ...(health.message ? { message: health.message } : {}),
        counts: health.counts ?? null,
      },
    ];
  }

  @Get(':queue/failed')
  @ApiOperation({ summary: 'Failed jobs of a queue with their errors, most recent first' })
  @ApiOkResponse({
    type: [FailedJobDto],
    headers: { [TOTAL_HEADER]: { description: 'Failed jobs in all', schema: { type: 'integer' } } },
  })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Bad limit or offset' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such queue' })
  async failed(
    @Param('queue') name: string,
    @Query() query: FailedJobsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<FailedJobDto[]> {
    const page = await this.queueNamed(name).failedJobs(
      query.offset ?? 0,
      query.limit ?? FAILED_JOBS_PAGE_SIZE,
    );
    void reply.header(TOTAL_HEADER, String(page.total)).header('Cache-Control', 'no-store');
    return page.jobs.map((job) => ({
      id: job.id,
      name: job.name,
      error: job.error,
      attempts: job.attempts,
      maxAttempts: job.maxAttempts,
      failedAt: iso(job.failedAt),
      createdAt: iso(job.createdAt),
    }));
  }

  @Post(':queue/jobs/:id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Run a failed job again, with a fresh set of attempts' })
  @ApiOkResponse({ type: RetriedJobDto })
  @ApiNotFoundResponse({
    type: ErrorDto,
    description: 'No such queue, or no failed job with this id',
  })
  async retry(
    @CurrentAdmin() admin: AdminUser,
    @Param('queue') name: string,
    @Param('id') id: string,
  ): Promise<RetriedJobDto> {
    const retried = await this.queueNamed(name).retry(id);
    await this.audit.record(admin, {
      action: 'queue.retry',
      detail: `${name}/${id}`,
      outcome: retried ? 'ok' : 'failed',
      message: retried ? null : 'No failed job with this id',
    });
    if (!retried) throw new FailedJobNotFoundError();
    return { id, retried: true };
  }
}
