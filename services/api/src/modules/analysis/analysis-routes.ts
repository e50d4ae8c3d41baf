import { applyDecorators, Controller, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorDto } from '../../common/error.dto';
import { UserGuard } from '../auth/user.guard';
import { AnalysisNotFoundError } from './analysis.errors';
import { AnalysisDocumentDto, AnalysisResultDto } from './dto/analysis.dto';
import { AnalysisDocument } from './entities/analysis-document.entity';
import { AnalysisResult } from './entities/analysis-result.entity';

// What the routes of a case share: signed-in users only, the case's id in the path, the case
// and its report as answered.

/**
 * A controller under /api/analysis: the signed-in user's own cases, in the OpenAPI tag
 * 'analysis'. One controller per resource; each route keeps the operationId it had when one
 * AnalysisController held them all (`AnalysisController_<method>`): the client is keyed by them.
 */
export function AnalysisRoutes() {
  return applyDecorators(
    ApiTags('analysis'),
    ApiCookieAuth(),
    Controller('analysis'),
    UseGuards(UserGuard),
    ApiUnauthorizedResponse({ description: 'Not signed in', type: ErrorDto }),
  );
}

export function idOf(raw: string): number {
  const id = Number(raw);
  // A malformed id names no case: the same 404 as someone else's.
  if (!/^\d{1,12}$/.test(raw) || !Number.isSafeInteger(id) || id <= 0)
    throw new AnalysisNotFoundError();
  return id;
}

export function documentView(document: AnalysisDocument): AnalysisDocumentDto {
  const { fileKey: _fileKey, submissionKey: _key, ...visible } = document;
  return {
    ...visible,
    createdAt: new Date(document.createdAt).toISOString(),
    updatedAt: new Date(document.updatedAt).toISOString(),
  };
}

/**
 * The JSON of a report, made once per result object: AnalysisService hands out the same object
 * for a completed case while it keeps it in memory, and the bytes go when it does.
 */
const resultBodies = new WeakMap<AnalysisResult, Buffer>();

export function resultBody(result: AnalysisResult): Buffer {
  let body = resultBodies.get(result);
  if (!body) {
    body = Buffer.from(JSON.stringify(resultView(result)));
    resultBodies.set(result, body);
  }
  return body;
}

function resultView(result: AnalysisResult): AnalysisResultDto {
  return {
    id: result.id,
    analysisDocumentId: result.analysisDocumentId,
    content: result.content,
    tags: result.tags ?? [],
    createdAt: new Date(result.createdAt).toISOString(),
  };
}

/** The answers every way of submitting a case shares: the new case, its checks, the daily limit. */
export function SubmissionResponses() {
  return applyDecorators(
    ApiCreatedResponse({ type: AnalysisDocumentDto }),
    ApiBadRequestResponse({ description: 'Missing or invalid fields', type: ErrorDto }),
    ApiTooManyRequestsResponse({
      description: 'Daily limit reached (Retry-After says when it resets)',
      type: ErrorDto,
    }),
  );
}
