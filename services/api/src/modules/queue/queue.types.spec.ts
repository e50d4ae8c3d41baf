import { jobId } from './queue.types';
import { redisOptionsFromUrl } from './redis-connection';

describe('jobId', () => {
  it('joins parts into an id BullMQ accepts (no colons, never purely numeric)', () => {
    expect(jobId('analyse', 42)).toBe('analyse-42');
    expect(jobId('mail', 'a:b/c')).toBe('mail-a_b_c');
  });
});

describe('redisOptionsFromUrl', () => {
  it('reads host, port, credentials, database and TLS from the URL', () => {
    expect(redisOptionsFromUrl('rediss://user:p%40ss@cache.internal:6380/2')).toMatchObject({
      host: 'cache.internal',
      port: 6380,
      username: 'user',
      password: 'p@ss',
      db: 2,
      tls: {},
      maxRetriesPerRequest: null,
    });
    expect(redisOptionsFromUrl('redis://127.0.0.1')).toMatchObject({
      host: '127.0.0.1',
      port: 6379,
      db: 0,
      tls: undefined,
    });
  });
});
