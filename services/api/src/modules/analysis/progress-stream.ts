import type { FastifyReply } from 'fastify';
import { AnalysisDocument } from './entities/analysis-document.entity';

type ProgressState = Pick<
  AnalysisDocument,
  'status' | 'progress' | 'progressPercent' | 'failureReason'
>;

export interface ProgressEvent {
  status: AnalysisDocument['status'];
  progress: string | null;
  percent: number;
  failureReason?: string;
}

export const PROGRESS_POLL_MS = 750;
const HEARTBEAT_MS = 15_000;
/** EventSource reconnects by itself, so a long-lived stream is cut now and then to free the server. */
const MAX_STREAM_MS = 10 * 60_000;

export function progressEvent(state: ProgressState): ProgressEvent {
  return {
    status: state.status,
    progress: state.progress,
    percent: state.progressPercent,
    ...(state.status === 'failed' && state.failureReason
      ? { failureReason: state.failureReason }
      : {}),
  };
}

const finished = (event: ProgressEvent) =>
  event.status === 'completed' || event.status === 'failed';

/**
 * Streams a case's progress as server-sent events. The job may run in another process, so each
 * connection reads the row again every PROGRESS_POLL_MS and sends an event when it changed; it
 * stops reading as soon as the client goes away, and ends after completed or failed.
 */
export function streamProgress(
  reply: FastifyReply,
  first: ProgressState,
  read: () => Promise<ProgressState | null>,
): void {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies such as nginx would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 3000\n\n');

  let last = '';
  let closed = false;
  let pollTimer: NodeJS.Timeout | undefined;
  const close = () => {
    if (closed) return;
    closed = true;
    clearTimeout(pollTimer);
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    raw.end();
  };
  const send = (state: ProgressState) => {
    const event = progressEvent(state);
    const data = JSON.stringify(event);
    if (data !== last) {
      last = data;
      raw.write(`data: ${data}\n\n`);
    }
    if (finished(event)) close();
  };
  const poll = async () => {
    if (closed) return;
    try {
      const state = await read();
      if (closed) return;
      if (!state) return close();
      send(state);
    } catch {
      // A failed read (database busy or briefly away) is tried again at the next tick.
    }
    if (!closed) pollTimer = setTimeout(() => void poll(), PROGRESS_POLL_MS);
  };

  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const lifetime = setTimeout(close, MAX_STREAM_MS);
  raw.on('close', close);
  send(first);
  if (!closed) pollTimer = setTimeout(() => void poll(), PROGRESS_POLL_MS);
}
