import { analysisReportSchema, type AnalysisReport } from '@redress/analysis-engine';
import { createServer, get, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import request from 'supertest';
import { eventually } from './queue-fixture';

/** Waits until the case has finished (completed or failed) and returns it as the API shows it. */
export async function settledDocument(
  url: string,
  cookie: string,
  id: number,
  timeoutMs = 30_000,
): Promise<Record<string, unknown>> {
  const response = await eventually(
    () => request(url).get(`/api/analysis/documents/${id}`).set('cookie', cookie),
    (res) => res.status === 200 && ['completed', 'failed'].includes(res.body.status),
    timeoutMs,
  );
  return response.body;
}

export async function reportOf(url: string, cookie: string, id: number): Promise<AnalysisReport> {
  const response = await request(url)
    .get(`/api/analysis/results/${id}`)
    .set('cookie', cookie)
    .expect(200);
  expect(response.body).toMatchObject({
    analysisDocumentId: id,
    content: expect.any(String),
    tags: expect.any(Array),
  });
  return analysisReportSchema.parse(JSON.parse(response.body.content));
}

export interface ServerSentEvents {
  status: number;
  contentType: string;
  /** The parsed `data:` payloads, in order. */
  events: Record<string, unknown>[];
  comments: string[];
}

/** Reads a server-sent event stream until the server ends it. */
export function readEvents(
  url: string,
  cookie: string,
  timeoutMs = 30_000,
): Promise<ServerSentEvents> {
  return new Promise((resolve, reject) => {
    const req = get(url, { headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (buffer += chunk));
      res.on('end', () => {
        clearTimeout(timer);
        const frames = buffer.split('\n\n').filter(Boolean);
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          events: frames
            .flatMap((frame) => frame.split('\n'))
            .filter((line) => line.startsWith('data: '))
            .map((line) => JSON.parse(line.slice(6))),
          comments: frames.filter((frame) => frame.startsWith(':')),
        });
      });
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`The event stream did not end within ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('error', reject);
  });
}

export interface PolicyServer {
  url: string;
  hits: string[];
  close(): Promise<void>;
}

/** A local website serving the policy as an HTML page at /policy. */
export async function startPolicyServer(html: string): Promise<PolicyServer> {
  const hits: string[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    hits.push(req.url ?? '');
    if (req.url === '/policy') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Whitespace-insensitive containment, as the quote check compares. */
export function containsVerbatim(haystack: string, needle: string): boolean {
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
  return squash(haystack).includes(squash(needle));
}
