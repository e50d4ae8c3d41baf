import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class DependencyCountsDto {
  @ApiProperty() waiting!: number;
  @ApiProperty() active!: number;
  @ApiProperty() delayed!: number;
  @ApiProperty() failed!: number;
  @ApiProperty() completed!: number;
}

export class DatabaseHealthDto {
  @ApiProperty({ enum: ['up', 'down'] }) status!: 'up' | 'down';
  @ApiProperty({ enum: ['sqlite', 'mysql'] }) driver!: 'sqlite' | 'mysql';
  @ApiPropertyOptional() message?: string;
}

export class QueueHealthDto {
  @ApiProperty({ enum: ['up', 'down'] }) status!: 'up' | 'down';
  @ApiProperty({ enum: ['bullmq', 'in-process'] }) driver!: 'bullmq' | 'in-process';
  @ApiPropertyOptional() message?: string;
  @ApiPropertyOptional({ type: DependencyCountsDto }) counts?: DependencyCountsDto;
}

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status!: 'ok' | 'degraded';
  @ApiProperty({ type: DatabaseHealthDto }) database!: DatabaseHealthDto;
  @ApiProperty({ type: QueueHealthDto }) queue!: QueueHealthDto;
}
