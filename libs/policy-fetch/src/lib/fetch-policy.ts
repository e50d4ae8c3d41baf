import { lookup } from 'node:dns/promises';
import type { IncomingMessage } from 'node:http';
import { pipeline, type Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { detectDocumentType } from '@redress/document-text';
import { checkAddress, parseAllowList, type AddressAllowList } from './address-policy';
import { htmlToPolicyText } from './html-to-text';
import { ConnectTimeoutError, sendPinnedRequest } from './pinned-request';
import {
  PolicyLinkEmptyError,
  PolicyLinkError,
  PolicyLinkRefusedError,
  PolicyLinkTimeoutError,
  PolicyLinkTooLargeError,
  PolicyLinkTooManyRedirectsError,
  PolicyLinkUnreachableError,
  PolicyLinkUnsupportedTypeError,
} from './policy-fetch.errors';
import {
  DEFAULT_ALLOWED_PORTS,
  PRIVATE_ADDRESS_MESSAGE,
  parsePolicyTarget,
  type PolicyTarget,
} from './policy-url';

export interface ResolvedAddress {
  address: string;
  family: number;
}

export type PolicyResolver = (host: string) => Promise<ResolvedAddress[]>;

export interface FetchPolicyOptions {
  /** Total time for the whole fetch, redirects and body included. Default 10 000 ms. */
  timeoutMs?: number;
  /** Time to open one connection (TCP and TLS). Default 5 000 ms, never more than `timeoutMs`. */
  connectTimeoutMs?: number;
  /** Largest body accepted, counted after decompression. Default 5 MB. */
  maxBytes?: number;
  /** Redirects followed before giving up. Default 3. */
  maxRedirects?: number;
  /** Ports a link may name explicitly. Default 80, 443, 8080, 8443; `'any'` for tests. */
  allowedPorts?: readonly number[] | 'any';
  /**
   * CIDR ranges accepted although they are not public, e.g. `['127.0.0.1/32']` so tests can
   * reach a local server. Empty by default: production code has no reason to set it.
   */
  allowPrivateRanges?: readonly string[];
  /** Name resolution; defaults to the system resolver (`dns.lookup`, all addresses). */
  resolver?: PolicyResolver;
}

export const DOCX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const POLICY_FETCH_DEFAULTS = {
  timeoutMs: 10_000,
  connectTimeoutMs: 5_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 3,
} as const;

interface FetchedBase {
  /** The address of the page actually read, after redirects. */
  finalUrl: string;
  /** The media type, without parameters. */
  contentType: string;
}

/** A web page or plain-text file, reduced to its text. */
export interface FetchedPolicyText extends FetchedBase {
  kind: 'text';
  text: string;
  title?: string;
}

/** A PDF or DOCX: the bytes, to be checked and read with `@redress/document-text`. */
export interface FetchedPolicyDocument extends FetchedBase {
  kind: 'document';
  bytes: Buffer;
}

export type FetchedPolicy = FetchedPolicyText | FetchedPolicyDocument;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const ACCEPT = [
  'text/html',
  'application/xhtml+xml',
  'text/plain;q=0.9',
  'application/pdf;q=0.9',
  `${DOCX_CONTENT_TYPE};q=0.9`,
  '*/*;q=0.1',
].join(', ');

type BodyKind = 'html' | 'text' | 'pdf' | 'docx' | 'sniff';

function bodyKind(mediaType: string): BodyKind | undefined {
  switch (mediaType) {
    case 'text/html':
    case 'application/xhtml+xml':
      return 'html';
    case 'text/plain':
      return 'text';
    case 'application/pdf':
      return 'pdf';
    case DOCX_CONTENT_TYPE:
      return 'docx';
    // Many servers label documents generically; the content decides (as for uploads).
    case '':
    case 'application/octet-stream':
    case 'binary/octet-stream':
    case 'application/x-download':
    case 'application/force-download':
      return 'sniff';
    default:
      return undefined;
  }
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

async function defaultResolver(host: string): Promise<ResolvedAddress[]> {
  return lookup(host, { all: true, verbatim: true });
}

/**
 * Resolves the host and checks every address it resolves to: one refused address refuses the
 * link, since a resolver that mixes public and private answers is how rebinding attacks start.
 * Returns the single address the connection will be pinned to.
 */
async function chooseAddress(
  target: PolicyTarget,
  resolver: PolicyResolver,
  allowList: AddressAllowList,
): Promise<{ address: string; family: 4 | 6 }> {
  let answers: ResolvedAddress[];
  if (target.literal) {
    answers = [{ address: target.literal, family: target.literal.includes(':') ? 6 : 4 }];
  } else {
    try {
      answers = await resolver(target.host);
    } catch (error) {
      throw new PolicyLinkUnreachableError(
        `The website "${target.host}" could not be found. Please check the link.`,
        { cause: error, detail: `resolve ${target.host}: ${(error as Error).message}` },
      );
    }
  }
  if (answers.length === 0) {
    throw new PolicyLinkUnreachableError(
      `The website "${target.host}" could not be found. Please check the link.`,
      { detail: `resolve ${target.host}: no addresses` },
    );
  }
  let chosen: { address: string; family: 4 | 6 } | undefined;
  for (const answer of answers) {
    const verdict = checkAddress(answer.address, allowList);
    if (!verdict.allowed) {
      throw new PolicyLinkRefusedError(PRIVATE_ADDRESS_MESSAGE, {
        detail: `${target.host}: ${verdict.reason}`,
      });
    }
    chosen ??= { address: verdict.address, family: verdict.family };
  }
  return chosen!;
}

function decodedBody(response: IncomingMessage): Readable {
  // pipeline() (unlike pipe()) passes a broken connection on to the decoder as an error.
  const through = (decoder: Transform) => {
    pipeline(response, decoder, () => undefined);
    return decoder;
  };
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  switch (encoding) {
    case 'identity':
    case '':
      return response;
    case 'gzip':
    case 'x-gzip':
      return through(createGunzip());
    case 'deflate':
      return through(createInflate());
    case 'br':
      return through(createBrotliDecompress());
    default:
      throw new PolicyLinkUnsupportedTypeError(
        'The website sent the page in a form Redress cannot read.',
        { detail: `content-encoding ${encoding}` },
      );
  }
}

/**
 * Reads the body, counting the bytes as they arrive (after decompression, so a small
 * compressed body cannot expand past the cap) and stopping at the cap whatever
 * Content-Length said, or when it said nothing (chunked or close-delimited bodies).
 */
async function readCappedBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new PolicyLinkTooLargeError(
      `The document at this link is larger than ${formatMegabytes(maxBytes)}, the most Redress fetches. Please upload it as a file instead.`,
      { detail: `body over ${maxBytes} bytes` },
    );
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const body = decodedBody(response);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of body) {
      total += (chunk as Buffer).length;
      if (total > maxBytes) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
  } finally {
    response.destroy();
    if (body !== response) body.destroy();
  }
  return Buffer.concat(chunks, total);
}

