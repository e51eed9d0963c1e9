import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope } from '@shop/contract';
import { apiDescription, requestExamples, tagDescription } from './api-doc-texts.js';
import { derivedOperationId, operationIds } from './api-operation-ids.js';
import { tokenScopeNote } from '../modules/api-tokens/index.js';
import type { Access } from './guards.js';

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: unknown[];
  requestBody?: { content?: Record<string, { schema?: unknown; example?: unknown }> };
  responses?: Record<string, unknown>;
  security?: Array<Record<string, string[]>>;
};
type Document = {
  openapi: string;
  info: Record<string, unknown>;
  servers?: unknown[];
  tags?: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown> | undefined>;
};

/** The error replies a route may give, each one reply of the components (the error envelope). */
const ERRORS = {
  400: { name: 'BadRequest', text: 'The input is not valid: `field` names it.', error: 'ValidationError' },
  401: { name: 'Unauthorized', text: 'Not signed in, or the session has ended.', error: 'Unauthorized' },
  403: {
    name: 'Forbidden',
    text: 'Signed in, but not allowed to do this (or a cross-site write).',
    error: 'Forbidden',
  },
  404: { name: 'NotFound', text: 'No such thing, or not the caller’s.', error: 'NotFound' },
  409: { name: 'Conflict', text: 'The thing’s state does not allow it (a status, stock, a limit).', error: 'Conflict' },
  413: { name: 'PayloadTooLarge', text: 'The body or the upload is too large.', error: 'PayloadTooLarge' },
  422: {
    name: 'UnprocessableEntity',
    text: 'The upload is of an accepted type but cannot be read (a damaged or empty spreadsheet, one too large once unzipped).',
    error: 'UnreadableFile',
  },
  429: { name: 'TooManyRequests', text: 'Too many attempts: wait `Retry-After` seconds.', error: 'TooManyRequests' },
} as const;
type ErrorStatus = keyof typeof ERRORS;
type RoutesSeen = { rateLimited: Set<string>; uploads: Map<string, Upload> };

const SAMPLE_MESSAGES: Record<ErrorStatus, string> = {
  400: 'quantity: at most 10,000 units on a line.',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  409: 'This order can no longer be changed.',
  413: 'The file is too large (10 MB at most).',
  422: 'The file could not be read as a spreadsheet; it may be damaged.',
  429: 'Too many attempts. Try again in 60 seconds.',
};

function errorComponents(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(ERRORS).map(([status, e]) => [
      e.name,
      {
        description: e.text,
        ...(status === '429'
          ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
          : {}),
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/ErrorEnvelope' },
            example: {
              success: false,
              message: SAMPLE_MESSAGES[Number(status) as ErrorStatus],
              error: e.error,
              ...(status === '400' ? { field: 'lines.0.quantity' } : {}),
            },
          },
        },
      },
    ]),
  );
}

function whoMayCall(access: Access | undefined): string {
  switch (access?.kind) {
    case undefined:
      return 'No sign-in needed.';
    case 'signedIn':
      return 'Any signed-in user, customer or staff.';
    case 'staff':
      return 'Any signed-in staff member.';
    case 'customer':
      return 'Signed-in customers only.';
    case 'permission':
      return `Staff whose roles grant \`${access.permission}\`.`;
    case 'customerOr':
      return `The customer it belongs to, or staff whose roles grant \`${access.permission}\`.`;
  }
}

/** The errors an operation may answer, read from what it takes and who may call it. */
function errorsOf(
  method: string,
  path: string,
  op: Operation,
  { guarded, limited, upload }: { guarded: boolean; limited: boolean; upload: Upload | undefined },
): ErrorStatus[] {
  const write = method !== 'get';
  const statuses: ErrorStatus[] = [];
  if (write || op.parameters?.length || op.requestBody) statuses.push(400);
  if (guarded) statuses.push(401);
  if (guarded || write) statuses.push(403);
  if (path.includes('{')) statuses.push(404);
  if (guarded && write) statuses.push(409);
  if (op.requestBody) statuses.push(413);
  if (upload?.spreadsheet) statuses.push(422);
  if (limited) statuses.push(429);
  return statuses;
}

/**
 * A tuple (`prefixItems`) closed by `items: false` and as long as its `maxItems` says the same
 * with `items: {}`, which tools that want `items` to be a schema (Spectral's array-items) read.
 */
function openClosedTuples(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach(openClosedTuples);
  const schema = node as Record<string, unknown>;
  if (Array.isArray(schema.prefixItems) && schema.items === false && schema.maxItems === schema.prefixItems.length)
    schema.items = {};
  Object.values(schema).forEach(openClosedTuples);
}

