// A TCP proxy in front of MariaDB that counts the statements passing through it, for measuring
// how many database reads something costs without changing the product: point the processes to
// watch at it (DATABASE_URL with its port) and read the counts. It reads the MySQL protocol's
// framing only: each command a client sends starts a packet with sequence number 0, and a text
// query (COM_QUERY, 0x03) carries its SQL after the command byte.
import { createServer, connect } from 'node:net';

const COM_QUERY = 0x03;
const COM_STMT_EXECUTE = 0x17;

/**
 * Starts the proxy on 127.0.0.1 (a free port unless `port`); resolves to { port, url(mysqlUrl),
 * counts(), close() }. counts() says how many SELECTs were sent in all, and how many UPDATEs of
 * each table.
 */
export async function startQueryCounter({
  host = '127.0.0.1',
  port: targetPort = 3306,
  listenPort = 0,
} = {}) {
  let selects = 0;
  let executes = 0;
  const updates = new Map();
  const sockets = new Set();

  const classify = (payload) => {
    if (payload[0] === COM_STMT_EXECUTE) executes += 1;
    if (payload[0] !== COM_QUERY) return;
    const sql = payload.subarray(1, 160).toString('utf8').trimStart();
    if (/^\(?\s*SELECT\b/i.test(sql)) selects += 1;
    const update = /^UPDATE\s+`?(\w+)`?/i.exec(sql);
    if (update) updates.set(update[1], (updates.get(update[1]) ?? 0) + 1);
  };

  const server = createServer((client) => {
    const upstream = connect(targetPort, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    upstream.pipe(client);
    let pending = Buffer.alloc(0);
    client.on('data', (chunk) => {
      upstream.write(chunk);
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      while (pending.length >= 4) {
        const length = pending.readUIntLE(0, 3);
        if (pending.length < 4 + length) break;
        if (pending[3] === 0 && length > 0) classify(pending.subarray(4, 4 + length));
        pending = pending.subarray(4 + length);
      }
    });
  });
  await new Promise((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    port,
    /** The same database URL, through this proxy. */
    url: (mysqlUrl) =>
      Object.assign(new URL(mysqlUrl), { hostname: '127.0.0.1', port: String(port) }).toString(),
    counts: () => ({ selects, executes, updates: Object.fromEntries(updates) }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
