import createFetchClient, { type Middleware } from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import type { components, operations, paths } from './generated/schema';

export type { components, operations, paths };
/** Request and response bodies of the API, by schema name (e.g. `Schemas['ServiceDto']`). */
export type Schemas = components['schemas'];
/** The error body every API failure answers with. */
export type ApiErrorBody = Schemas['ErrorDto'];

/**
 * The typed client generated from the API's OpenAPI document. Same-origin, cookies included
 * (spec: every product request sends credentials and a JSON content type).
 */
export const apiClient = createFetchClient<paths>({
  baseUrl: '',
  credentials: 'include',
  headers: { Accept: 'application/json' },
});

const jsonContentType: Middleware = {
  onRequest({ request }) {
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      !request.headers.has('content-type')
    ) {
      request.headers.set('content-type', 'application/json');
    }
    return request;
  },
};
apiClient.use(jsonContentType);

/** React Query hooks over the same client: `api.useQuery('get', '/api/services', { params })`. */
export const api = createQueryHooks(apiClient);
