import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { gzipSync } from 'node:zlib';
import JSZip from 'jszip';
import { startHttpServer, startRawServer, type LocalServer } from '../test-support/local-server';
import { DOCX_CONTENT_TYPE, fetchPolicy, type FetchPolicyOptions } from './fetch-policy';
import {
  PolicyLinkEmptyError,
  PolicyLinkRefusedError,
  PolicyLinkTimeoutError,
  PolicyLinkTooLargeError,
  PolicyLinkTooManyRedirectsError,
  PolicyLinkUnreachableError,
  PolicyLinkUnsupportedTypeError,
} from './policy-fetch.errors';

// These tests reach servers on 127.0.0.1 under made-up names. Only 127.0.0.1/32 is
// allow-listed, so every other loopback address (127.0.0.2, ::1) still stands in for a
// forbidden target: were a check to fail, the request would land on a second local server
// that counts its hits, and never leave the machine.
const local = (overrides: FetchPolicyOptions = {}): FetchPolicyOptions => ({
  allowPrivateRanges: ['127.0.0.1/32'],
  allowedPorts: 'any',
  resolver: async () => [{ address: '127.0.0.1', family: 4 }],
  timeoutMs: 3_000,
  ...overrides,
});

const servers: { close(): Promise<void> }[] = [];
async function serve(
  handler: Parameters<typeof startHttpServer>[0],
  host?: string,
  port?: number,
): Promise<LocalServer> {
  const server = await startHttpServer(handler, host, port);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const POLICY_PAGE = `<!doctype html>
<html><head><title>Academic Appeals Policy | Example University</title>
<script>window.tracking = "should never appear";</script>
<style>body { color: red }</style></head>
<body>
<nav><a href="/">Home</a> | <a href="/about">About us</a> | <a href="/contact">Contact</a></nav>
<header><p>Example University Student Services</p></header>
<main><article>
<h1>Academic Appeals Policy</h1>
<p>This policy explains how a student may ask the University to review a decision about
their academic progress, an assessment outcome or an award, and what happens next.</p>
<h2>1. Scope</h2>
<p>1.1 This policy applies to all taught and research students who wish to appeal against a
decision of an examination board, a progression panel or an academic misconduct panel.</p>
<h2>2. Deadlines</h2>
<p>2.1 An appeal must be lodged within ten (10) working days of the publication of the
decision, using the appeal form, and sent to the Appeals Office with supporting evidence.</p>
<p>2.2 Late appeals are considered only where the student shows good reason for the delay,
such as illness, bereavement or another circumstance outside their control.</p>
<h3>2.3 Extensions</h3>
<ul><li>Requests for an extension go to the Appeals Office.</li><li>They are answered within 5 days.</li></ul>
</article></main>
<footer>Copyright Example University. Cookie settings. Privacy notice.</footer>
</body></html>`;

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');

async function docxBytes(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types/>');
  zip.file('word/document.xml', '<w:document><w:body><w:p>1.1 Appeals</w:p></w:body></w:document>');
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('fetchPolicy against local servers', () => {
  it('reduces a web page to its main text, headings and section numbers on their own lines', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(POLICY_PAGE);
    });
    const result = await fetchPolicy(
      `http://policies.example.test:${server.port}/appeals`,
      local(),
    );
    expect(result).toMatchObject({
      kind: 'text',
      contentType: 'text/html',
      finalUrl: `http://policies.example.test:${server.port}/appeals`,
    });
    if (result.kind !== 'text') throw new Error('expected text');
    expect(result.title).toContain('Academic Appeals Policy');
    const lines = result.text.split('\n');
    expect(lines).toContain('1. Scope');
    expect(lines).toContain('2. Deadlines');
    expect(lines).toContain('2.3 Extensions');
    expect(lines).toContainEqual(expect.stringMatching(/^1\.1 This policy applies to all taught/));
    expect(lines).toContainEqual(
      expect.stringMatching(/^2\.1 An appeal must be lodged within ten/),
    );
    expect(lines).toContain('Requests for an extension go to the Appeals Office.');
    // A heading is a passage boundary: blank line before and after.
    const scope = lines.indexOf('2. Deadlines');
    expect([lines[scope - 1], lines[scope + 1]]).toEqual(['', '']);
    expect(result.text).not.toMatch(/tracking|color: red|About us|Cookie settings/);
    expect(server.hits).toEqual(['GET /appeals']);
  });

  it('decodes plain text in the declared charset', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' });
      res.end(Buffer.from('Règlement des recours\r\n1.1 Délai: 10 jours.\r\n', 'latin1'));
    });
    const result = await fetchPolicy(`http://policies.example.test:${server.port}/p.txt`, local());
    expect(result).toEqual({
      kind: 'text',
      contentType: 'text/plain',
      finalUrl: `http://policies.example.test:${server.port}/p.txt`,
      text: 'Règlement des recours\n1.1 Délai: 10 jours.\n',
    });
  });

  it('decompresses a gzip-encoded page', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
      res.end(gzipSync('3.1 Complaints are answered within 20 working days.'));
    });
    const result = await fetchPolicy(`http://a.test:${server.port}/`, local());
    expect(result).toMatchObject({ text: '3.1 Complaints are answered within 20 working days.' });
  });

  it('passes PDF and DOCX through as bytes, recognising mislabelled ones by content', async () => {
    const docx = await docxBytes();
    const server = await serve((req, res) => {
      const [type, body] =
        req.url === '/policy.pdf'
          ? ['application/pdf', PDF_BYTES]
          : req.url === '/download?id=7'
            ? ['application/octet-stream', PDF_BYTES]
            : req.url === '/policy.docx'
              ? [DOCX_CONTENT_TYPE, docx]
              : ['application/octet-stream', docx];
      res.writeHead(200, { 'content-type': type });
      res.end(body);
    });
    const base = `http://files.example.test:${server.port}`;
    await expect(fetchPolicy(`${base}/policy.pdf`, local())).resolves.toEqual({
      kind: 'document',
      finalUrl: `${base}/policy.pdf`,
      contentType: 'application/pdf',
      bytes: PDF_BYTES,
    });
    await expect(fetchPolicy(`${base}/download?id=7`, local())).resolves.toMatchObject({
      kind: 'document',
      contentType: 'application/pdf',
      bytes: PDF_BYTES,
    });
    await expect(fetchPolicy(`${base}/policy.docx`, local())).resolves.toMatchObject({
      kind: 'document',
      contentType: DOCX_CONTENT_TYPE,
      bytes: docx,
    });
    await expect(fetchPolicy(`${base}/blob`, local())).resolves.toMatchObject({
      kind: 'document',
      contentType: DOCX_CONTENT_TYPE,
    });
  });

  it('refuses types it cannot read, by label and by content', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/logo.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      } else {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        res.end(Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]));
      }
    });
    const base = `http://files.example.test:${server.port}`;
    await expect(fetchPolicy(`${base}/logo.png`, local())).rejects.toBeInstanceOf(
      PolicyLinkUnsupportedTypeError,
    );
    await expect(fetchPolicy(`${base}/setup.pdf`, local())).rejects.toThrow(
      'This link leads to a file Redress cannot read. Links to a web page, a PDF, a Word (DOCX) or a plain-text document work.',
    );
  });

  it('calls a page without text empty', async () => {
    const server = await serve((req, res) => {
      const type =
        req.url === '/blank.txt'
          ? 'text/plain'
          : req.url === '/e.pdf'
            ? 'application/pdf'
            : 'text/html';
      res.writeHead(200, { 'content-type': type });
      res.end(
        req.url === '/app'
          ? '<html><head><title>Portal</title></head><body><script>render()</script><div id="root"></div></body></html>'
          : req.url === '/blank.txt'
            ? ' \n\t\n'
            : '',
      );
    });
    for (const path of ['/app', '/blank.txt', '/e.pdf']) {
      await expect(fetchPolicy(`http://a.test:${server.port}${path}`, local())).rejects.toThrow(
        new PolicyLinkEmptyError('The page at this link has no readable text.'),
      );
    }
  });

  it('reports error statuses and refused connections as unreachable', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<p>Not found</p>');
    });
    const error = await fetchPolicy(`http://a.test:${server.port}/gone`, local()).catch((e) => e);
    expect(error).toBeInstanceOf(PolicyLinkUnreachableError);
    expect(error).toMatchObject({
      status: 404,
      message: 'The website answered with an error (HTTP 404) instead of the policy.',
    });
    const closedPort = server.port;
    await server.close();
    servers.splice(0);
    const refused = await fetchPolicy(`http://a.test:${closedPort}/`, local()).catch((e) => e);
    expect(refused).toBeInstanceOf(PolicyLinkUnreachableError);
    expect(refused.message).toBe('The website could not be reached.');
    expect(refused.detail).toContain('ECONNREFUSED');
  });

  describe('DNS rebinding', () => {
    // Two servers on one port: 127.0.0.1 (allowed) and 127.0.0.2 (loopback, refused). The
    // resolver answers 127.0.0.1 the first time and 127.0.0.2 afterwards, as a rebinding
    // name would.
    async function rebindingPair() {
      const good = await serve((req, res) => {
        if (req.url === '/start') {
          res.writeHead(302, { location: '/policy' });
          res.end();
          return;
        }
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('1.1 The checked server answered.');
      });
      const evil = await serve(
        (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.end('secret internal data');
        },
        '127.0.0.2',
        good.port,
      );
      let calls = 0;
      const resolver = jest.fn(async () => [
        { address: calls++ === 0 ? '127.0.0.1' : '127.0.0.2', family: 4 },
      ]);
      return { good, evil, resolver };
    }

    it('connects to the address it checked, not to what the name resolves to later', async () => {
      const { good, evil, resolver } = await rebindingPair();
      const result = await fetchPolicy(
        `http://rebind.example.test:${good.port}/policy`,
        local({ resolver }),
      );
      expect(result).toMatchObject({ text: '1.1 The checked server answered.' });
      expect(resolver).toHaveBeenCalledTimes(1);
      expect(good.hits).toEqual(['GET /policy']);
      expect(evil.hits).toEqual([]);
    });

    it('re-checks the name on a redirect and refuses the rebound address', async () => {
      const { good, evil, resolver } = await rebindingPair();
      await expect(
        fetchPolicy(`http://rebind.example.test:${good.port}/start`, local({ resolver })),
      ).rejects.toBeInstanceOf(PolicyLinkRefusedError);
      expect(resolver).toHaveBeenCalledTimes(2);
      expect(good.hits).toEqual(['GET /start']);
      expect(evil.hits).toEqual([]);
    });

    it('refuses a name whose answer mixes the allowed address with a refused one', async () => {
      const { good, evil } = await rebindingPair();
      const resolver = async () => [
        { address: '127.0.0.1', family: 4 },
        { address: '127.0.0.2', family: 4 },
      ];
      await expect(
        fetchPolicy(`http://mixed.example.test:${good.port}/policy`, local({ resolver })),
      ).rejects.toBeInstanceOf(PolicyLinkRefusedError);
      expect(good.hits).toEqual([]);
      expect(evil.hits).toEqual([]);
    });
  });

  describe('redirects', () => {
    it('follows up to three redirects, relative or absolute, and reports the final address', async () => {
      const server = await serve((req, res) => {
        const step = Number(req.url?.slice(1));
        if (step < 3) {
          res.writeHead(step === 1 ? 301 : 307, {
            location:
              step === 1 ? `http://other.example.test:${server.port}/${step + 1}` : `/${step + 1}`,
          });
          res.end();
          return;
        }
        if (step === 3) {
          res.writeHead(308, { location: '4' });
          res.end();
          return;
        }
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(`page ${step}`);
      });
      const result = await fetchPolicy(`http://a.test:${server.port}/1`, local());
      expect(result).toMatchObject({
        text: 'page 4',
        finalUrl: `http://other.example.test:${server.port}/4`,
      });
      expect(server.hits).toEqual(['GET /1', 'GET /2', 'GET /3', 'GET /4']);
    });

    it('gives up after the redirect limit', async () => {
      const server = await serve((req, res) => {
        res.writeHead(302, { location: `/${Number(req.url?.slice(1)) + 1}` });
        res.end();
      });
      await expect(fetchPolicy(`http://a.test:${server.port}/0`, local())).rejects.toThrow(
        new PolicyLinkTooManyRedirectsError('This link redirects too many times (more than 3).'),
      );
      expect(server.hits).toEqual(['GET /0', 'GET /1', 'GET /2', 'GET /3']);
      await expect(
        fetchPolicy(`http://a.test:${server.port}/0`, local({ maxRedirects: 0 })),
      ).rejects.toBeInstanceOf(PolicyLinkTooManyRedirectsError);
    });

    it('refuses redirects to private, local or non-web targets', async () => {
      const internal = await serve((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('internal');
      }, '127.0.0.2');
      const targets = [
        `http://127.0.0.2:${internal.port}/`,
        `http://2130706434:${internal.port}/`,
        `http://[::ffff:127.0.0.2]:${internal.port}/`,
        `http://[::1]:${internal.port}/`,
        `http://localhost:${internal.port}/`,
        'http://169.254.169.254/latest/meta-data/',
        'file:///etc/passwd',
        `http://user:pw@a.test:${internal.port}/`,
      ];
      const server = await serve((req, res) => {
        res.writeHead(302, { location: targets[Number(req.url?.slice(1))] });
        res.end();
      });
      for (let i = 0; i < targets.length; i++) {
        await expect(
          fetchPolicy(`http://a.test:${server.port}/${i}`, local()),
        ).rejects.toBeInstanceOf(PolicyLinkRefusedError);
      }
      expect(server.hits).toHaveLength(targets.length);
      expect(internal.hits).toEqual([]);
    });
  });

  describe('size cap', () => {
    const cap = 64 * 1024;

    it('refuses a declared length over the cap without reading the body', async () => {
      let closed = false;
      const server = await serve((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(10 * cap) });
        res.write('x'.repeat(1024));
        res.on('close', () => (closed = true));
      });
      await expect(
        fetchPolicy(`http://a.test:${server.port}/`, local({ maxBytes: cap })),
      ).rejects.toThrow(
        new PolicyLinkTooLargeError(
          'The document at this link is larger than 64 KB, the most Redress fetches. Please upload it as a file instead.',
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(closed).toBe(true);
    });

    it('stops a chunked body that grows past the cap', async () => {
      let written = 0;
      let closed = false;
      const server = await serve((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.on('close', () => (closed = true));
        const pump = () => {
          while (!closed && written < 100 * cap) {
            written += 4096;
            if (!res.write('<p>' + 'a'.repeat(4089) + '</p>')) return void res.once('drain', pump);
          }
          res.end();
        };
        pump();
      });
      await expect(
        fetchPolicy(`http://a.test:${server.port}/`, local({ maxBytes: cap })),
      ).rejects.toBeInstanceOf(PolicyLinkTooLargeError);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(closed).toBe(true);
      expect(written).toBeLessThan(100 * cap);
    });

    it('stops a body without any length that runs until the connection closes', async () => {
      const server = await startRawServer((socket) => {
        socket.once('data', () => {
          socket.write('HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\n');
          socket.end(Buffer.alloc(4 * cap, 'z'));
        });
      });
      servers.push(server);
      await expect(
        fetchPolicy(`http://a.test:${server.port}/`, local({ maxBytes: cap })),
      ).rejects.toBeInstanceOf(PolicyLinkTooLargeError);
    });

    it('counts the decompressed bytes: a small gzip body cannot expand past the cap', async () => {
      const bomb = gzipSync(Buffer.alloc(50 * cap, ' '));
      expect(bomb.length).toBeLessThan(cap);
      const server = await serve((_req, res) => {
        res.writeHead(200, {
          'content-type': 'text/plain',
          'content-encoding': 'gzip',
          'content-length': String(bomb.length),
        });
        res.end(bomb);
      });
      await expect(
        fetchPolicy(`http://a.test:${server.port}/`, local({ maxBytes: cap })),
      ).rejects.toBeInstanceOf(PolicyLinkTooLargeError);
    });

    it('never reads past a Content-Length that understates the body', async () => {
      const server = await startRawServer((socket) => {
        socket.once('data', () => {
          socket.write('HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 12\r\n\r\n');
          socket.end(`1.1 Appeals${'!'.repeat(4 * cap)}`);
        });
      });
      servers.push(server);
      const result = await fetchPolicy(`http://a.test:${server.port}/`, local({ maxBytes: cap }));
      expect(result).toMatchObject({ kind: 'text', text: '1.1 Appeals!' });
    });
  });

  describe('time cap', () => {
    it('gives up on a server that never answers', async () => {
      const server = await startRawServer(() => undefined);
      servers.push(server);
      const started = Date.now();
      await expect(
        fetchPolicy(`http://a.test:${server.port}/`, local({ timeoutMs: 300 })),
      ).rejects.toThrow(
        new PolicyLinkTimeoutError('The website took too long to answer (more than 1 s).'),
      );
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(server.connections).toBe(1);
    });

    it('caps the whole fetch, not each read: a trickling body times out too', async () => {
      let timer: NodeJS.Timeout | undefined;
      const server = await serve((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        timer = setInterval(() => res.write('.'), 20);
        res.on('close', () => clearInterval(timer));
      });
      const started = Date.now();
      await expect(
        fetchPolicy(`http://a.test:${server.port}/`, local({ timeoutMs: 400 })),
      ).rejects.toBeInstanceOf(PolicyLinkTimeoutError);
      expect(Date.now() - started).toBeLessThan(2_000);
      clearInterval(timer);
    });

    it('holds the deadline while a resolver hangs', async () => {
      await expect(
        fetchPolicy(
          'http://slow-dns.test/',
          local({ timeoutMs: 200, resolver: () => new Promise(() => undefined) }),
        ),
      ).rejects.toBeInstanceOf(PolicyLinkTimeoutError);
    });
  });

  it('keeps the hostname for TLS (SNI and certificate) while connecting to the pinned address', async () => {
    const serverNames: string[] = [];
    const server = tls.createServer({
      SNICallback: (name, callback) => {
        serverNames.push(name);
        callback(new Error('no certificate in this test'));
      },
    });
    server.on('tlsClientError', () => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(
        fetchPolicy(`https://secure.example.test:${port}/policy`, local()),
      ).rejects.toBeInstanceOf(PolicyLinkUnreachableError);
      expect(serverNames).toEqual(['secure.example.test']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
