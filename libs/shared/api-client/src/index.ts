import createFetchClient, { type Middleware } from 'openapi-fetch';
import type { components, operations, paths } from './generated/schema';

export type { components, operations, paths };
export { ApiError, apiError, type ApiErrorBody, type ApiErrorOptions } from './api-error';
export { apiUrl, type ApiGetPath, type ApiUrlParams } from './api-url';
/** Request and response bodies of the API, by schema name (e.g. `Schemas['ServiceDto']`). */
export type Schemas = components['schemas'];

/**
 * Every request but a GET carries a body (spec document 1, section 7), and the API refuses a
 * JSON content type with an empty body (400): a call to a route that takes none sends `{}`.
 * A request without a content type is one without a body: openapi-fetch types every JSON body
 * and the browser every FormData (`Request.body` itself is missing in some browsers).
 */
export const emptyBodyAsJson: Middleware = {
  onRequest({ request }) {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (request.headers.has('content-type')) return;
    const headers = new Headers(request.headers);
    headers.set('content-type', 'application/json');
    return new Request(request, { body: '{}', headers });
  },
};

/**
 * The typed client generated from the API's OpenAPI document: the front end's one way to the
 * API. Same-origin, cookies included (spec: every product request sends credentials and a JSON
 * content type; openapi-fetch sets it on every JSON body, the middleware on the empty ones).
 */
export const apiClient = createFetchClient<paths>({
  baseUrl: '',
  credentials: 'include',
  headers: { Accept: 'application/json' },
});
apiClient.use(emptyBodyAsJson);
