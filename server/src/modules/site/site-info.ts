import { LANGUAGES, PRICE_LIST_SECTIONS, type SiteInfo } from '@shop/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { businessDate } from '../../lib/business-date.js';
import type { Clock } from '../../lib/clock.js';
import { publishedSections } from '../price-lists/index.js';

/**
 * What GET /api/site answers and the server-rendered public pages embed: business details,
 * captcha mode, published price-list sections (today's, from the database), languages, taxes.
 */
export async function readSiteInfo({ config, db, clock }: { config: Config; db: Db; clock: Clock }): Promise<SiteInfo> {
  const sections = await publishedSections(db, businessDate(clock.now()));
  return {
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
  };
}
