import { AppConfig } from './app-config';
import { ConfigurationError, parseEnvironment } from './config.schema';

describe('environment configuration', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const config = AppConfig.from({});
    expect(config.port).toBe(3000);
    expect(config.database.type).toBe('sqlite');
    expect(config.queue.driver).toBe('in-process');
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('switches to MySQL and BullMQ when their URLs are set', () => {
    const config = AppConfig.from({
      DATABASE_URL: 'mysql://u:p@db:3306/redress',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config.database).toMatchObject({ type: 'mysql', url: 'mysql://u:p@db:3306/redress' });
    expect(config.queue).toMatchObject({
      driver: 'bullmq',
      redisUrl: 'redis://cache:6379',
      prefix: 'redress',
    });
  });

  it('gives the SQL tool its own connection when ADMIN_SQL_DATABASE_URL is set', () => {
    const base = { DATABASE_URL: 'mysql://u:p@db:3306/redress' };
    expect(AppConfig.from(base).adminSqlDatabaseUrl).toBeNull();
    expect(
      AppConfig.from({ ...base, ADMIN_SQL_DATABASE_URL: 'mysql://ro:pw@db:3306/redress' })
        .adminSqlDatabaseUrl,
    ).toBe('mysql://ro:pw@db:3306/redress');
  });

  it("reads the LLM_* variables with the analysis library's rules and defaults", () => {
    expect(AppConfig.from({}).analysis.llm).toBeNull();
    expect(AppConfig.from({ LLM_PROVIDER: 'anthropic', LLM_API_KEY: 'k' }).analysis.llm).toEqual({
      provider: 'anthropic',
      model: 'claude-3-5-haiku-latest',
      apiKey: 'k',
      baseUrl: undefined,
      timeoutMs: 30_000,
    });
    expect(() => parseEnvironment({ LLM_PROVIDER: 'anthropic' })).toThrow(
      /LLM_API_KEY: is required/,
    );
    expect(() => parseEnvironment({ LLM_PROVIDER: 'openai', LLM_BASE_URL: 'localhost' })).toThrow(
      /LLM_BASE_URL: must be a URL/,
    );
  });

  it('trusts the proxies named, never every hop of X-Forwarded-For', () => {
    expect(AppConfig.from({}).trustProxy).toBe(false);
    expect(AppConfig.from({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(AppConfig.from({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(AppConfig.from({ TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
  });

  it('serves the remotes from the API by default, and names the origins of remotes served elsewhere', () => {
    expect(AppConfig.from({}).web).toMatchObject({
      remotes: {
        student: '/remotes/student/mf-manifest.json',
        admin: '/remotes/admin/mf-manifest.json',
      },
      remoteOrigins: [],
    });
    expect(
      AppConfig.from({
        REMOTE_STUDENT_URL: 'https://student.cdn.example/v2/mf-manifest.json',
        REMOTE_ADMIN_URL: 'https://admin.redress.example:8443/mf-manifest.json',
      }).web.remoteOrigins,
    ).toEqual(['https://student.cdn.example', 'https://admin.redress.example:8443']);
    expect(
      AppConfig.from({
        REMOTE_STUDENT_URL: 'https://cdn.example/student/mf-manifest.json',
        REMOTE_ADMIN_URL: 'https://cdn.example/admin/mf-manifest.json',
      }).web.remoteOrigins,
    ).toEqual(['https://cdn.example']);
  });

  it('treats empty values as unset', () => {
    expect(AppConfig.from({ DATABASE_URL: '', PORT: '' }).database.type).toBe('sqlite');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://db/redress' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, not-an-address' }, 'TRUST_PROXY'],
    [{ QUEUE_PREFIX: 'has:colon' }, 'QUEUE_PREFIX'],
    [{ REMOTE_STUDENT_URL: 'student.cdn.example/mf-manifest.json' }, 'REMOTE_STUDENT_URL'],
    [{ REMOTE_STUDENT_URL: '//student.cdn.example/mf-manifest.json' }, 'REMOTE_STUDENT_URL'],
    [{ REMOTE_ADMIN_URL: '/mf-manifest.json' }, 'REMOTE_ADMIN_URL'],
    [{ REMOTE_ADMIN_URL: 'ftp://cdn.example/mf-manifest.json' }, 'REMOTE_ADMIN_URL'],
    [{ ADMIN_SQL_DATABASE_URL: 'mysql://ro:pw@db:3306/redress' }, 'ADMIN_SQL_DATABASE_URL'],
    [
      { DATABASE_URL: 'mysql://u:p@db/r', ADMIN_SQL_DATABASE_URL: 'postgres://db/r' },
      'ADMIN_SQL_DATABASE_URL',
    ],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => parseEnvironment(env)).toThrow(ConfigurationError);
    try {
      parseEnvironment(env);
    } catch (error) {
      expect((error as ConfigurationError).problems.join('\n')).toMatch(
        new RegExp(`^${name}:`, 'm'),
      );
    }
  });

  it('lists every bad variable at once', () => {
    try {
      parseEnvironment({ PORT: 'x', REDIS_URL: 'nope' });
      throw new Error('expected a ConfigurationError');
    } catch (error) {
      expect((error as ConfigurationError).problems).toHaveLength(2);
    }
  });
});
