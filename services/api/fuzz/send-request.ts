import { signWebhook } from '../test/stripe-fixture';
import { BodyPlan, FilePart, FuzzRequest, SIGN_PAYLOAD } from './fuzz-request';
import { Credentials, FuzzWorld, SELF_EMAIL } from './fuzz-world';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  durationMs: number;
}

/**
 * An answer that takes longer than this is a hang: the request is reported as a failure. Above
 * the upload's FORM_STALL_MS, which is how long a stalled form legitimately takes to refuse.
 */
export const ANSWER_TIMEOUT_MS = 15_000;

const POLICY_TEXT =
  'Academic Appeals Policy. 1. A student may appeal a decision of an examination board within ten working days. 2. Appeals are heard by a panel independent of the original decision. ';

function fileBytes(content: FilePart['content']): Buffer {
  switch (content) {
    case 'text':
      return Buffer.from(POLICY_TEXT.repeat(3));
    case 'pdf-header':
      return Buffer.concat([
        Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\n'),
        Buffer.alloc(64, 0xfe),
      ]);
    case 'zip-header':
      return Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(128, 0x41)]);
    case 'binary':
      return Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919) % 256));
    case 'empty':
      return Buffer.alloc(0);
    case 'over-limit':
      // UPLOAD_MAX_MB is 0.1 in the fuzz world: 104,858 bytes is one past it.
      return Buffer.from(POLICY_TEXT.repeat(Math.ceil(110_000 / POLICY_TEXT.length)));
  }
}

function multipart(plan: Extract<BodyPlan, { kind: 'multipart' }>): Buffer {
  const chunks: Buffer[] = [];
  const line = (text: string) => chunks.push(Buffer.from(`${text}\r\n`, 'utf8'));
  for (const [name, value] of plan.fields) {
    line(`--${plan.boundary}`);
    line(`Content-Disposition: form-data; name="${name}"`);
    line('');
    line(value);
  }
  for (const file of plan.files) {
    line(`--${plan.boundary}`);
    line(`Content-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"`);
    line(`Content-Type: ${file.contentType}`);
    line('');
    chunks.push(fileBytes(file.content), Buffer.from('\r\n'));
  }
  line(`--${plan.boundary}--`);
  return Buffer.concat(chunks);
}

/** The bytes and Content-Type header a body plan stands for. */
export function payloadOf(
  plan: BodyPlan,
  selfEmail: string,
): { payload?: Buffer; contentType?: string } {
  const fill = (text: string) => text.split(SELF_EMAIL).join(selfEmail);
  switch (plan.kind) {
    case 'none':
      return {};
    case 'json':
      return {
        payload: Buffer.from(fill(JSON.stringify(plan.value) ?? 'null'), 'utf8'),
        contentType: plan.contentType,
      };
    case 'raw':
      return {
        payload: Buffer.from(fill(plan.text), 'utf8'),
        contentType: plan.contentType ?? undefined,
      };
    case 'invalid-utf8':
      return {
        payload: Buffer.concat([
          Buffer.from('{"email":"'),
          Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80]),
          Buffer.from('@example.edu"}'),
        ]),
        contentType: plan.contentType,
      };
    case 'oversize':
      return {
        payload: Buffer.from(`{"text":"${'a'.repeat(plan.bytes)}"}`),
        contentType: plan.contentType,
      };
    case 'deep': {
      const [open, close] = plan.shape === 'array' ? ['[', ']'] : ['{"a":', '}'];
      return {
        payload: Buffer.from(`${open.repeat(plan.depth)}1${close.repeat(plan.depth)}`),
        contentType: 'application/json',
      };
    }
    case 'multipart':
      return {
        payload: multipart(plan),
        contentType: `multipart/form-data; boundary=${plan.boundary}`,
      };
  }
}

/** Sends a generated request to the running application in-process (Fastify inject). */
export async function send(
  world: FuzzWorld,
  request: FuzzRequest,
  credentials: Credentials,
): Promise<Answer> {
  const headers: Record<string, string> = {};
  const cookie = request.identity === 'forged' ? request.forgedCookie : credentials.cookie;
  if (cookie) headers.cookie = cookie;
  if (request.csrf === 'same-origin') {
    headers.origin = world.config.publicUrl;
    headers['sec-fetch-site'] = 'same-origin';
  } else if (request.csrf === 'cross-site') {
    headers.origin = 'https://evil.example';
    headers['sec-fetch-site'] = 'cross-site';
  }
  const { payload, contentType } = payloadOf(request.body, credentials.email);
  if (contentType) headers['content-type'] = contentType;
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name] = value === SIGN_PAYLOAD ? signWebhook(payload?.toString('utf8') ?? '') : value;
  }
  const started = performance.now();
  const injected = world.app
    .getHttpAdapter()
    .getInstance()
    .inject({
      method: request.method as 'GET',
      url: `${request.path}${request.query}`,
      headers,
      payload,
    });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`No answer within ${ANSWER_TIMEOUT_MS} ms`)),
      ANSWER_TIMEOUT_MS,
    );
  });
  try {
    const response = await Promise.race([injected, timeout]);
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.body,
      durationMs: performance.now() - started,
    };
  } finally {
    clearTimeout(timer);
  }
}
