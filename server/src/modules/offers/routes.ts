import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  offerListQuerySchema,
  offerListSchema,
  offerSchema,
  offerWriteSchema,
  okEnvelope,
} from '@shop/contract';
import { readImageUpload } from '../../http/image-upload.js';
import { requestLanguage } from '../../http/request-language.js';
import { isStaff, requestActor, requireUser, requirePermission } from '../../http/guards.js';
import { offerMessages } from './messages.js';
import { presentListItem } from './presenter.js';
import { listOffers } from './repository.js';
import {
  businessToday,
  createOffer,
  editOffer,
  listActiveOffers,
  loadOffer,
  removeOffer,
  replaceOfferImage,
  type Reader,
} from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const offerReply = okEnvelope(z.object({ offer: offerSchema }));

const readerOf = (request: FastifyRequest): Reader => (isStaff(request) ? 'staff' : 'customer');

/** Special offers (API.md): staff write them; signed-in customers read the ones active today. */
export async function offerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['offers'];
  const deps = { db: app.db, clock: app.clock, files: app.files };

  r.get(
    apiRoute(apiPaths.offers.list),
    {
      schema: {
        tags,
        summary: 'Offers, filtered by state and searched by title, paginated',
        querystring: offerListQuerySchema,
        response: { 200: okEnvelope(offerListSchema) },
      },
      preHandler: requirePermission('offers'),
    },
    async (request) => {
      const today = businessToday(app.clock);
      const { rows, total } = await listOffers(app.db, request.query, today);
      return {
        success: true as const,
        data: {
          offers: rows.map((row) => presentListItem(row, today)),
          pagination: { page: request.query.page, limit: request.query.limit, total },
        },
      };
    },
  );

  r.get(
    apiRoute(apiPaths.offers.active),
    {
      schema: {
        tags,
        summary: 'The offers active today, with their items',
        response: { 200: okEnvelope(z.object({ offers: z.array(offerSchema) })) },
      },
      preHandler: requireUser,
    },
    async (request) => ({
      success: true as const,
      data: { offers: await listActiveOffers(app.db, businessToday(app.clock), readerOf(request)) },
    }),
  );

  r.get(
    apiRoute(apiPaths.offers.one),
    {
      schema: {
        tags,
        summary: 'One offer (customers: an active one)',
        params: idParams,
        response: { 200: offerReply },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const today = businessToday(app.clock);
      const offer = await loadOffer(app.db, request.params.id, today, readerOf(request));
      return { success: true as const, data: { offer } };
    },
  );

  r.post(
    apiRoute(apiPaths.offers.list),
    {
      schema: { tags, summary: 'Create an offer', body: offerWriteSchema, response: { 201: offerReply } },
      preHandler: requirePermission('offers'),
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const offer = await createOffer(deps, requestActor(request), request.body);
      return reply.status(201).send({ success: true, message: offerMessages[language].created, data: { offer } });
    },
  );

  r.put(
    apiRoute(apiPaths.offers.one),
    {
      schema: {
        tags,
        summary: 'Update an offer',
        params: idParams,
        body: offerWriteSchema,
        response: { 200: offerReply },
      },
      preHandler: requirePermission('offers'),
    },
    async (request) => {
      const language = requestLanguage(request);
      const offer = await editOffer(deps, requestActor(request), request.params.id, request.body);
      return { success: true as const, message: offerMessages[language].updated, data: { offer } };
    },
  );

  r.delete(
    apiRoute(apiPaths.offers.one),
    {
      schema: {
        tags,
        summary: 'Delete an offer and its image',
        params: idParams,
        response: { 200: okEnvelope(z.object({ deleted: z.literal(true) })) },
      },
      preHandler: requirePermission('offers'),
    },
    async (request) => {
      const language = requestLanguage(request);
      await removeOffer(deps, requestActor(request), request.params.id);
      return { success: true as const, message: offerMessages[language].deleted, data: { deleted: true as const } };
    },
  );

  r.post(
    apiRoute(apiPaths.offers.image),
    {
      schema: {
        tags,
        summary: 'Replace the offer image (multipart `image`: JPEG, PNG or WebP, 5 MB at most)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: offerReply },
      },
      config: { upload: { field: 'image' } },
      preHandler: requirePermission('offers'),
    },
    async (request) => {
      const language = requestLanguage(request);
      const image = await readImageUpload(request, language);
      const offer = await replaceOfferImage(deps, requestActor(request), request.params.id, image);
      return { success: true as const, message: offerMessages[language].imageSaved, data: { offer } };
    },
  );
}
