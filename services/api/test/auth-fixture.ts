import { Controller, Get, Module, UseGuards } from '@nestjs/common';
import { simpleParser } from 'mailparser';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { AdminGuard, CurrentAdmin } from '../src/modules/admin/admin.guard';
import { AdminModule } from '../src/modules/admin/admin.module';
import { AdminUser } from '../src/modules/admin/entities/admin-user.entity';

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

/** A real SMTP server on a local port; every accepted message is parsed and kept. */
export class TestSmtpServer {
  readonly messages: ReceivedMail[] = [];
  private server?: SMTPServer;
  port = 0;

  async start(port = 0): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      // Plain SMTP on localhost: no STARTTLS with a self-signed certificate to trip over.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
            this.messages.push({
              to: to?.value[0]?.address ?? '',
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              attachments: parsed.attachments.map((attachment) => ({
                filename: attachment.filename ?? '',
                contentType: attachment.contentType,
                content: attachment.content.toString('utf8'),
              })),
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  to(address: string): ReceivedMail[] {
    return this.messages.filter((message) => message.to === address);
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = undefined;
  }
}

/** The sign-in link in a message's text, and its parts. */
export function signInLinkOf(text: string): { link: URL; email: string; token: string } {
  const match = text.match(/https?:\/\/\S+\/login\?\S+/);
  if (!match) throw new Error(`No sign-in link in: ${text}`);
  const link = new URL(match[0]);
  return {
    link,
    email: link.searchParams.get('email') ?? '',
    token: link.searchParams.get('token') ?? '',
  };
}

/** `name=value` pairs of Set-Cookie headers, ready for a Cookie header. */
export function cookiesOf(setCookie: string[] | string | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export function setCookieNamed(
  setCookie: string[] | string | undefined,
  name: string,
): string | undefined {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.find((cookie) => cookie.startsWith(`${name}=`));
}

/** A route behind AdminGuard, standing in for the admin listings that come later. */
@Controller('admin/probe')
class AdminProbeController {
  @Get()
  @UseGuards(AdminGuard)
  probe(@CurrentAdmin() admin: AdminUser): { username: string } {
    return { username: admin.username };
  }
}

@Module({ imports: [AdminModule], controllers: [AdminProbeController] })
export class AdminProbeModule {}

export interface FakeGoogle {
  url: string;
  tokenRequests: Record<string, string>[];
  /** What the userinfo endpoint answers; tests change it between sign-ins. */
  profile: Record<string, unknown>;
  close(): Promise<void>;
}

/**
 * A local stand-in for Google's token and userinfo endpoints. Code 'good' is exchanged for a
 * token; any other code is refused the way Google refuses it (400 invalid_grant).
 */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const fake = {
    tokenRequests: [] as Record<string, string>[],
    profile: {
      sub: 'google-sub-1',
      email: 'Scholar@Example.edu',
      email_verified: true,
      name: 'Scholar',
    } as Record<string, unknown>,
  };
  const tokenRequests = fake.tokenRequests;
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      const path = (request.url ?? '').split('?')[0];
      if (request.method === 'POST' && path === '/token') {
        const params = Object.fromEntries(new URLSearchParams(body));
        tokenRequests.push(params);
        if (params.code === 'good')
          return json(200, { access_token: 'access-1', token_type: 'Bearer', expires_in: 3600 });
        return json(400, { error: 'invalid_grant', error_description: 'Bad Request' });
      }
      if (request.method === 'GET' && path === '/userinfo') {
        if (request.headers.authorization !== 'Bearer access-1')
          return json(401, { error: 'invalid_token' });
        return json(200, fake.profile);
      }
      json(404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
