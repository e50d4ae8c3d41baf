import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { withTimeout } from '../../common/with-timeout';
import { JobQueue } from '../queue/queue.types';
import { HealthDto } from './dto/health.dto';

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
  ) {}

  async check(): Promise<HealthDto> {
    const driver = this.dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite';
    const database: HealthDto['database'] = await withTimeout(
      this.dataSource.query('SELECT 1'),
      2000,
    ).then(
      () => ({ status: 'up' as const, driver }),
      (error: Error) => ({
        status: 'down' as const,
        driver,
        message: `The database is unreachable: ${error.message}`,
      }),
    );
    const queue = await this.queue.health();
    return {
      status: database.status === 'up' && queue.status === 'up' ? 'ok' : 'degraded',
      database,
      queue,
    };
  }
}
