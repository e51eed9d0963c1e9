import type { FastifyInstance } from 'fastify';

/** The parts of a JSON schema that a plausible sample needs. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
};
export type Parameter = { in: 'query' | 'path'; name: string; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
};
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path: `/api/orders/{id}`. */
  path: string;
  /** Fastify's path: `/api/orders/:id` (the key of app.routeAccess). */
  fastifyPath: string;
  params: Parameter[];
  body: JsonSchema | undefined;
}

/** A plausible value for a schema: what a well-behaved client would send. */
export function sample(s: JsonSchema | undefined): unknown {
  if (!s) return null;
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return sample(alternatives[0]);
  if (s.allOf) return Object.assign({}, ...s.allOf.map(sample));
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    case 'array':
      return [sample(s.items)];
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'email' || s.pattern?.includes('@')) return 'sample@example.com';
      if (s.pattern?.includes('\\d{4}-')) return '2026-03-02';
      return 'x'.repeat(Math.max(s.minLength ?? 1, 1));
    default:
      return null;
  }
}

/** Every API route, read from the app's own OpenAPI document (the docs' own routes aside). */
export function listApiRoutes(app: FastifyInstance): ApiRoute[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method: method.toUpperCase() as ApiRoute['method'],
        path,
        fastifyPath: path.replace(/\{(\w+)\}/g, ':$1'),
        params: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      })),
    );
}