/**
 * Makes the generated document one a client generator and an integrator can use (issue 40):
 * each operation gets its operationId, a description (its summary and who may call it), its
 * security and error replies; the document its tags with descriptions, servers and the error
 * envelope. Done here, once, from what the routes declare: no route file names any of it.
 */
/**
 * What a multipart route takes (its `config.upload`): the file's field, and whether it is a
 * spreadsheet, read after it is taken, so that one of an accepted type that cannot be read is
 * 422; any upload can be 413.
 */
export interface Upload {
  /** One file's field, or the fields that each take several files. */
  field: string | readonly string[];
  spreadsheet?: boolean;
}
declare module 'fastify' {
  interface FastifyContextConfig {
    upload?: Upload;
  }
}

const binary = { type: 'string', contentMediaType: 'application/octet-stream' };

/** A multipart route's body: its form fields (the summary names them) and its files. */
function multipartBody({ field }: Upload) {
  const files =
    typeof field === 'string'
      ? { [field]: binary }
      : Object.fromEntries(field.map((name) => [name, { type: 'array', items: binary }]));
  const schema = { type: 'object', properties: files, additionalProperties: { type: 'string' } };
  return { content: { 'multipart/form-data': { schema } } };
}

function finishDocument(app: FastifyInstance, doc: Document, seen: RoutesSeen): Document {
  const taken = new Set<string>();
  const tags = new Set<string>();
  const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op })),
  );
  // Names from the table first, so that a derived one never takes a published name.
  for (const { path, method, op } of operations) {
    op.operationId = operationIds[`${method.toUpperCase()} ${path}`];
    if (op.operationId) taken.add(op.operationId);
  }
  for (const { path, method, op } of operations) {
    const METHOD = method.toUpperCase();
    const fastifyPath = path.replace(/\{(\w+)\}/g, ':$1');
    const access = app.routeAccess.get(`${METHOD} ${fastifyPath}`);
    if (!op.operationId) taken.add((op.operationId = derivedOperationId(METHOD, path, taken)));
    op.tags = [op.tags?.[0] ?? path.split('/')[2]!];
    tags.add(op.tags[0]!);
    const withToken = tokenScopeNote(METHOD, fastifyPath, access);
    op.description = [op.description ?? op.summary ?? op.operationId, whoMayCall(access), withToken]
      .filter(Boolean)
      .join('\n\n');
    op.security = access ? [{ session: [] }, ...(withToken ? [{ apiToken: [] }] : [])] : [];
    const responses = (op.responses ??= {});
    const limited = seen.rateLimited.has(`${METHOD} ${fastifyPath}`) || !!withToken;
    const upload = seen.uploads.get(`${METHOD} ${fastifyPath}`);
    if (upload) op.requestBody ??= multipartBody(upload);
    for (const status of errorsOf(method, path, op, { guarded: !!access, limited, upload }))
      responses[status] ??= { $ref: `#/components/responses/${ERRORS[status].name}` };
    const example = requestExamples[op.operationId];
    const json = op.requestBody?.content?.['application/json'];
    if (example && json) json.example = example;
  }
  doc.tags = [...tags].sort().map((name) => ({ name, description: tagDescription(name) }));
  const components = (doc.components ??= {});
  components.schemas = {
    ...components.schemas,
    ErrorEnvelope: z.toJSONSchema(errorEnvelope, { target: 'draft-2020-12' }),
  };
  delete (components.schemas.ErrorEnvelope as { $schema?: string }).$schema;
  components.responses = { ...components.responses, ...errorComponents() };
  openClosedTuples(doc.paths);
  openClosedTuples(components.schemas);
  return doc;
}

/** The OpenAPI document, generated from the routes' zod schemas, and its viewer at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  // Which routes count calls (config.rateLimit: they may answer 429) and take uploads (config.upload).
  const seen: RoutesSeen = { rateLimited: new Set(), uploads: new Map() };
  app.addHook('onRoute', (route) => {
    const config = route.config as { rateLimit?: unknown; upload?: Upload } | undefined;
    for (const method of [route.method].flat()) {
      if (config?.rateLimit) seen.rateLimited.add(`${method} ${route.url}`);
      if (config?.upload) seen.uploads.set(`${method} ${route.url}`, config.upload);
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Wholesale flowers API',
        version: '1.0.0',
        description: apiDescription,
        contact: { name: app.config.business.name, email: app.config.business.email },
      },
      servers: [{ url: app.config.publicUrl, description: 'This shop' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'sid',
            description: 'The session cookie that POST /api/auth/login sets.',
          },
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A personal API token (POST /api/tokens, shown once): `Authorization: Bearer <token>`. It makes the calls its scopes allow of what its owner may do; each call says the scope it needs.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documents) =>
      finishDocument(app, (documents as { openapiObject: Document }).openapiObject, seen) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
