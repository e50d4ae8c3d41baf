import { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';
import type { paths } from './generated/schema';

/** The API's paths that answer a GET: the ones a browser may be sent to or listen on. */
export type ApiGetPath = {
  [P in keyof paths]: paths[P] extends { get: object } ? P : never;
}[keyof paths];

type GetParameters<P extends ApiGetPath> = paths[P] extends { get: { parameters: infer R } }
  ? R
  : never;

type PathPart<R> = R extends { path: infer T }
  ? [T] extends [Record<string, unknown>]
    ? { path: { [K in keyof T]: string | number } }
    : unknown
  : unknown;

type QueryPart<R> = R extends { query?: infer Q }
  ? [NonNullable<Q>] extends [never]
    ? unknown
    : { query?: { [K in keyof NonNullable<Q>]?: string | number | null } }
  : unknown;

/** What a path needs to become an address: its path parameters, and the query it takes. */
export type ApiUrlParams<P extends ApiGetPath> = PathPart<GetParameters<P>> &
  QueryPart<GetParameters<P>>;

// The client's own serializers: an address the browser opens is built as the client's requests are.
const querySerializer = createQuerySerializer();

/**
 * The address of a GET route of the API, for what the client cannot call itself: an
 * EventSource, a link the browser downloads, a popup. The path is one of the generated `paths`
 * and the parameters are the ones it declares, so a renamed route or parameter breaks the
 * build. Path parameters are encoded; a query parameter without a value is left out.
 */
export function apiUrl<P extends ApiGetPath>(
  path: P,
  ...[params]: object extends ApiUrlParams<P>
    ? [params?: ApiUrlParams<P>]
    : [params: ApiUrlParams<P>]
): string {
  return createFinalURL(path, {
    baseUrl: '',
    params: (params ?? {}) as { path?: Record<string, unknown>; query?: Record<string, unknown> },
    querySerializer,
    pathSerializer: defaultPathSerializer,
  });
}
