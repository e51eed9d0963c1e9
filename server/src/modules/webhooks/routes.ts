import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoute, okEnvelope } from '@shop/contract';
import {
  webhookDeliveryListSchema,
  webhookDeliveryQuerySchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookPaths,
  webhookSchema,
  webhookWriteSchema,
} from '@shop/contract/webhooks';
import { currentUser, requestActor, requireUser } from '../../http/guards.js';
import { requestLanguage } from '../../http/request-language.js';
import { createWebhook, listWebhooks, removeWebhook, resendDelivery, webhookDeliveries } from './service.js';

const messages = {
  en: {
    created: 'Webhook registered. Copy its secret now: it will not be shown again.',
    deleted: 'Webhook deleted.',
    resent: 'The event will be sent again.',
  },
  fr: {
    created: 'Webhook enregistré. Copiez son secret maintenant : il ne sera plus affiché.',
    deleted: 'Webhook supprimé.',
    resent: 'L’événement sera envoyé de nouveau.',
  },
};

const id = z.coerce.number().int().positive();

/**
 * The signed-in user's webhooks (issue 40, item 3): a customer's receive their own orders',
 * invoices' and claims' events, a staff member's every customer's as their roles allow. With a
 * session only: a token cannot register where the shop posts.
 */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['webhooks'];
  const deps = { db: app.db, clock: app.clock, production: app.config.env === 'production' };

  r.get(
    apiRoute(webhookPaths.list),
    {
      schema: {
        tags,
        summary: 'The signed-in user’s webhooks, newest first, and the events they may subscribe to',
        response: { 200: okEnvelope(webhookListSchema) },
      },
      preHandler: requireUser,
    },
    async (request) => ({ success: true as const, data: await listWebhooks(deps, currentUser(request)) }),
  );

  r.post(
    apiRoute(webhookPaths.list),
    {
      schema: {
        tags,
        summary:
          'Register a webhook: an https URL (http for localhost outside production) and its events; the reply carries the signing secret, once',
        body: webhookWriteSchema,
        response: { 201: okEnvelope(z.object({ webhook: webhookSchema, secret: z.string() })) },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const { webhook, secret } = await createWebhook(deps, requestActor(request), request.body);
      return reply
        .status(201)
        .send({ success: true, message: messages[requestLanguage(request)].created, data: { webhook, secret } });
    },
  );

  r.delete(
    apiRoute(webhookPaths.one),
    {
      schema: {
        tags,
        summary: 'Delete one of the signed-in user’s webhooks, and its delivery log',
        params: z.object({ id }),
        response: { 200: okEnvelope(z.object({ webhook: webhookSchema })) },
      },
      preHandler: requireUser,
    },
    async (request) => ({
      success: true as const,
      message: messages[requestLanguage(request)].deleted,
      data: { webhook: await removeWebhook(deps, requestActor(request), request.params.id) },
    }),
  );

  r.get(
    apiRoute(webhookPaths.deliveries),
    {
      schema: {
        tags,
        summary: 'A webhook’s delivery log, newest first: each event’s status, attempts and the receiver’s last answer',
        params: z.object({ id }),
        querystring: webhookDeliveryQuerySchema,
        response: { 200: okEnvelope(webhookDeliveryListSchema) },
      },
      preHandler: requireUser,
    },
    async (request) => ({
      success: true as const,
      data: await webhookDeliveries(deps, currentUser(request).id, request.params.id, request.query),
    }),
  );

  r.post(
    apiRoute(webhookPaths.resend),
    {
      schema: {
        tags,
        summary: 'Send an event again: the same id and body as a new delivery, at the sender’s next round',
        params: z.object({ id, deliveryId: id }),
        response: { 201: okEnvelope(z.object({ delivery: webhookDeliverySchema })) },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const delivery = await resendDelivery(
        deps,
        currentUser(request).id,
        request.params.id,
        request.params.deliveryId,
      );
      return reply
        .status(201)
        .send({ success: true, message: messages[requestLanguage(request)].resent, data: { delivery } });
    },
  );
}
