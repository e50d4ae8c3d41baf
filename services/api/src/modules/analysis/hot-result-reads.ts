import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { UserGuard } from '../auth/user.guard';
import { idOf, resultBody } from './analysis-routes';
import { AnalysisService } from './analysis.service';

/** `GET /api/analysis/results/{id}`, with no query: the route a report page reads. */
const RESULT_PATH = /^\/api\/analysis\/results\/(\d{1,12})$/;

/**
 * Answers a student's read of their own completed report from a Fastify hook, ahead of Nest's
 * router: the same session check (UserGuard's) and the same owner check and bytes
 * (AnalysisService.resultFor, resultBody) as the route, without the guard, pipe and handler
 * chain around them, which was most of a report read's cost once both checks were answered
 * from memory. Anything else (no session, not the owner, not ready, a database error) goes on
 * to the route, which answers it as always.
 * Registered after the cookie plugin, whose hook reads the session cookie.
 */
export function serveResultReadsAhead(app: NestFastifyApplication): void {
  const guard = app.get(UserGuard, { strict: false });
  const analysis = app.get(AnalysisService, { strict: false });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'GET') return done();
      const match = RESULT_PATH.exec(request.url);
      if (!match) return done();
      guard
        .userOf(request)
        .then((user) => (user ? analysis.resultFor(user.id, idOf(match[1])) : null))
        .then(
          (result) => {
            if (!result) return done();
            // Straight to the socket with the headers set so far (the security headers, the
            // request id): the onSend hooks (cookies, the page policy, the micro-cache) have
            // nothing to do for this answer. The onResponse hooks still log it.
            const body = resultBody(result);
            reply.hijack();
            reply.raw.writeHead(200, {
              ...(reply.getHeaders() as OutgoingHttpHeaders),
              'content-type': 'application/json; charset=utf-8',
              'content-length': body.length,
            });
            reply.raw.end(body);
          },
          () => done(),
        );
    });
}
