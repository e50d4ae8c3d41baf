import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  port: number;
  /** Requests seen, as "METHOD path". */
  hits: string[];
  close(): Promise<void>;
}

/** An HTTP server on a loopback address and port 0 (or the given port), for tests. */
export async function startHttpServer(
  handler: (request: http.IncomingMessage, response: http.ServerResponse) => void,
  host = '127.0.0.1',
  port = 0,
): Promise<LocalServer> {
  const hits: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = http.createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    handler(request, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A raw TCP server, for answers no well-behaved HTTP server would give. */
export async function startRawServer(
  onConnection: (socket: net.Socket) => void,
  host = '127.0.0.1',
): Promise<{ port: number; connections: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const state = { connections: 0 };
  const server = net.createServer((socket) => {
    state.connections++;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get connections() {
      return state.connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
