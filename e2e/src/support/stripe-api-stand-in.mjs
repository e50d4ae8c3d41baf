#!/usr/bin/env node
// A local stand-in for the part of Stripe's API the product uses during the browser tests:
// create and retrieve PaymentIntents, with idempotency keys honoured and Stripe's error shape.
// The Playwright config starts it before the product (whose STRIPE_API_URL points here), and
// the tests read intents back from it to sign webhooks the way Stripe would send them.
// Stripe itself cannot be reached from this machine.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.env.E2E_STRIPE_PORT ?? 3197);
const secretKey = process.env.STRIPE_SECRET_KEY ?? '';
const intents = new Map();
const byIdempotencyKey = new Map();

const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const json = (status, value) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    const error = (status, message) =>
      json(status, { error: { type: 'invalid_request_error', message } });
    const path = (request.url ?? '').split('?')[0];
    if (path === '/health') return json(200, { ok: true });
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return error(401, 'Invalid API Key provided');

    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const key = request.headers['idempotency-key'];
      if (typeof key === 'string' && byIdempotencyKey.has(key))
        return json(200, byIdempotencyKey.get(key));
      const params = Object.fromEntries(new URLSearchParams(body));
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 1) return error(400, 'Invalid integer: amount');
      const id = `pi_e2e${randomBytes(8).toString('hex')}`;
      const metadata = {};
      for (const [name, value] of Object.entries(params)) {
        const match = /^metadata\[(.+)\]$/.exec(name);
        if (match) metadata[match[1]] = value;
      }
      const intent = {
        id,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: params.currency,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        description: params.description ?? null,
        metadata,
        payment_method: null,
        payment_method_types: ['card'],
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      intents.set(id, intent);
      if (typeof key === 'string') byIdempotencyKey.set(key, intent);
      return json(200, intent);
    }
    const retrieve = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/.exec(path);
    if (request.method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[1]);
      return intent ? json(200, intent) : error(404, `No such payment_intent: '${retrieve[1]}'`);
    }
    error(404, `Unrecognized request URL (${request.method}: ${path})`);
  });
});

server.listen(port, '127.0.0.1', () => {
  console.error(`Stripe API stand-in listening on http://127.0.0.1:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
