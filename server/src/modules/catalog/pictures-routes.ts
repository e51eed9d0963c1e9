import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, apiRoute, okEnvelope, pictureOrderSchema, productSchema } from '@shop/contract';
import { readImageUpload } from '../../http/image-upload.js';
import { requestLanguage } from '../../http/request-language.js';
import { requestActor, requirePermission } from '../../http/guards.js';
import { productFor } from '../margins/index.js';
import { catalogMessages } from './messages.js';
import {
  addProductPicture,
  orderProductPictures,
  removeProductPicture,
  replaceProductCover,
} from './pictures-service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const pictureParams = idParams.extend({ pictureId: z.coerce.number().int().positive() });
const productReply = okEnvelope(z.object({ product: productSchema }));
const upload = '(multipart `image`: JPEG, PNG or WebP, 5 MB at most)';

/** A product's pictures (issue 36, item 6): up to five, in order, the first the cover. */
export async function pictureRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalogue'];
  const deps = { db: app.db, clock: app.clock, files: app.files };
  const guard = requirePermission('catalog.write');

  r.post(
    apiRoute(apiPaths.catalog.productImage),
    {
      schema: {
        tags,
        summary: `Replace the product's cover, its first picture, or add its first ${upload}`,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: productReply },
      },
      config: { upload: { field: 'image' } },
      preHandler: guard,
    },
    async (request) => {
      const language = requestLanguage(request);
      const image = await readImageUpload(request, language);
      const product = await productFor(
        request,
        app.db,
        await replaceProductCover(deps, requestActor(request), request.params.id, image),
      );
      return { success: true as const, message: catalogMessages[language].imageSaved, data: { product } };
    },
  );

  r.post(
    apiRoute(apiPaths.catalog.productPictures),
    {
      schema: {
        tags,
        summary: `Add a picture after the others ${upload}; a sixth is refused (409, field image)`,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: productReply },
      },
      config: { upload: { field: 'image' } },
      preHandler: guard,
    },
    async (request) => {
      const language = requestLanguage(request);
      const image = await readImageUpload(request, language);
      const product = await productFor(
        request,
        app.db,
        await addProductPicture(deps, requestActor(request), request.params.id, image),
      );
      return { success: true as const, message: catalogMessages[language].pictureAdded, data: { product } };
    },
  );

  r.put(
    apiRoute(apiPaths.catalog.productPictures),
    {
      schema: {
        tags,
        summary: 'Put the pictures in order (`ids`: each of the product’s pictures once, the cover first)',
        params: idParams,
        body: pictureOrderSchema,
        response: { 200: productReply },
      },
      preHandler: guard,
    },
    async (request) => {
      const language = requestLanguage(request);
      const product = await productFor(
        request,
        app.db,
        await orderProductPictures(deps, requestActor(request), request.params.id, request.body.ids),
      );
      return { success: true as const, message: catalogMessages[language].picturesOrdered, data: { product } };
    },
  );

  r.delete(
    apiRoute(apiPaths.catalog.productPicture),
    {
      schema: {
        tags,
        summary: 'Remove a picture (the next becomes the cover when the cover goes)',
        params: pictureParams,
        response: { 200: productReply },
      },
      preHandler: guard,
    },
    async (request) => {
      const language = requestLanguage(request);
      const { id, pictureId } = request.params;
      const product = await productFor(
        request,
        app.db,
        await removeProductPicture(deps, requestActor(request), id, pictureId),
      );
      return { success: true as const, message: catalogMessages[language].pictureRemoved, data: { product } };
    },
  );
}
