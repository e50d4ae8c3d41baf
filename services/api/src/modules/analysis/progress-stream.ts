import type { FastifyReply } from 'fastify';
import type { CaseProgressState, ProgressEvents } from './progress-events';

export interface ProgressEvent {
  status: CaseProgressState['status'];
  progress: string | null;
  percent: number;
  failureReason?: string;
}

export const PROGRESS_POLL_MS = 750;
const HEARTBEAT_MS = 15_000;
/** EventSource reconnects by itself, so a long-lived stream is cut now and then to free the server. */
const MAX_STREAM_MS = 10 * 60_000;

export function progressEvent(state: CaseProgressState): ProgressEvent {
  return {
    status: state.status,
    progress: state.progress,
    percent: state.progressPercent,
    ...(state.status === 'failed' && state.failureReason
      ? { failureReason: state.failureReason }
      : {}),
  };
}

const finished = (status: CaseProgressState['status']) =>
  status === 'completed' || status === 'failed';

/**
 * How far along a state is: a later run is further than any state of an earlier one; within a
 * run the percentage only grows and an ended run is as far as it gets. A state that arrives
 * after a further one (a message overtaken by a read) is not shown: the bar never goes back.
 */
function isBehind(state: CaseProgressState, shown: CaseProgressState): boolean {
  if (state.runs !== shown.runs) return state.runs < shown.runs;
  const rank = (s: CaseProgressState) => (finished(s.status) ? Infinity : s.progressPercent);
  return rank(state) < rank(shown);
}

/**
 * Streams a case's progress as server-sent events, one on every change, until the case has
 * completed or failed or the client goes away. Resolves false, having sent nothing, when `read`
 * finds no case (the caller answers 404).
 *
 * With a progress bus (Redis), the state each change was written with arrives from the bus: no
 * database read per change, whatever the number of open streams. The stream watches before its
 * first read, so no change can fall between the two, and reads again only when the bus may have
 * missed something. Without one, each stream reads the case every PROGRESS_POLL_MS (the job may
 * run in another process) and sends what changed.
 */
export async function streamProgress(
  reply: FastifyReply,
  read: () => Promise<CaseProgressState | null>,
  bus: { events: ProgressEvents; documentId: number },
): Promise<boolean> {
  // Until the stream is open, what the bus says waits here.
  const early: CaseProgressState[] = [];
  let resyncEarly = false;
  let onChange: (state: CaseProgressState) => void = (state) => early.push(state);
  let onResync: () => void = () => (resyncEarly = true);
  const stopWatching = bus.events.live
    ? bus.events.watch(bus.documentId, {
        changed: (state) => onChange(state),
        resync: () => onResync(),
      })
    : () => {};
  let first: CaseProgressState | null;
  try {
    first = await read();
  } catch (error) {
    stopWatching();
    throw error;
  }
  if (!first) {
    stopWatching();
    return false;
  }

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

  let shown: CaseProgressState | null = null;
  let lastData = '';
  let closed = false;
  let pollTimer: NodeJS.Timeout | undefined;
  const close = () => {
    if (closed) return;
    closed = true;
    stopWatching();
    clearTimeout(pollTimer);
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    raw.end();
  };
  const send = (state: CaseProgressState) => {
    if (closed || (shown && isBehind(state, shown))) return;
    shown = state;
    const data = JSON.stringify(progressEvent(state));
    if (data !== lastData) {
      lastData = data;
      raw.write(`data: ${data}\n\n`);
    }
    if (finished(state.status)) close();
  };
  const readAgain = async () => {
    if (closed) return;
    try {
      const state = await read();
      if (!state) return close();
      send(state);
    } catch {
      // A failed read (database busy or briefly away) is tried again at the next tick.
    }
  };
  const poll = async () => {
    await readAgain();
    if (!closed) pollTimer = setTimeout(() => void poll(), PROGRESS_POLL_MS);
  };

  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const lifetime = setTimeout(close, MAX_STREAM_MS);
  raw.on('close', close);
  send(first);
  for (const state of early) send(state);
  onChange = send;
  onResync = () => void readAgain();
  if (resyncEarly) void readAgain();
  if (!bus.events.live && !closed) pollTimer = setTimeout(() => void poll(), PROGRESS_POLL_MS);
  return true;
}
