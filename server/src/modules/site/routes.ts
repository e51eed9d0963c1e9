import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  apiRoute,
  healthSchema,
  LANGUAGES,
  okEnvelope,
  PRICE_LIST_SECTIONS,
  siteInfoSchema,
} from '@shop/contract';
import { businessDate } from '../../lib/business-date.js';
import { publishedSections } from '../price-lists/index.js';
import { pingDatabase } from './repository.js';

export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    apiRoute(apiPaths.health),
    {
      schema: {
        tags: ['public'],
        summary: 'Liveness and database reachability',
        response: { 200: okEnvelope(healthSchema) },
      },
    },
    async () => {
      await pingDatabase(app.db);
      return { success: true as const, data: { status: 'ok' as const, database: 'up' as const } };
    },
  );

  r.get(
    apiRoute(apiPaths.site),
    {
      schema: {
        tags: ['public'],
        summary: 'Business details, captcha mode and published price-list sections for the web app',
        response: { 200: okEnvelope(siteInfoSchema) },
      },
    },
    async () => {
      const { config } = app;
      const sections = await publishedSections(app.db, businessDate(app.clock.now()));
      return {
        success: true as const,
        data: {
          business: {
            name: config.business.name,
            address: config.business.address,
            phone: config.business.phone,
            fax: config.business.fax,
            email: config.business.email,
            mapsKey: config.mapsKey,
          },
          captcha: { mode: config.captcha.mode, siteKey: config.captcha.recaptchaSiteKey },
          priceListSections: PRICE_LIST_SECTIONS.filter((s) => sections.includes(s)),
          languages: [...LANGUAGES],
          taxRates: config.taxRates,
        },
      };
    },
  );
}
