import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of JSON Schema (as @nestjs/swagger writes it) that the generators understand. */
export interface Schema {
  $ref?: string;
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';
  format?: string;
  enum?: unknown[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  example?: unknown;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

export type Security = 'none' | 'user' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  /** `METHOD /path/{param}`, as the report lists it. */
  key: string;
  method: HttpMethod;
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  headerParams: Parameter[];
  /** The request body's schema per content type, $refs resolved; null when none is declared. */
  body: { contentTypes: string[]; schema: Schema; required: boolean } | null;
  security: Security;
  /** The statuses the document declares, e.g. ['200', '401']. */
  statuses: string[];
  /** Some answer is declared as an HTML page (the Google sign-in popup), not JSON. */
  answersHtml: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, Schema> };
}

interface RawOperation {
  parameters?: (Parameter & { schema?: Schema })[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** The committed contract: the front end's client is generated from this very file. */
export const OPENAPI_PATH = join(__dirname, '../../../libs/shared/api-client/openapi.json');

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export function loadOperations(path = OPENAPI_PATH): Operation[] {
  const document = JSON.parse(readFileSync(path, 'utf8')) as OpenApiDocument;
  const resolve = (schema: Schema | undefined): Schema => resolveSchema(document, schema ?? {});
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const raw = item[method.toLowerCase()];
      if (!raw) continue;
      const parameters = (raw.parameters ?? []).map((parameter) => ({
        name: parameter.name,
        in: parameter.in,
        required: Boolean(parameter.required),
        schema: resolve(parameter.schema),
      }));
      const content = raw.requestBody?.content;
      const contentTypes = content ? Object.keys(content) : [];
      operations.push({
        key: `${method} ${path}`,
        method,
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        headerParams: parameters.filter((parameter) => parameter.in === 'header'),
        body: content
          ? {
              contentTypes,
              schema: resolve(content[contentTypes[0]].schema),
              required: Boolean(raw.requestBody?.required),
            }
          : null,
        security: securityOf(raw),
        statuses: Object.keys(raw.responses ?? {}),
        answersHtml: Object.values(raw.responses ?? {}).some((response) =>
          Object.keys(response.content ?? {}).includes('text/html'),
        ),
      });
    }
  }
  return operations;
}

function securityOf(raw: RawOperation): Security {
  const schemes = (raw.security ?? []).flatMap((requirement) => Object.keys(requirement));
  if (schemes.includes('admin')) return 'admin';
  if (schemes.includes('cookie')) return 'user';
  return 'none';
}

/** Inlines every $ref (the document has no recursive schemas). */
function resolveSchema(document: OpenApiDocument, schema: Schema): Schema {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components.schemas[name];
    if (!target) throw new Error(`The OpenAPI document has no schema ${name}`);
    return resolveSchema(document, target);
  }
  const resolved: Schema = { ...schema };
  if (schema.properties) {
    resolved.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [
        name,
        resolveSchema(document, property),
      ]),
    );
  }
  if (schema.items) resolved.items = resolveSchema(document, schema.items);
  if (schema.oneOf) resolved.oneOf = schema.oneOf.map((option) => resolveSchema(document, option));
  return resolved;
}
