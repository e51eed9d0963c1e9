import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, apiRoute, okEnvelope, sessionInfoSchema } from '@shop/contract';
import { DomainError } from '../../errors/domain-error.js';
import { currentUser, requireUser } from '../../http/guards.js';
import { requestLanguage } from '../../http/request-language.js';
import { authMessages } from './messages.js';
import { listUserSessions, revokeUserSession } from './sessions.js';

/** A signed-in user's own sessions, staff and customers alike (issue 15, part 4). */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];

  r.get(
    apiRoute(apiPaths.auth.sessions),
    {
      schema: {
        tags,
        summary: 'The signed-in user’s live sessions: device, address, last seen; the current one marked',
        response: { 200: okEnvelope(z.object({ sessions: z.array(sessionInfoSchema) })) },
      },
      preHandler: requireUser,
    },
    async (request) => ({
      success: true as const,
      data: {
        sessions: await listUserSessions(app.db, app.clock, currentUser(request).id, app.sessionCookie.read(request)),
      },
    }),
  );

  r.delete(
    apiRoute(apiPaths.auth.session),
    {
      schema: {
        tags,
        summary: 'Ends one of the signed-in user’s sessions (the current one signs out)',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: okEnvelope(z.null()) },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const current = (await listUserSessions(app.db, app.clock, user.id, app.sessionCookie.read(request))).find(
        (s) => s.current,
      );
      if (!(await revokeUserSession(app.db, user.id, request.params.id))) throw new DomainError('SESSION_NOT_FOUND');
      if (current?.id === request.params.id) app.sessionCookie.clear(reply);
      return { success: true as const, message: authMessages[requestLanguage(request)].sessionEnded, data: null };
    },
  );
}
