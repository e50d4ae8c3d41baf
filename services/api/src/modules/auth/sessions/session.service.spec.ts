import type { Repository } from 'typeorm';
import { Clock } from '../../../common/clock';
import { AppConfig } from '../../../config/app-config';
import { Session } from '../entities/session.entity';
import { SessionService } from './session.service';

/** The sessions table in memory, counting reads. */
function sessionsTable() {
  const rows = new Map<string, Session>();
  const table = {
    reads: 0,
    rows,
    async insert(row: Session) {
      rows.set(row.id, { ...row });
    },
    async findOneBy({ id, kind }: { id: string; kind: string }) {
      table.reads++;
      const row = rows.get(id);
      return row && row.kind === kind ? { ...row } : null;
    },
    async update({ id }: { id: string }, change: Partial<Session>) {
      const row = rows.get(id);
      if (row) Object.assign(row, change);
    },
    async delete(where: { id?: string; userId?: number }) {
      for (const [id, row] of rows)
        if (where.id === id || (where.userId !== undefined && row.userId === where.userId))
          rows.delete(id);
    },
  };
  return table;
}

class MovableClock extends Clock {
  at = Date.parse('2026-11-23T12:00:00Z');
  override now(): Date {
    return new Date(this.at);
  }
}

function setUp(cacheSeconds: number) {
  const table = sessionsTable();
  const clock = new MovableClock();
  const config = AppConfig.from({ SESSION_CACHE_SECONDS: String(cacheSeconds) });
  const service = new SessionService(table as unknown as Repository<Session>, clock, config);
  return { table, service, clock };
}

describe('SessionService memory', () => {
  it('reads a session once for a burst of requests, and again after SESSION_CACHE_SECONDS', async () => {
    const { table, service, clock } = setUp(5);
    const token = await service.start('user', 7);
    for (let i = 0; i < 10; i++)
      expect(await service.resolve('user', token)).toMatchObject({ userId: 7 });
    expect(table.reads).toBe(1);
    clock.at += 4_000;
    await service.resolve('user', token);
    expect(table.reads).toBe(1);
    clock.at += 1_001;
    await service.resolve('user', token);
    expect(table.reads).toBe(2);
  });

  it('never answers a session of the other kind from memory', async () => {
    const { service } = setUp(5);
    const token = await service.start('user', 7);
    await service.resolve('user', token);
    expect(await service.resolve('admin', token)).toBeNull();
  });

  it('forgets a session at sign-out and a user’s sessions at account deletion', async () => {
    const { table, service } = setUp(5);
    const signedOut = await service.start('user', 7);
    await service.resolve('user', signedOut);
    await service.end('user', signedOut);
    expect(await service.resolve('user', signedOut)).toBeNull();

    const kept = await service.start('user', 8);
    const deleted = [await service.start('user', 9), await service.start('user', 9)];
    for (const token of [kept, ...deleted]) await service.resolve('user', token);
    await table.delete({ userId: 9 });
    service.forgetUser(9);
    for (const token of deleted) expect(await service.resolve('user', token)).toBeNull();
    expect(await service.resolve('user', kept)).toMatchObject({ userId: 8 });
  });

  it('with SESSION_CACHE_SECONDS=0 reads the table on every request', async () => {
    const { table, service } = setUp(0);
    const token = await service.start('user', 7);
    await service.resolve('user', token);
    await service.resolve('user', token);
    expect(table.reads).toBe(2);
  });
});
