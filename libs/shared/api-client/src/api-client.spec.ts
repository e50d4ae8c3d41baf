import { ApiError, apiClient, apiError } from './index';

describe('apiClient', () => {
  const fetchMock = jest.fn<Promise<Response>, [Request]>();

  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue(Response.json({}, { status: 200 }));
  });

  /** The call as the API receives it (the client sends relative paths; tests need an origin). */
  const via = { baseUrl: 'http://redress.test', fetch: fetchMock as unknown as typeof fetch };

  function sent(): Request {
    const request = fetchMock.mock.calls[0]?.[0];
    if (!request) throw new Error('fetch was not called');
    return request;
  }

  it('sends the session cookie and asks for JSON', async () => {
    await apiClient.GET('/api/auth/me', via);
    const request = sent();
    expect(new URL(request.url).pathname).toBe('/api/auth/me');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('content-type')).toBeNull();
  });

  it('POSTs the body as JSON', async () => {
    await apiClient.POST('/api/auth/magic-link', { ...via, body: { email: 'a@b.edu' } });
    const request = sent();
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.text()).toBe('{"email":"a@b.edu"}');
  });

  it('POSTs an empty object to a route that takes no body, never an empty JSON body', async () => {
    await apiClient.POST('/api/auth/logout', via);
    const request = sent();
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.credentials).toBe('include');
    expect(await request.text()).toBe('{}');
  });

  it('leaves a multipart body to the browser', async () => {
    await apiClient.POST('/api/admin/orders/{id}/deliver', {
      ...via,
      params: { path: { id: '1' } },
      body: { version: 1 },
      bodySerializer: () => {
        const form = new FormData();
        form.append('text', 'The review');
        return form;
      },
    });
    expect(sent().headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('keeps a request alive after the page is gone when asked', async () => {
    await apiClient.PUT('/api/analysis/documents/{id}/draft', {
      ...via,
      params: { path: { id: '7' } },
      body: { text: 'Dear Sir or Madam' },
      keepalive: true,
    });
    expect(sent().keepalive).toBe(true);
  });
});

describe('apiError', () => {
  it("keeps the caller's words, the status and what the server said", () => {
    const error = apiError('Failed to create booking', new Response(null, { status: 409 }), {
      statusCode: 409,
      error: 'Conflict',
      message: 'This time slot has just been booked.',
      code: 'slot-taken',
      requestId: 'r-1',
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      message: 'Failed to create booking',
      status: 409,
      code: 'slot-taken',
      serverMessage: 'This time slot has just been booked.',
      requestId: 'r-1',
      details: [],
    });
  });

  it("puts the server's words first when asked, the caller's when it sent none", () => {
    const refused = new Response(null, { status: 401 });
    expect(
      apiError(
        'Login failed',
        refused,
        { message: 'Invalid credentials' },
        { preferServerMessage: true },
      ).message,
    ).toBe('Invalid credentials');
    expect(
      apiError('Login failed', refused, 'Unauthorized', { preferServerMessage: true }).message,
    ).toBe('Login failed');
  });

  it('ignores what is not text, and keeps the validation details', () => {
    const error = apiError('Failed', new Response(null, { status: 400 }), {
      message: '  ',
      code: 7,
      details: ['email must be an email', 3],
    });
    expect(error).toMatchObject({ code: undefined, serverMessage: undefined });
    expect(error.details).toEqual(['email must be an email']);
    expect(apiError('Failed', new Response(null, { status: 502 }), 'x')).toMatchObject({
      status: 502,
      serverMessage: undefined,
      details: [],
    });
  });

  it('reads a list of messages as one text', () => {
    const error = apiError('Failed', new Response(null, { status: 400 }), {
      message: ['email must be an email', 'next must be a path'],
    });
    expect(error.serverMessage).toBe('email must be an email next must be a path');
  });

  it('carries every property of the answer, also those the document adds later', () => {
    const body = { message: 'Check the form', fields: { title: 'Give your case a title.' } };
    expect(apiError('Failed', new Response(null, { status: 400 }), body).body).toEqual(body);
  });
});
