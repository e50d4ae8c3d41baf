// Many open progress streams (GET /api/analysis/documents/{id}/events, what the case page keeps
// open while a case runs) and what they cost the database: `npm run bench:progress` and the
// topology test measure with these.
import { request } from 'node:http';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens one server-sent event stream and follows it like a browser's EventSource: when the
 * connection breaks before the case has ended, it connects again after `retryMs`. Resolves
 * `opened` at the first event and `ended` with every event received once the case completed or
 * failed (or rejects after `timeoutMs`).
 */
export function followProgress({ url, cookie, headers = {}, retryMs = 1000, timeoutMs = 120_000 }) {
  const events = [];
  let reconnections = 0;
  let openedResolve;
  const opened = new Promise((resolve) => (openedResolve = resolve));
  let current;
  const ended = new Promise((resolve, reject) => {
    const deadline = setTimeout(() => {
      current?.destroy();
      reject(
        new Error(`The stream ${url} did not end within ${timeoutMs} ms (${events.length} events)`),
      );
    }, timeoutMs);
    const finish = () => {
      clearTimeout(deadline);
      resolve({ events, reconnections });
    };
    const connect = () => {
      let finished = false;
      let over = false;
      let buffer = '';
      // However the connection ends (the server ends the stream, or the connection breaks before
      // or during the answer), exactly one of: done, or connect again.
      const closed = () => {
        if (over) return;
        over = true;
        if (finished) finish();
        else retry();
      };
      current = request(
        url,
        { agent: false, headers: { cookie, accept: 'text/event-stream', ...headers } },
        (res) => {
          if (res.statusCode !== 200) {
            over = true;
            res.resume();
            clearTimeout(deadline);
            return reject(new Error(`The stream ${url} answered ${res.statusCode}`));
          }
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            buffer += chunk;
            let end;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const frame = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              for (const line of frame.split('\n')) {
                if (!line.startsWith('data: ')) continue;
                const event = JSON.parse(line.slice(6));
                events.push(event);
                openedResolve();
                if (event.status === 'completed' || event.status === 'failed') finished = true;
              }
            }
          });
          res.on('error', () => undefined);
          res.on('close', closed);
        },
      );
      current.on('error', closed);
      current.end();
    };
    const retry = () => {
      reconnections += 1;
      setTimeout(connect, retryMs);
    };
    connect();
  });
  return { opened, ended, close: () => current?.destroy() };
}

/**
 * Opens `count` streams spread over `cases` (each `{ id, cookie }`) against `origin`, `batch` at
 * a time, and resolves once every one has received its first event.
 */
export async function openStreams({ origin, cases, count, batch = 100, headers }) {
  const streams = [];
  for (let start = 0; start < count; start += batch) {
    const opening = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const { id, cookie } = cases[i % cases.length];
      const stream = followProgress({
        url: `${origin}/api/analysis/documents/${id}/events`,
        cookie,
        headers,
      });
      streams.push(stream);
      opening.push(stream.opened);
    }
    await Promise.all(opening);
  }
  return streams;
}

/**
 * What `count` open progress streams cost the database, with the workers held (`pause`) while
 * the streams open and for `idleSeconds`, then let go (`resume`) until every case has ended.
 * `reads()` counts the SELECTs of the API processes, `changes()` the writes of the cases' state
 * (the workers' UPDATEs of analysis_documents).
 */
export async function measureProgressStreams({
  origin,
  cases,
  count,
  idleSeconds,
  reads,
  changes,
  pause,
  resume,
  headers,
}) {
  await pause();
  const streams = await openStreams({ origin, cases, count, headers });
  await sleep(1000); // streams that opened before the process subscribed catch up once
  const idleStart = reads();
  const idleStarted = Date.now();
  await sleep(idleSeconds * 1000);
  const idleReads = reads() - idleStart;
  const idleElapsed = (Date.now() - idleStarted) / 1000;

  const runReadsStart = reads();
  const changesStart = changes();
  const runStarted = Date.now();
  await resume();
  const results = await Promise.all(streams.map((stream) => stream.ended));
  const runSeconds = (Date.now() - runStarted) / 1000;
  const runReads = reads() - runReadsStart;
  const stateChanges = changes() - changesStart;
  return {
    streams: streams.length,
    cases: cases.length,
    idleReadsPerSecond: idleReads / idleElapsed,
    runReads,
    runSeconds,
    stateChanges,
    readsPerChange: stateChanges ? runReads / stateChanges : Infinity,
    completed: results.filter((result) => result.events.at(-1)?.status === 'completed').length,
    eventsPerStream:
      results.reduce((sum, result) => sum + result.events.length, 0) / results.length,
  };
}