function charsetOf(contentType: string, bytes: Buffer, html: boolean): string {
  const declared = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1];
  if (declared) return declared;
  if (html) {
    const head = bytes.subarray(0, 2048).toString('latin1');
    const meta =
      /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ??
      /<meta[^>]+content\s*=\s*["'][^"']*charset=([\w-]+)/i.exec(head)?.[1];
    if (meta) return meta;
  }
  return 'utf-8';
}

function decodeText(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch (_error) {
    // An unknown charset label: UTF-8 is the best guess on today's web.
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function emptyError(detail: string): PolicyLinkEmptyError {
  return new PolicyLinkEmptyError('The page at this link has no readable text.', { detail });
}

function toResult(
  finalUrl: string,
  rawContentType: string,
  mediaType: string,
  kind: BodyKind,
  bytes: Buffer,
): FetchedPolicy {
  if (kind === 'sniff') {
    const detected = detectDocumentType(bytes);
    if (detected === 'pdf')
      return toResult(finalUrl, rawContentType, 'application/pdf', 'pdf', bytes);
    if (detected === 'docx')
      return toResult(finalUrl, rawContentType, DOCX_CONTENT_TYPE, 'docx', bytes);
    if (bytes.length === 0) throw emptyError(`${finalUrl}: empty body`);
    const head = bytes.subarray(0, 1024).toString('latin1');
    if (detected === 'txt' && /<(!doctype html|html|body|head)\b/i.test(head))
      return toResult(finalUrl, rawContentType, 'text/html', 'html', bytes);
    if (detected === 'txt') return toResult(finalUrl, rawContentType, 'text/plain', 'text', bytes);
    throw new PolicyLinkUnsupportedTypeError(
      'This link leads to a file Redress cannot read. Links to a web page, a PDF, a Word (DOCX) or a plain-text document work.',
      { detail: `${finalUrl}: unrecognised content labelled ${mediaType || 'nothing'}` },
    );
  }
  if (kind === 'pdf' || kind === 'docx') {
    if (bytes.length === 0) throw emptyError(`${finalUrl}: empty ${kind}`);
    return { kind: 'document', finalUrl, contentType: mediaType, bytes };
  }
  const decoded = decodeText(bytes, charsetOf(rawContentType, bytes, kind === 'html'));
  if (kind === 'text') {
    const text = decoded.replace(/\r\n?/g, '\n');
    if (text.trim() === '') throw emptyError(`${finalUrl}: blank text`);
    return { kind: 'text', finalUrl, contentType: mediaType, text };
  }
  const page = htmlToPolicyText(decoded);
  if (page.text.trim() === '') throw emptyError(`${finalUrl}: no text in HTML`);
  return { kind: 'text', finalUrl, contentType: mediaType, text: page.text, title: page.title };
}

/**
 * Fetches a policy link for analysis, safely: http/https only, no credentials, standard ports;
 * every address the host resolves to must be public, and the connection is pinned to the
 * checked address (no DNS rebinding); redirects are followed by hand and checked the same way;
 * size and time are capped. Web pages come back as their main text, PDF and DOCX as bytes.
 *
 * @throws a PolicyLinkError subclass whose message can be shown to the student.
 */
export async function fetchPolicy(
  url: string | URL,
  options: FetchPolicyOptions = {},
): Promise<FetchedPolicy> {
  const timeoutMs = options.timeoutMs ?? POLICY_FETCH_DEFAULTS.timeoutMs;
  const connectTimeoutMs = Math.min(
    options.connectTimeoutMs ?? POLICY_FETCH_DEFAULTS.connectTimeoutMs,
    timeoutMs,
  );
  const maxBytes = options.maxBytes ?? POLICY_FETCH_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? POLICY_FETCH_DEFAULTS.maxRedirects;
  const allowedPorts = options.allowedPorts ?? DEFAULT_ALLOWED_PORTS;
  const allowList = parseAllowList(options.allowPrivateRanges);
  const resolver = options.resolver ?? defaultResolver;

  // Checked before the clock starts: a refused link costs no timer.
  let target = parsePolicyTarget(url, allowedPorts);
  const deadline = new AbortController();
  const timedOut = () =>
    new PolicyLinkTimeoutError(
      `The website took too long to answer (more than ${Math.round(timeoutMs / 1000) || 1} s).`,
      { detail: `total timeout ${timeoutMs} ms` },
    );
  const timer = setTimeout(() => deadline.abort(timedOut()), timeoutMs);
  // The resolver is outside our control; the deadline must hold for it too.
  const aborted = new Promise<never>((_resolve, reject) => {
    deadline.signal.addEventListener('abort', () => reject(deadline.signal.reason), { once: true });
  });
  aborted.catch(() => undefined);

  try {
    for (let redirects = 0; ; redirects++) {
      const { address, family } = await Promise.race([
        chooseAddress(target, resolver, allowList),
        aborted,
      ]);
      let response: IncomingMessage;
      try {
        response = await sendPinnedRequest({
          target,
          address,
          family,
          headers: {
            accept: ACCEPT,
            'accept-encoding': 'gzip, deflate, br',
            'user-agent': 'Redress policy fetcher',
          },
          signal: deadline.signal,
          connectTimeoutMs,
        });
      } catch (error) {
        if (deadline.signal.aborted) throw deadline.signal.reason;
        if (error instanceof ConnectTimeoutError) {
          throw new PolicyLinkTimeoutError('The website did not accept a connection in time.', {
            cause: error,
            detail: `connect timeout ${connectTimeoutMs} ms to ${address}`,
          });
        }
        throw new PolicyLinkUnreachableError('The website could not be reached.', {
          cause: error,
          detail: `${target.host} (${address}): ${(error as Error).message}`,
        });
      }

      const status = response.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        response.destroy();
        const location = response.headers.location;
        if (!location) {
          throw new PolicyLinkUnreachableError('The website answered with a broken redirect.', {
            status,
            detail: `${status} without Location`,
          });
        }
        if (redirects >= maxRedirects) {
          throw new PolicyLinkTooManyRedirectsError(
            `This link redirects too many times (more than ${maxRedirects}).`,
            { detail: `last location ${location.slice(0, 200)}` },
          );
        }
        target = parsePolicyTarget(location, allowedPorts, target.url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new PolicyLinkUnreachableError(
          `The website answered with an error (HTTP ${status}) instead of the policy.`,
          { status, detail: `${target.url.href} answered ${status}` },
        );
      }

      const rawContentType = response.headers['content-type'] ?? '';
      const mediaType = rawContentType.split(';')[0].trim().toLowerCase();
      const kind = bodyKind(mediaType);
      if (!kind) {
        response.destroy();
        throw new PolicyLinkUnsupportedTypeError(
          'This link leads to a file Redress cannot read. Links to a web page, a PDF, a Word (DOCX) or a plain-text document work.',
          { detail: `content-type ${mediaType}` },
        );
      }
      let bytes: Buffer;
      try {
        bytes = await readCappedBody(response, maxBytes);
      } catch (error) {
        if (deadline.signal.aborted) throw deadline.signal.reason;
        if (error instanceof PolicyLinkError) throw error;
        throw new PolicyLinkUnreachableError('The connection to the website broke off.', {
          cause: error,
          detail: (error as Error).message,
        });
      }
      return toResult(target.url.href, rawContentType, mediaType, kind, bytes);
    }
  } finally {
    clearTimeout(timer);
    // Settles the race promise so nothing stays pending on the signal.
    if (!deadline.signal.aborted) deadline.abort(new Error('fetch finished'));
  }
}
