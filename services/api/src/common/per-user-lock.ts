import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/**
 * Runs one user's check-then-insert work one request at a time, so a limit counted before an
 * insert ("3 analyses a day", "3 upcoming consultations") holds under parallel requests.
 * MySQL/MariaDB: a transaction that first locks the user's row (`FOR UPDATE`), across every API
 * process; a second request waits there until the first commits, then counts its row. SQLite
 * (the embedded mode, one process): a queue per user in memory.
 */
@Injectable()
export class PerUserLock {
  private readonly queues = new Map<number, Promise<unknown>>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  run<T>(userId: number, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.dataSource.options.type === 'mysql') {
      return this.dataSource.transaction('READ COMMITTED', async (manager) => {
        await manager.query('SELECT id FROM users WHERE id = ? FOR UPDATE', [userId]);
        return work(manager);
      });
    }
    return this.inTurn(userId, () => work(this.dataSource.manager));
  }

  private async inTurn<T>(userId: number, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(userId) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(work);
    this.queues.set(userId, current);
    try {
      return await current;
    } finally {
      if (this.queues.get(userId) === current) this.queues.delete(userId);
    }
  }
}
