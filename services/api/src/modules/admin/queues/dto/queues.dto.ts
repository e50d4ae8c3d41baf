import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  FAILED_JOBS_MAX_PAGE_SIZE,
  FAILED_JOBS_PAGE_SIZE,
  pageLimitMessage,
} from '@redress/domain';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_OFFSET } from '../../listings/listing-query';
import { ToNumber } from '../../../../common/to-number';

export class QueueCountsDto {
  @ApiProperty() waiting!: number;
  @ApiProperty() active!: number;
  @ApiProperty() delayed!: number;
  @ApiProperty() failed!: number;
  @ApiProperty() completed!: number;
}

export class QueueDto {
  @ApiProperty({ example: 'jobs' }) name!: string;
  @ApiProperty({ enum: ['bullmq', 'in-process'] }) driver!: string;
  @ApiProperty({ enum: ['up', 'down'] }) status!: string;
  @ApiPropertyOptional({ description: 'Why the queue is down' }) message?: string;
  @ApiProperty({
    type: QueueCountsDto,
    nullable: true,
    description: 'Null while the queue is down',
  })
  counts!: QueueCountsDto | null;
}

export class FailedJobDto {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'mail.send', description: 'What the job does' }) name!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The error of the last attempt' })
  error!: string | null;
  @ApiProperty() attempts!: number;
  @ApiProperty() maxAttempts!: number;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) failedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) createdAt!: string | null;
}

export class FailedJobsQueryDto {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: FAILED_JOBS_MAX_PAGE_SIZE,
    default: FAILED_JOBS_PAGE_SIZE,
  })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'limit must be a whole number.' })
  @Min(1, { message: pageLimitMessage(FAILED_JOBS_MAX_PAGE_SIZE) })
  @Max(FAILED_JOBS_MAX_PAGE_SIZE, { message: pageLimitMessage(FAILED_JOBS_MAX_PAGE_SIZE) })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_OFFSET, default: 0 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'offset must be a whole number.' })
  @Min(0, { message: 'offset cannot be negative.' })
  @Max(MAX_OFFSET, { message: `offset must be at most ${MAX_OFFSET.toLocaleString('en-US')}.` })
  offset?: number;
}

export class RetriedJobDto {
  @ApiProperty() id!: string;
  @ApiProperty({ example: true }) retried!: boolean;
}
