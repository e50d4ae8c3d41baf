import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { AppError } from './app-error';
import { isDatabaseUnavailable } from './database-errors';
import { InvalidFieldsError } from './invalid-fields.error';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  requestId: string;
  details?: string[];
  fields?: Record<string, string>;
  code?: string;
}

/** Serves the single-page app for browser navigations that no API route matched. */
export interface SpaFallback {
  serves(request: FastifyRequest): boolean;
  send(request: FastifyRequest, reply: FastifyReply): unknown;
}

/**
 * The one place errors become answers: `{ statusCode, error, message, requestId }`. Named
 * application errors keep their message; anything unexpected is logged with its stack and the
 * client sees only a generic sentence and the request id to quote.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly spa?: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    this.answer(
      exception,
      host.switchToHttp().getRequest<FastifyRequest>(),
      host.switchToHttp().getResponse<FastifyReply>(),
    );
  }

  /**
   * Answers an error. Also called directly for the errors Fastify raises before Nest sees the
   * request (a badly encoded URL, an over-long path parameter), so those get the same shape.
   */
  answer(exception: unknown, request: FastifyRequest, reply: FastifyReply): void {
    const status = this.statusOf(exception);
    if (status === 404 && this.spa?.serves(request)) {
      void this.spa.send(request, reply);
      return;
    }

    const body = this.bodyOf(exception, status, String(request.id));
    if (status >= 500) {
      this.logger.error(
        { err: exception, requestId: request.id, method: request.method, url: request.url },
        exception instanceof Error ? exception.message : 'Unhandled error',
      );
    }
    if (exception instanceof AppError) {
      for (const [name, value] of Object.entries(exception.headers)) reply.header(name, value);
    }
    if (reply.sent) return;
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private statusOf(exception: unknown): number {
    if (exception instanceof AppError) return exception.statusCode;
    if (exception instanceof HttpException) return exception.getStatus();
    if (isDatabaseUnavailable(exception)) return HttpStatus.SERVICE_UNAVAILABLE;
    // Fastify's own errors (bad JSON, body too large, unsupported media type) carry a 4xx status.
    const fastifyStatus = (exception as { statusCode?: unknown })?.statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500)
      return fastifyStatus;
    return HttpStatus.INTERNAL_SERVER_ERROR;
  }

  private bodyOf(exception: unknown, statusCode: number, requestId: string): ErrorBody {
    const error = STATUS_CODES[statusCode] ?? 'Error';
    if (exception instanceof InvalidFieldsError) {
      const details = exception.details.map(clipped);
      const fields = Object.fromEntries(
        Object.entries(exception.fields)
          .filter(([field]) => field.length <= MAX_FIELD_NAME_LENGTH)
          .map(([field, problem]) => [field, clipped(problem)]),
      );
      return { statusCode, error, message: details.join('; '), requestId, details, fields };
    }
    if (exception instanceof AppError) {
      const body: ErrorBody = { statusCode, error, message: exception.message, requestId };
      if (exception.code) body.code = exception.code;
      return body;
    }
    if (exception instanceof HttpException) {
      const response = exception.getResponse();
      const raw =
        typeof response === 'string' ? response : (response as { message?: unknown }).message;
      if (Array.isArray(raw)) {
        const details = raw.map((detail) => clipped(String(detail)));
        return { statusCode, error, message: details.join('; '), requestId, details };
      }
      return {
        statusCode,
        error,
        message: clipped(typeof raw === 'string' ? raw : exception.message),
        requestId,
      };
    }
    if (statusCode === HttpStatus.SERVICE_UNAVAILABLE) {
      return {
        statusCode,
        error,
        message: 'The database is unavailable right now. Please try again in a moment.',
        requestId,
      };
    }
    if (statusCode < 500) {
      return { statusCode, error, message: clientMessage(exception, statusCode), requestId };
    }
    return {
      statusCode,
      error,
      message:
        'Something went wrong on our side. Please try again; if it keeps happening, contact support and quote the request id.',
      requestId,
    };
  }
}

/**
 * Validation messages quote what they refuse ("property <name> should not exist"): a 1 MB
 * property name came back whole. Enough of it is kept to recognise it.
 */
const MAX_DETAIL_LENGTH = 300;
/** A longer field name is no form's (a hostile key): its problem is in `details` only. */
const MAX_FIELD_NAME_LENGTH = 100;

function clipped(text: string): string {
  return text.length > MAX_DETAIL_LENGTH ? `${text.slice(0, MAX_DETAIL_LENGTH)}…` : text;
}

/** Fastify's 4xx messages are safe and useful, but keep them short and free of internals. */
function clientMessage(exception: unknown, statusCode: number): string {
  // Fastify's own texts for these quote the whole URL back.
  const code = (exception as { code?: unknown })?.code;
  if (code === 'FST_ERR_BAD_URL') return 'The address is not valid.';
  if (code === 'FST_ERR_MAX_PARAM_LENGTH') return 'A part of the address is too long.';
  switch (statusCode) {
    case 413:
      return 'The request is too large.';
    case 415:
      return 'This content type is not supported.';
    default: {
      const message = exception instanceof Error ? exception.message : '';
      return message && message.length < 200
        ? message
        : (STATUS_CODES[statusCode] ?? 'Bad request');
    }
  }
}
