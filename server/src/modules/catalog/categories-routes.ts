import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  categoryListQuerySchema,
  categoryListSchema,
  categorySchema,
  categoryWriteSchema,
  colourListSchema,
  colourSchema,
  colourWriteSchema,
  okEnvelope,
} from '@shop/contract';
import { requestLanguage } from '../../http/request-language.js';
import { hasPermission, requestActor, requirePermission, requireUser } from '../../http/guards.js';
import {
  createCategory,
  createColour,
  editCategory,
  editColour,
  listCategories,
  listColours,
  removeCategory,
} from './categories-service.js';
import { categoryMessages } from './messages.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const categoryReply = okEnvelope(z.object({ category: categorySchema }));
const colourReply = okEnvelope(z.object({ colour: colourSchema }));

/** The catalogue's categories and colours (API.md "Catalogue for florists"; issue 36). */
export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalogue'];
  const deps = { db: app.db, clock: app.clock, files: app.files };
  const keepers = requirePermission('catalog.lists');

  r.get(
    apiRoute(apiPaths.catalog.categories),
    {
      schema: {
        tags,
        summary: 'The categories in tree order (staff who keep them may ask for the archived too: ?all=true)',
        querystring: categoryListQuerySchema,
        response: { 200: okEnvelope(categoryListSchema) },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const all = request.query.all === 'true' && hasPermission(request, 'catalog.lists');
      return { success: true as const, data: { categories: await listCategories(app.db, all) } };
    },
  );

  r.post(
    apiRoute(apiPaths.catalog.categories),
    {
      schema: { tags, summary: 'Create a category', body: categoryWriteSchema, response: { 201: categoryReply } },
      preHandler: keepers,
    },
    async (request, reply) => {
      const category = await createCategory(deps, requestActor(request), request.body);
      const message = categoryMessages[requestLanguage(request)].created;
      return reply.status(201).send({ success: true, message, data: { category } });
    },
  );

  r.put(
    apiRoute(apiPaths.catalog.category),
    {
      schema: {
        tags,
        summary: 'Rename, move, reorder, archive or bring back a category',
        params: idParams,
        body: categoryWriteSchema,
        response: { 200: categoryReply },
      },
      preHandler: keepers,
    },
    async (request) => {
      const category = await editCategory(deps, requestActor(request), request.params.id, request.body);
      return { success: true as const, message: categoryMessages[requestLanguage(request)].updated, data: { category } };
    },
  );

  r.delete(
    apiRoute(apiPaths.catalog.category),
    {
      schema: {
        tags,
        summary: 'Delete a category nothing uses; archive one that products or children use (with its children)',
        params: idParams,
        response: {
          200: okEnvelope(
            z.object({
              deleted: z.boolean(),
              archived: z.boolean(),
              reason: z.enum(['products', 'children']).nullable(),
              category: categorySchema.nullable(),
            }),
          ),
        },
      },
      preHandler: keepers,
    },
    async (request) => {
      const result = await removeCategory(deps, requestActor(request), request.params.id);
      const texts = categoryMessages[requestLanguage(request)];
      const message = result.deleted ? texts.deleted : result.reason === 'products' ? texts.archivedProducts : texts.archivedChildren;
      return { success: true as const, message, data: result };
    },
  );

  r.get(
    apiRoute(apiPaths.catalog.colours),
    {
      schema: { tags, summary: 'The colours products take', response: { 200: okEnvelope(colourListSchema) } },
      preHandler: requireUser,
    },
    async () => ({ success: true as const, data: { colours: await listColours(app.db) } }),
  );

  r.post(
    apiRoute(apiPaths.catalog.colours),
    {
      schema: { tags, summary: 'Add a colour', body: colourWriteSchema, response: { 201: colourReply } },
      preHandler: keepers,
    },
    async (request, reply) => {
      const colour = await createColour(deps, requestActor(request), request.body);
      const message = categoryMessages[requestLanguage(request)].colourSaved;
      return reply.status(201).send({ success: true, message, data: { colour } });
    },
  );

  r.put(
    apiRoute(apiPaths.catalog.colour),
    {
      schema: {
        tags,
        summary: 'Rename a colour or change its swatch',
        params: idParams,
        body: colourWriteSchema,
        response: { 200: colourReply },
      },
      preHandler: keepers,
    },
    async (request) => {
      const colour = await editColour(deps, requestActor(request), request.params.id, request.body);
      return { success: true as const, message: categoryMessages[requestLanguage(request)].colourSaved, data: { colour } };
    },
  );
}
