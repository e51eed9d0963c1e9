import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  okEnvelope,
  supplierListQuerySchema,
  supplierListSchema,
  supplierProductListQuerySchema,
  supplierProductListSchema,
  supplierProductSchema,
  supplierProductWriteSchema,
  supplierSchema,
  supplierWriteSchema,
} from '@shop/contract';
import { requestActor, requirePermission } from '../../http/guards.js';
import { requestLanguage } from '../../http/request-language.js';
import { purchasingMessages } from './messages.js';
import {
  createSupplier,
  getSupplier,
  listSupplierProducts,
  listSuppliers,
  removeSupplierProduct,
  setSupplierProduct,
  updateSupplier,
} from './supplier-service.js';

const id = z.coerce.number().int().positive();
const paths = apiPaths.purchasing;

/** The suppliers (issue 37 item 1): owner and office. */
export async function supplierRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['purchasing'];
  const deps = { db: app.db, clock: app.clock };
  const preHandler = requirePermission('purchasing');
  const one = okEnvelope(z.object({ supplier: supplierSchema }));
  const link = okEnvelope(z.object({ product: supplierProductSchema }));

  r.get(
    apiRoute(paths.suppliers),
    {
      schema: {
        tags,
        summary: 'The suppliers by name, a page at a time; active ones unless asked',
        querystring: supplierListQuerySchema,
        response: { 200: okEnvelope(supplierListSchema) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, data: await listSuppliers(deps, request.query) }),
  );

  r.post(
    apiRoute(paths.suppliers),
    {
      schema: { tags, summary: 'Add a supplier', body: supplierWriteSchema, response: { 201: one } },
      preHandler,
    },
    async (request, reply) => {
      const supplier = await createSupplier(deps, requestActor(request), request.body);
      return reply.status(201).send({
        success: true,
        message: purchasingMessages[requestLanguage(request)].supplierCreated,
        data: { supplier },
      });
    },
  );

  r.get(
    apiRoute(paths.supplier),
    {
      schema: { tags, summary: 'One supplier', params: z.object({ id }), response: { 200: one } },
      preHandler,
    },
    async (request) => ({ success: true as const, data: { supplier: await getSupplier(deps, request.params.id) } }),
  );

  r.put(
    apiRoute(paths.supplier),
    {
      schema: {
        tags,
        summary: 'Change a supplier (every field at once); `active: false` keeps its orders',
        params: z.object({ id }),
        body: supplierWriteSchema,
        response: { 200: one },
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      message: purchasingMessages[requestLanguage(request)].supplierSaved,
      data: { supplier: await updateSupplier(deps, requestActor(request), request.params.id, request.body) },
    }),
  );

  r.get(
    apiRoute(paths.supplierProducts),
    {
      schema: {
        tags,
        summary: 'The products a supplier sells the shop: its code, units per box and the last cost per unit',
        params: z.object({ id }),
        querystring: supplierProductListQuerySchema,
        response: { 200: okEnvelope(supplierProductListSchema) },
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      data: await listSupplierProducts(deps, request.params.id, request.query),
    }),
  );

  r.put(
    apiRoute(paths.supplierProduct),
    {
      schema: {
        tags,
        summary: 'Link a product to a supplier, or change the link (code, units per box, last cost)',
        params: z.object({ id, productId: id }),
        body: supplierProductWriteSchema,
        response: { 200: link },
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      message: purchasingMessages[requestLanguage(request)].linkSaved,
      data: {
        product: await setSupplierProduct(
          deps,
          requestActor(request),
          request.params.id,
          request.params.productId,
          request.body,
        ),
      },
    }),
  );

  r.delete(
    apiRoute(paths.supplierProduct),
    {
      schema: {
        tags,
        summary: 'Unlink a product from a supplier (its purchase orders keep their lines)',
        params: z.object({ id, productId: id }),
        response: { 200: link },
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      message: purchasingMessages[requestLanguage(request)].linkRemoved,
      data: {
        product: await removeSupplierProduct(deps, requestActor(request), request.params.id, request.params.productId),
      },
    }),
  );
}
