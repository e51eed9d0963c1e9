import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  freshListSettingsSchema,
  freshListStatusSchema,
  freshListSubscriptionSchema,
  okEnvelope,
  unsubscribeParamsSchema,
} from '@shop/contract';
import { currentUser, requestActor, requireCustomer, requirePermission } from '../../http/guards.js';
import { requestLanguage } from '../../http/request-language.js';
import { freshListMessages } from './messages.js';
import {
  freshListStatus,
  setSubscription,
  subscription,
  unsubscribeByToken,
  updateFreshListSettings,
} from './service.js';

/** The fresh list (issue 39 item 5): its settings, a customer's choice, the one-click unsubscribe. */
export async function freshListRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['fresh-list'];
  const deps = { db: app.db, clock: app.clock };

  // A mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form (RFC
  // 8058): taken, and not read, by this plugin's routes only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );

  r.get(
    apiRoute(apiPaths.freshList.settings),
    {
      schema: {
        tags,
        summary: 'When the fresh list goes out, to how many customers, and the last morning it did',
        response: { 200: okEnvelope(freshListStatusSchema) },
      },
      preHandler: requirePermission('fresh-list'),
    },
    async () => ({ success: true as const, data: await freshListStatus(app.db) }),
  );

  r.put(
    apiRoute(apiPaths.freshList.settings),
    {
      schema: {
        tags,
        summary: 'Turns the fresh list on or off and sets its hour (HH:MM, Montreal time)',
        body: freshListSettingsSchema,
        response: { 200: okEnvelope(freshListStatusSchema) },
      },
      preHandler: requirePermission('fresh-list'),
    },
    async (request) => ({
      success: true as const,
      message: freshListMessages[requestLanguage(request)].settingsSaved,
      data: await updateFreshListSettings(deps, requestActor(request), request.body),
    }),
  );

  r.get(
    apiRoute(apiPaths.freshList.subscription),
    {
      schema: {
        tags,
        summary: 'Whether the signed-in customer gets the fresh list',
        response: { 200: okEnvelope(freshListSubscriptionSchema) },
      },
      preHandler: requireCustomer,
    },
    async (request) => ({ success: true as const, data: await subscription(app.db, currentUser(request).id) }),
  );

  r.put(
    apiRoute(apiPaths.freshList.subscription),
    {
      schema: {
        tags,
        summary: 'The signed-in customer asks for the fresh list, or no longer',
        body: freshListSubscriptionSchema,
        response: { 200: okEnvelope(freshListSubscriptionSchema) },
      },
      preHandler: requireCustomer,
    },
    async (request) => {
      const data = await setSubscription(deps, currentUser(request).id, request.body.subscribed);
      const messages = freshListMessages[requestLanguage(request)];
      return { success: true as const, message: data.subscribed ? messages.subscribed : messages.unsubscribed, data };
    },
  );

  r.post(
    apiRoute(apiPaths.freshList.unsubscribe),
    {
      schema: {
        tags,
        summary:
          'The fresh list’s one-click unsubscribe (its e-mail’s List-Unsubscribe), signed in or not; a wrong or ' +
          'used token changes nothing (404) and names no one',
        params: unsubscribeParamsSchema,
        response: { 200: okEnvelope(z.object({ unsubscribed: z.literal(true) })) },
      },
    },
    async (request) => {
      await unsubscribeByToken(app.db, request.params.token);
      return {
        success: true as const,
        message: freshListMessages[requestLanguage(request)].unsubscribedByLink,
        data: { unsubscribed: true as const },
      };
    },
  );
}
