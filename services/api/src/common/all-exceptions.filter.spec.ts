import { ArgumentsHost, BadRequestException, NotFoundException } from '@nestjs/common';
import { AllExceptionsFilter, SpaFallback } from './all-exceptions.filter';
import { AppError } from './app-error';
import { InvalidFieldsError } from './invalid-fields.error';

class QuotaExceededError extends AppError {
  readonly statusCode = 429;
  constructor() {
    super('You have used your 3 analyses for today.');
    this.headers['Retry-After'] = '3600';
  }
}

function harness(request: Partial<{ method: string; url: string; id: string }> = {}) {
  const sent: { status?: number; body?: unknown; headers: Record<string, string> } = {
    headers: {},
  };
  const reply = {
    sent: false,
    status(code: number) {
      sent.status = code;
      return this;
    },
    header(name: string, value: string) {
      sent.headers[name] = value;
      return this;
    },
    send(body: unknown) {
      sent.body = body;
      return this;
    },
  };
  const host = {
    getType: () => 'http',
    switchToHttp: () => ({
      getRequest: () => ({ method: 'GET', url: '/api/x', id: 'req-1', ...request }),
      getResponse: () => reply,
    }),
  } as unknown as ArgumentsHost;
  return { host, sent };
}

describe('AllExceptionsFilter', () => {
  const filter = new AllExceptionsFilter();

  it('answers a named application error with its status, message and headers', () => {
    const { host, sent } = harness();
    filter.catch(new QuotaExceededError(), host);
    expect(sent.status).toBe(429);
    expect(sent.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'You have used your 3 analyses for today.',
      requestId: 'req-1',
    });
    expect(sent.headers['Retry-After']).toBe('3600');
  });

  it('joins validation messages and lists them', () => {
    const { host, sent } = harness();
    filter.catch(new BadRequestException(['a is wrong', 'b is wrong']), host);
    expect(sent.body).toMatchObject({
      statusCode: 400,
      message: 'a is wrong; b is wrong',
      details: ['a is wrong', 'b is wrong'],
    });
  });

  it('answers refused fields with every problem and the first of each field by name', () => {
    const { host, sent } = harness();
    const long = `Unknown field "${'x'.repeat(1000)}".`;
    filter.catch(
      new InvalidFieldsError([long, 'title is wrong', 'title is empty'], {
        ['x'.repeat(1000)]: long,
        title: 'title is wrong',
      }),
      host,
    );
    const body = sent.body as { message: string; details: string[]; fields: object };
    expect(sent.status).toBe(400);
    expect(body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      requestId: 'req-1',
    });
    // A hostile key is no form's field: its problem stays in details, clipped.
    expect(body.fields).toEqual({ title: 'title is wrong' });
    expect(body.details.slice(1)).toEqual(['title is wrong', 'title is empty']);
    expect(body.details[0].length).toBeLessThanOrEqual(301);
    expect(body.message).toBe(body.details.join('; '));
  });

  it('hides the details of unexpected errors', () => {
    const { host, sent } = harness();
    filter.catch(new Error('ER_PARSE_ERROR near SELECT * FROM users'), host);
    expect(sent.status).toBe(500);
    expect(JSON.stringify(sent.body)).not.toMatch(/SELECT|ER_PARSE/);
    expect(sent.body).toMatchObject({ requestId: 'req-1', error: 'Internal Server Error' });
  });

  it('answers 503 when the database cannot be reached', () => {
    const { host, sent } = harness();
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), {
      code: 'ECONNREFUSED',
    });
    filter.catch(error, host);
    expect(sent.status).toBe(503);
    expect(sent.body).toMatchObject({
      message: 'The database is unavailable right now. Please try again in a moment.',
    });
  });

  it('keeps the 4xx of the HTTP layer (too large, unsupported type) without internals', () => {
    const { host, sent } = harness();
    filter.catch(Object.assign(new Error('Request body is too large'), { statusCode: 413 }), host);
    expect(sent).toMatchObject({ status: 413, body: { message: 'The request is too large.' } });
  });

  it('clips validation messages that quote a huge input', () => {
    const { host, sent } = harness();
    const name = 'x'.repeat(100_000);
    filter.catch(new BadRequestException([`property ${name} should not exist`]), host);
    const body = sent.body as { message: string; details: string[] };
    expect(body.details[0]).toMatch(/^property x+…$/);
    expect(body.details[0].length).toBeLessThanOrEqual(301);
    expect(body.message).toBe(body.details[0]);
  });

  it.each([
    [
      'FST_ERR_BAD_URL',
      400,
      "'/api/x/%zz' is not a valid url component",
      'The address is not valid.',
    ],
    [
      'FST_ERR_MAX_PARAM_LENGTH',
      414,
      "'/api/x/aaaa' is exceeding the max param length",
      'A part of the address is too long.',
    ],
  ])(
    'answers the router error %s in the product shape, without quoting the URL',
    (code, status, raw, message) => {
      const { host, sent } = harness({ id: 'req-9' });
      filter.catch(Object.assign(new URIError(raw), { code, statusCode: status }), host);
      expect(sent).toMatchObject({
        status,
        body: { statusCode: status, message, requestId: 'req-9', error: expect.any(String) },
      });
    },
  );

  it('hands unmatched browser navigations to the single-page app', () => {
    const spa: SpaFallback = { serves: () => true, send: jest.fn() };
    const { host, sent } = harness({ url: '/dashboard' });
    new AllExceptionsFilter(spa).catch(new NotFoundException(), host);
    expect(spa.send).toHaveBeenCalled();
    expect(sent.status).toBeUndefined();
  });
});
