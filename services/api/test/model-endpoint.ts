import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible model endpoint. While `hang` is set it never answers (a
 * test kills the worker while it waits, so the case is caught mid-analysis); otherwise it fails
 * at once, so the LLM mode falls back to the embedded engine.
 */
export async function startModelEndpoint() {
  const state = { hang: true, requests: 0 };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    state.requests += 1;
    req.resume();
    if (state.hang) return;
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'model unavailable', type: 'server_error' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return Object.assign(state, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    /** The settings that point a worker's language model at this endpoint. */
    env: (): Record<string, string> => ({
      LLM_PROVIDER: 'openai',
      LLM_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      LLM_MODEL: 'test-model',
      LLM_TIMEOUT_MS: '60000',
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
