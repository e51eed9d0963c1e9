import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  apiRoute,
  CATALOGUE_FILE,
  catalogueImportQuerySchema,
  catalogueImportReplySchema,
  okEnvelope,
} from '@shop/contract';
import { DomainError } from '../../errors/domain-error.js';
import { HttpError } from '../../http/errors.js';
import { requestActor, requirePermission } from '../../http/guards.js';
import { readMultipart } from '../../http/multipart.js';
import { requestLanguage } from '../../http/request-language.js';
import { sendFile } from '../../http/send-file.js';
import { XLSX_TYPE } from '../exports/index.js';
import { resolveSpreadsheetType } from '../price-lists/index.js';
import { exportCatalogue, importCatalogue } from './transfer.js';

/** The upload: one XLSX or CSV under `file`, checked by content and size as a price list's is. */
async function readCatalogueUpload(request: FastifyRequest) {
  try {
    return await readMultipart(request, {
      maxBytes: CATALOGUE_FILE.maxBytes,
      allowed: CATALOGUE_FILE.types,
      fileField: 'file',
      resolveType: resolveSpreadsheetType,
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('CATALOGUE_FILE_TOO_LARGE');
    if (err instanceof HttpError && err.statusCode === 415) throw new DomainError('CATALOGUE_FILE_UNSUPPORTED');
    throw err;
  }
}

/** The catalogue's bulk export and import (issue 36, item 4), for those who may write the catalogue. */
export async function catalogueTransferRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];

  r.get(
    apiRoute(apiPaths.catalog.productsExport),
    {
      schema: {
        tags,
        summary:
          'The whole catalogue as XLSX, one row per pack with every field (names and descriptions in both ' +
          'languages), headed by the column keys the import reads',
      },
      preHandler: requirePermission('catalog.write'),
    },
    async (request, reply) => {
      const file = exportCatalogue(app, requestLanguage(request), request.log);
      return sendFile(reply, { type: XLSX_TYPE, disposition: 'attachment', name: file.name, body: file.body });
    },
  );

  r.post(
    apiRoute(apiPaths.catalog.productsImport),
    {
      schema: {
        tags,
        summary:
          'Reads an XLSX or CSV of the catalogue (multipart `file`) and answers the products new, changed (old and new ' +
          'value of each field), unchanged and the rows refused; ?apply=true writes them in one transaction, ' +
          'or nothing when a row is refused (400)',
        consumes: ['multipart/form-data'],
        querystring: catalogueImportQuerySchema,
        response: { 200: okEnvelope(catalogueImportReplySchema) },
      },
      config: { upload: { field: 'file', spreadsheet: true } },
      preHandler: requirePermission('catalog.write'),
    },
    async (request) => {
      const { file } = await readCatalogueUpload(request);
      const data = await importCatalogue(
        app,
        requestActor(request),
        file,
        request.query.apply,
        requestLanguage(request),
      );
      return { success: true as const, data };
    },
  );
}
