// node:http/https rather than fetch/undici: a per-request `lookup` is all it takes to pin the
// connection to the address that was checked, while the URL's hostname still drives the Host
// header, TLS SNI and certificate verification. The global fetch offers no such hook without
// adding undici as a dependency, and its automatic redirects and decompression would have to
// be turned off anyway. node:http also hands over the raw body stream for byte counting.
// (Default imports: the refusal tests spy on http.request to prove no connection is attempted.)
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { PolicyTarget } from './policy-url';

export interface PinnedRequestOptions {
  target: PolicyTarget;
  /** The checked address: the connection goes there and nowhere else. */
  address: string;
  family: 4 | 6;
  headers: Record<string, string>;
  signal: AbortSignal;
  connectTimeoutMs: number;
}

export class ConnectTimeoutError extends Error {
  constructor() {
    super('connect timeout');
    this.name = 'ConnectTimeoutError';
  }
}

/**
 * A lookup that answers every question with the checked address. Node calls it with
 * `all: true` when it may try several addresses (autoSelectFamily, the default on Node 20):
 * the answer is then a list of exactly one.
 */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address, family },
      ]);
    } else {
      callback(null, address, family);
    }
  };
}

/** Sends one GET and resolves with the response head; the body is left to the caller. */
export function sendPinnedRequest(options: PinnedRequestOptions): Promise<http.IncomingMessage> {
  const { target, address, family, headers, signal, connectTimeoutMs } = options;
  const secure = target.url.protocol === 'https:';
  const requestOptions: https.RequestOptions = {
    method: 'GET',
    protocol: target.url.protocol,
    hostname: target.host,
    port: target.port,
    path: `${target.url.pathname}${target.url.search}`,
    headers,
    lookup: pinnedLookup(address, family),
    // A fresh socket per request: a pooled one may have been opened for another address.
    agent: false,
    signal,
  };
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(requestOptions, resolve);
    request.on('error', reject);
    request.once('socket', (socket) => {
      const timer = setTimeout(() => request.destroy(new ConnectTimeoutError()), connectTimeoutMs);
      const done = () => clearTimeout(timer);
      socket.once(secure ? 'secureConnect' : 'connect', done);
      socket.once('close', done);
    });
    request.end();
  });
}
