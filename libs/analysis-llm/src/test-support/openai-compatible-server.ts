import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

export type Reply =
  | { kind: 'tool-call'; arguments: string }
  | { kind: 'status'; status: number }
  | { kind: 'delay'; ms: number; then: Reply };

export interface FakeOpenAiServer {
  baseUrl: string;
  /** Request bodies received, in order. */
  requests: Record<string, unknown>[];
  close(): Promise<void>;
}

function completion(toolArguments: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'test-model',
    choices: [
      {
        index: 0,
        finish_reason: 'tool_calls',
        message: {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'call_1',
              type: 'function',
              function: { name: 'case_analysis', arguments: toolArguments },
            },
          ],
        },
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

/**
 * A local OpenAI-compatible chat-completions endpoint on a free port, answering each request
 * with the next scripted reply (the last one repeats).
 */
export async function startFakeOpenAiServer(replies: Reply[]): Promise<FakeOpenAiServer> {
  const requests: Record<string, unknown>[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const answer = (reply: Reply, res: ServerResponse) => {
    if (reply.kind === 'delay') {
      const timer = setTimeout(() => answer(reply.then, res), reply.ms);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (reply.kind === 'status') {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'upstream failure', type: 'server_error' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(completion(reply.arguments)));
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      requests.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
      answer(replies[Math.min(requests.length - 1, replies.length - 1)], res);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}
