import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  inventoryListSchema,
  inventoryQuerySchema,
  LEDGER_REASONS,
  movementListSchema,
  movementWriteSchema,
  okEnvelope,
  productSchema,
  receiptWriteSchema,
  type LedgerReason,
} from '@shop/contract';
import { requestLanguage } from '../../http/request-language.js';
import { businessDate } from '../../lib/business-date.js';
import { requestActor, requirePermission } from '../../http/guards.js';
import { ageInDays, listProducts, getProductOrThrow, presentProducts } from '../catalog/index.js';
import { productFor, productsFor } from '../margins/index.js';
import { inventoryMessages } from './messages.js';
import { paginationOf } from '../../db/count-up-to.js';
import { listMovements } from './repository.js';
import { receiveStock, recordMovement } from './service.js';

function asReason(reason: string): LedgerReason {
  return (LEDGER_REASONS as readonly string[]).includes(reason) ? (reason as LedgerReason) : 'adjustment';
}

/** Staff only: stock levels, movements and receipts (PRODUCT.md, Catalogue and inventory). */
export async function inventoryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory'];
  const deps = { db: app.db, clock: app.clock };

  r.get(
    apiRoute(apiPaths.inventory.list),
    {
      schema: {
        tags,
        summary: 'Stock levels: search, category, low stock; with the age of fresh stock',
        querystring: inventoryQuerySchema,
        response: { 200: okEnvelope(inventoryListSchema) },
      },
      preHandler: requirePermission('inventory'),
    },
    async (request) => {
      const query = request.query;
      const order = requestLanguage(request) === 'fr' ? 'name_fr' : 'name_en';
      const { rows, total } = await listProducts(app.db, { ...query, lowStock: query.low === 'true' }, order);
      const today = businessDate(app.clock.now());
      const products = await productsFor(request, app.db, await presentProducts(app.db, rows));
      return {
        success: true as const,
        data: {
          items: products.map((p) => ({ ...p, age_days: p.fresh ? ageInDays(p.arrived_on, today) : null })),
          pagination: { page: query.page, limit: query.limit, total },
        },
      };
    },
  );

  r.post(
    apiRoute(apiPaths.inventory.movements),
    {
      schema: {
        tags,
        summary: 'Record a stock movement (receipt, adjustment, return, loss); quantity is signed',
        body: movementWriteSchema,
        response: { 201: okEnvelope(z.object({ product: productSchema })) },
      },
      preHandler: requirePermission('inventory'),
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const product = await productFor(
        request,
        app.db,
        await recordMovement(deps, request.body, requestActor(request)),
      );
      return reply
        .status(201)
        .send({ success: true, message: inventoryMessages[language].recorded, data: { product } });
    },
  );

  r.post(
    apiRoute(apiPaths.inventory.receipts),
    {
      schema: {
        tags,
        summary: 'Receive a delivery of several products at once (all or nothing)',
        body: receiptWriteSchema,
        response: { 201: okEnvelope(z.object({ products: z.array(productSchema) })) },
      },
      preHandler: requirePermission('inventory'),
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const products = await productsFor(
        request,
        app.db,
        await receiveStock(deps, request.body, requestActor(request)),
      );
      return reply
        .status(201)
        .send({ success: true, message: inventoryMessages[language].received, data: { products } });
    },
  );

  r.get(
    apiRoute(apiPaths.inventory.productMovements),
    {
      schema: {
        tags,
        summary: 'The ledger of one product, newest first',
        params: z.object({ productId: z.coerce.number().int().positive() }),
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(25),
        }),
        response: { 200: okEnvelope(movementListSchema) },
      },
      preHandler: requirePermission('inventory'),
    },
    async (request) => {
      const { productId } = request.params;
      const { page, limit } = request.query;
      await getProductOrThrow(app.db, productId);
      const { rows, counted } = await listMovements(app.db, productId, limit, (page - 1) * limit);
      return {
        success: true as const,
        data: {
          movements: rows.map((m) => ({ ...m, reason: asReason(m.reason) })),
          pagination: paginationOf({ page, limit }, counted),
        },
      };
    },
  );
}
