import { apiFetch, apiPost } from './apiFetch';

describe('apiFetch', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 204 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  function sent(): { path: string; init: RequestInit; headers: Headers } {
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    if (!path || !init) throw new Error('fetch was not called');
    return { path, init, headers: new Headers(init.headers) };
  }

  it('sends the session cookie and a JSON content type', async () => {
    await apiFetch('/api/auth/me');
    const { path, init, headers } = sent();
    expect(path).toBe('/api/auth/me');
    expect(init.credentials).toBe('include');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init.body).toBeUndefined();
  });

  it('POSTs the body as JSON', async () => {
    await apiPost('/api/auth/magic-link', { email: 'a@b.edu' });
    const { init } = sent();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.edu"}');
  });

  it('POSTs an empty object when there is no body, never an empty JSON body', async () => {
    await apiPost('/api/auth/logout');
    expect(sent().init.body).toBe('{}');
  });
});
