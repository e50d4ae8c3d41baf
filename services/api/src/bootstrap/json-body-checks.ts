import type { FastifyInstance } from 'fastify';
import { AppError } from '../common/app-error';

/**
 * Far deeper than any body this API takes (one or two levels; a Stripe event about eight), and
 * far shallower than what the recursive validation (class-transformer) survives: a 1 MiB body of
 * nested brackets used to overflow the stack and answer 500.
 */
export const MAX_JSON_DEPTH = 32;

/** A UTF-16 surrogate outside a pair: JSON can carry one ("\ud800"), UTF-8 cannot. */
const LONE_SURROGATE = /\p{Surrogate}/u;

export class BodyTooDeepError extends AppError {
  readonly statusCode = 400;
  constructor(limit = MAX_JSON_DEPTH) {
    super(`The request body is nested too deeply (more than ${limit} levels).`, 'body-too-deep');
  }
}

export class IllFormedTextError extends AppError {
  readonly statusCode = 400;
  constructor() {
    super('The request contains text that is not valid Unicode.', 'invalid-unicode');
  }
}

/**
 * What is wrong with a parsed JSON body, if anything: nesting deeper than `maxDepth`, or a
 * string (value or key) with a lone surrogate, which validators such as isEmail throw on
 * (URIError, answered 500) and which the database would store as U+FFFD instead.
 */
export function jsonBodyProblem(
  body: unknown,
  maxDepth: number,
): 'too-deep' | 'ill-formed-text' | null {
  // An explicit stack, not recursion: the input is exactly what would overflow one.
  const stack: [unknown, number][] = [[body, 1]];
  while (stack.length) {
    const [current, level] = stack.pop()!;
    if (typeof current === 'string') {
      if (LONE_SURROGATE.test(current)) return 'ill-formed-text';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (level > maxDepth) return 'too-deep';
    for (const [key, child] of Object.entries(current)) {
      if (LONE_SURROGATE.test(key)) return 'ill-formed-text';
      stack.push([child, level + 1]);
    }
  }
  return null;
}

/** Refuses such bodies after parsing and before any validation or handler runs. */
export function checkJsonBodies(fastify: FastifyInstance, maxDepth = MAX_JSON_DEPTH): void {
  fastify.addHook('preValidation', async (request) => {
    const problem = jsonBodyProblem(request.body, maxDepth);
    if (problem === 'too-deep') throw new BodyTooDeepError(maxDepth);
    if (problem === 'ill-formed-text') throw new IllFormedTextError();
  });
}
