import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoute, okEnvelope } from '@shop/contract';
import { apiTokenListSchema, apiTokenPaths, apiTokenSchema, apiTokenWriteSchema } from '@shop/contract/api-tokens';
import { currentUser, requireUser } from '../../http/guards.js';
import { requestLanguage } from '../../http/request-language.js';
import { createToken, grantableScopes, listTokens, revokeToken } from './service.js';

const messages = {
  en: { created: 'Token created. Copy it now: it will not be shown again.', revoked: 'Token revoked.' },
  fr: { created: 'Jeton créé. Copiez-le maintenant : il ne sera plus affiché.', revoked: 'Jeton révoqué.' },
};

/**
 * The signed-in user's own API tokens (issue 40, item 2): a customer's at /customer/api-tokens,
 * a staff member's at /admin/api-tokens. Only with a session: a token cannot make tokens.
 */
export async function apiTokenRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['api-tokens'];
  const deps = { db: app.db, clock: app.clock, ...(app.apiTokenCache ? { cache: app.apiTokenCache } : {}) };

  r.get(
    apiRoute(apiTokenPaths.list),
    {
      schema: {
        tags,
        summary:
          'The signed-in user’s API tokens, newest first, with their scopes and last use (never the token), and the scopes they may give a new one',
        response: { 200: okEnvelope(apiTokenListSchema) },
      },
      preHandler: requireUser,
    },
    async (request) => ({
      success: true as const,
      data: {
        api_tokens: await listTokens(deps, currentUser(request).id),
        grantable_scopes: grantableScopes(currentUser(request)),
      },
    }),
  );

  r.post(
    apiRoute(apiTokenPaths.list),
    {
      schema: {
        tags,
        summary: 'Create an API token: a name, scopes and an optional last day; the reply carries the token, once',
        body: apiTokenWriteSchema,
        response: { 201: okEnvelope(z.object({ api_token: apiTokenSchema, token: z.string() })) },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const { apiToken, token } = await createToken(deps, currentUser(request), request.body);
      return reply.status(201).send({
        success: true,
        message: messages[requestLanguage(request)].created,
        data: { api_token: apiToken, token },
      });
    },
  );

  r.delete(
    apiRoute(apiTokenPaths.one),
    {
      schema: {
        tags,
        summary: 'Revoke one of the signed-in user’s API tokens: refused from the next call on',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: okEnvelope(z.object({ api_token: apiTokenSchema })) },
      },
      preHandler: requireUser,
    },
    async (request) => ({
      success: true as const,
      message: messages[requestLanguage(request)].revoked,
      data: { api_token: await revokeToken(deps, currentUser(request).id, request.params.id) },
    }),
  );
}
