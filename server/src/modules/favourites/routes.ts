import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, apiRoute } from '@shop/contract';
import { currentUser, requireCustomer } from '../../http/guards.js';
import { addFavourite, listFavourites, removeFavourite } from './service.js';

const reply = z.object({ success: z.literal(true), data: z.object({ product_ids: z.array(z.number().int()) }) });
const ok = (product_ids: number[]) => ({ success: true as const, data: { product_ids } });

/** The signed-in customer's favourites ("My usual"): only their own, by the session. */
export async function favouriteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['favourites'];
  const deps = { db: app.db, clock: app.clock };
  const params = z.object({ productId: z.coerce.number().int().positive() });

  r.get(
    apiRoute(apiPaths.favourites.list),
    {
      schema: {
        tags,
        summary: "The signed-in customer's favourite product ids, latest first",
        response: { 200: reply },
      },
      preHandler: requireCustomer,
    },
    async (request) => ok(await listFavourites(deps, currentUser(request).id)),
  );

  r.put(
    apiRoute(apiPaths.favourites.one),
    {
      schema: { tags, summary: 'Star a product (again: no change)', params, response: { 200: reply } },
      preHandler: requireCustomer,
    },
    async (request) => ok(await addFavourite(deps, currentUser(request).id, request.params.productId)),
  );

  r.delete(
    apiRoute(apiPaths.favourites.one),
    {
      schema: { tags, summary: 'Unstar a product', params, response: { 200: reply } },
      preHandler: requireCustomer,
    },
    async (request) => ok(await removeFavourite(deps, currentUser(request).id, request.params.productId)),
  );
}
