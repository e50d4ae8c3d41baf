// Open-loop load: `connections` clients, each on its own kept-alive connection, each sending a
// request every 1/rate seconds from a random starting offset, as independent browsers would.
// (autocannon's own pacing fires every connection on the same tick, so each tick is a burst of
// all of them at once, and the latency it reports is mostly the wait behind that burst.)
// A latency is counted from when the request was due, not from when it was sent: a client held
// up by a slow answer sends late, and that wait is the server's delay too (coordinated omission).
import { Agent, request } from 'node:http';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function send(agent, url, headers) {
  return new Promise((resolve) => {
    const req = request(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode }));
      res.on('error', (error) => resolve({ error }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ error }));
    req.end();
  });
}

/** Percentile of an ascending array (nearest rank). */
const pick = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;

/**
 * Runs the clients for `seconds` and resolves with autocannon-shaped figures (requests.total,
 * requests.average, errors, non2xx, latency p50/p99/max in ms) so callers treat both alike.
 */
export async function pacedClients({ url, connections, rate, seconds, headers = {} }) {
  const interval = 1000 / rate;
  const end = performance.now() + seconds * 1000;
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  async function client() {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    let due = performance.now() + Math.random() * interval;
    while (due < end) {
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const result = await send(agent, url, headers);
      latencies.push(performance.now() - due);
      if (result.error) errors++;
      else if (result.status < 200 || result.status >= 300) non2xx++;
      due += interval;
    }
    agent.destroy();
  }
  await Promise.all(Array.from({ length: connections }, client));
  latencies.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    requests: { total: latencies.length, average: latencies.length / seconds },
    errors,
    non2xx,
    latency: {
      p50: round(pick(latencies, 0.5)),
      p99: round(pick(latencies, 0.99)),
      max: round(latencies.at(-1) ?? NaN),
    },
  };
}
