import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  okEnvelope,
  productListQuerySchema,
  productListSchema,
  productPriceQuerySchema,
  productSchema,
  type Product,
  productWriteSchema,
} from '@shop/contract';
import { DomainError } from '../../errors/domain-error.js';
import { requestLanguage } from '../../http/request-language.js';
import { businessDate } from '../../lib/business-date.js';
import { imageFileKey, openPublicImage } from '../../lib/images.js';
import { productFor, productsFor } from '../margins/index.js';
import { withSpecialPrices } from '../offers/index.js';
import { priceProducts } from '../prices/index.js';
import {
  currentUser,
  hasPermission,
  isStaff,
  requestActor,
  requireUser,
  requirePermission,
} from '../../http/guards.js';
import { categoryRoutes } from './categories-routes.js';
import { pictureRoutes } from './pictures-routes.js';
import { listProductsWithFacets } from './facets-repository.js';
import { catalogMessages } from './messages.js';
import { listProducts } from './repository.js';
import { createProduct, editProduct, loadProduct, presentProducts, removeProduct } from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const productReply = okEnvelope(z.object({ product: productSchema }));

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalogue'];
  const deps = { db: app.db, clock: app.clock, files: app.files };
  await categoryRoutes(app);
  await pictureRoutes(app);

  /**
   * The prices a reply shows (decision 060): a customer's own, always; a customer's that staff
   * name (`customer_id`: the staff order form); else the list with today's offers.
   */
  const pricedFor = (request: FastifyRequest, products: Product[], today: string, customerId?: number) => {
    // A customer's prices go to staff who may read customers only (the staff order form's
    // counter, office, owner); a driver or designer naming one reads the list, as a customer
    // naming another reads their own.
    const named = customerId !== undefined && hasPermission(request, 'customers.read') ? customerId : null;
    const reader = isStaff(request) ? named : currentUser(request).id;
    const priced =
      reader === null ? withSpecialPrices(app.db, products, today) : priceProducts(app.db, reader, products, today);
    return priced.then((list) => productsFor(request, app.db, list));
  };

  r.get(
    apiRoute(apiPaths.catalog.products),
    {
      schema: {
        tags,
        summary:
          'The catalogue, searched and filtered (`new=n`: arrived in the last n business days), paginated, names sorted in the reader’s language (`sort=arrival`: newest arrival first)',
        querystring: productListQuerySchema,
        response: { 200: okEnvelope(productListSchema) },
      },
      preHandler: requireUser,
    },
    async (request) => {
      // Customers see the active catalogue only; staff choose.
      const today = businessDate(app.clock.now());
      const query = { ...request.query, active: isStaff(request) ? request.query.active : ('active' as const), today };
      const order = requestLanguage(request) === 'fr' ? 'name_fr' : 'name_en';
      const { rows, total, facets } =
        query.facets === 'true'
          ? await listProductsWithFacets(app.db, query, order)
          : { ...(await listProducts(app.db, query, order)), facets: undefined };
      return {
        success: true as const,
        data: {
          products: await pricedFor(request, await presentProducts(app.db, rows), today, request.query.customer_id),
          pagination: { page: query.page, limit: query.limit, total },
          ...(facets ? { facets } : {}),
        },
      };
    },
  );

  r.get(
    apiRoute(apiPaths.catalog.product),
    {
      schema: {
        tags,
        summary: 'One product (to a customer, at their prices; staff may ask for a customer’s: `customer_id`)',
        params: idParams,
        querystring: productPriceQuerySchema,
        response: { 200: productReply },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const product = await loadProduct(app.db, request.params.id);
      if (!product.active && !isStaff(request)) throw new DomainError('PRODUCT_NOT_FOUND');
      const [priced] = await pricedFor(request, [product], businessDate(app.clock.now()), request.query.customer_id);
      return { success: true as const, data: { product: priced! } };
    },
  );

  r.post(
    apiRoute(apiPaths.catalog.products),
    {
      schema: { tags, summary: 'Create a product', body: productWriteSchema, response: { 201: productReply } },
      preHandler: requirePermission('catalog.write'),
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const product = await productFor(request, app.db, await createProduct(deps, requestActor(request), request.body));
      return reply.status(201).send({ success: true, message: catalogMessages[language].created, data: { product } });
    },
  );

  r.put(
    apiRoute(apiPaths.catalog.product),
    {
      schema: {
        tags,
        summary: 'Update a product',
        params: idParams,
        body: productWriteSchema,
        response: { 200: productReply },
      },
      preHandler: requirePermission('catalog.write'),
    },
    async (request) => {
      const language = requestLanguage(request);
      const product = await productFor(
        request,
        app.db,
        await editProduct(deps, requestActor(request), request.params.id, request.body),
      );
      return { success: true as const, message: catalogMessages[language].updated, data: { product } };
    },
  );

  r.delete(
    apiRoute(apiPaths.catalog.product),
    {
      schema: {
        tags,
        summary: 'Delete a product nothing refers to; deactivate one that stock, offers or orders refer to',
        params: idParams,
        response: { 200: okEnvelope(z.object({ deleted: z.boolean(), product: productSchema.nullable() })) },
      },
      preHandler: requirePermission('catalog.write'),
    },
    async (request) => {
      const language = requestLanguage(request);
      const result = await removeProduct(deps, requestActor(request), request.params.id);
      const message = result.deleted ? catalogMessages[language].deleted : catalogMessages[language].deactivated;
      const product = result.product && (await productFor(request, app.db, result.product));
      return { success: true as const, message, data: { ...result, product } };
    },
  );

  // Resized images are public (no price in them) and never change under a name: cache for a year.
  r.get(
    apiRoute(apiPaths.catalog.image),
    { schema: { tags, summary: 'A resized product or offer image', params: z.object({ name: z.string().max(100) }) } },
    async (request, reply) => {
      const key = imageFileKey(request.params.name);
      const file = key ? await openPublicImage(app.files, key).catch(() => null) : null;
      if (!file) throw new DomainError('NOT_FOUND');
      return reply
        .type(key!.endsWith('.avif') ? 'image/avif' : 'image/webp')
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.stream);
    },
  );
}
