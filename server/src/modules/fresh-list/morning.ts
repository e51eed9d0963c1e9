import { defaultPack, isSunday, montrealTime, unitSize, type Language, type Product } from '@shop/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Clock } from '../../lib/clock.js';
import { presentProducts, productsArrivedSince } from '../catalog/index.js';
import { closedDaySet } from '../closed-days/index.js';
import { mailableCustomers } from '../customers/index.js';
import { enqueueMail, freshListMail, type FreshListItem } from '../mail/index.js';
import { listActiveOffers, withSpecialPrices } from '../offers/index.js';
import { claimMorning, lastSend, sendOf, subscriberIds, tokensOf } from './repository.js';
import { freshListSettings } from './service.js';

export interface MorningDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'business'>;
}

/** A list held up (the servers were down at its hour) still goes out until this long after it. */
export const CATCH_UP_MINUTES = 4 * 60;
/** The most arrivals one e-mail lists (the newest). */
export const MAX_ARRIVALS = 40;
const DAY_MS = 86_400_000;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The morning whose list is due now, or null: a business morning (Monday to Saturday, as
 * deliveries), from the hour staff set until CATCH_UP_MINUTES after it. A server down all that
 * time sends nothing that day: the next morning's list then covers every arrival since the last
 * one went out.
 */
export function dueMorning(now: Date, sendAt: string): string | null {
  const t = montrealTime(now);
  if (isSunday(t.date)) return null;
  const late = t.hour * 60 + t.minute - minutesOf(sendAt);
  return late >= 0 && late <= CATCH_UP_MINUTES ? t.date : null;
}

/**
 * The price the customer pays (an offer's when lower) and the regular one beside it, for the
 * product's default pack (products.price_cents is its price): a box-only rose reads "box of 100"
 * beside its box price, never "stem". An offer prices one base unit, so only a pack of units 1.
 */
function itemOf(product: Product, language: Language, base: string): FreshListItem {
  const pack = defaultPack(product.packs);
  const special = !pack || pack.units === 1 ? (product.special_price_cents ?? null) : null;
  const offer = special !== null && special < product.price_cents;
  return {
    name: language === 'fr' ? product.name_fr : product.name_en,
    detail: pack
      ? unitSize(pack.kind, pack.stems, language)
      : unitSize(product.unit, product.stems_per_unit, language),
    imageUrl: product.image ? `${base}${product.image.card}` : null,
    price_cents: offer ? special : product.price_cents,
    regular_cents: offer ? product.price_cents : null,
  };
}

/**
 * The scheduled job (every few minutes, one server at a time under its lease): when the
 * morning's list is due and has not gone out, queues one e-mail to each customer who asked for
 * it, in their language, with what arrived since the last list and the offers on now. The
 * morning's row and the e-mails are written in one transaction: another run, on this server or
 * another, loses on the row's key and queues nothing. Nothing new and no offer: the row is
 * written, no e-mail. Gives what it did, or null when nothing was due.
 */
export async function runFreshList(
  deps: MorningDeps,
): Promise<{ date: string; recipients: number; products: number } | null> {
  const { db, clock, config } = deps;
  const settings = await freshListSettings(db);
  if (!settings.enabled) return null;
  const now = clock.now();
  const date = dueMorning(now, settings.send_at);
  if (!date || (await sendOf(db, date))) return null;
  // A closed day (issue 38 item 3) is no business morning: nothing goes out.
  if ((await closedDaySet(db, date, date)).has(date)) return null;
  const last = await lastSend(db, date);
  // The first list: what arrived in the day before.
  const since = last?.sent_at ?? new Date(now.getTime() - DAY_MS).toISOString();
  const [arrivals, offers, recipients] = await Promise.all([
    productsArrivedSince(db, since, MAX_ARRIVALS).then((rows) => presentProducts(db, rows)),
    listActiveOffers(db, date, 'customer'),
    mailableCustomers(db, subscriberIds(db)),
  ]);
  const priced = await withSpecialPrices(db, arrivals, date);
  const liveOffers = offers.filter((o) => o.items.length > 0);
  const sending = priced.length > 0 || liveOffers.length > 0 ? recipients : [];
  const tokens = await tokensOf(
    db,
    sending.map((r) => r.id),
  );
  const base = config.publicUrl;
  const nowIso = now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await claimMorning(trx, {
        send_date: date,
        sent_at: nowIso,
        since,
        recipients: sending.length,
        products: priced.length,
      });
      for (const recipient of sending) {
        const token = tokens.get(recipient.id);
        if (!token) continue;
        const language = recipient.language;
        const prefix = language === 'fr' ? '/fr' : '';
        const unsubscribeUrl = `${base}${prefix}/unsubscribe?token=${encodeURIComponent(token)}`;
        const mail = freshListMail(language, config.business, {
          name: recipient.business_owner_name,
          arrivals: priced.map((p) => itemOf(p, language, base)),
          offers: liveOffers.map((o) => ({
            title: language === 'fr' ? o.title_fr : o.title_en,
            text: language === 'fr' ? o.text_fr : o.text_en,
            items: o.items.map((i) =>
              itemOf({ ...i.product, special_price_cents: i.special_price_cents }, language, base),
            ),
          })),
          shopUrl: `${base}${prefix}/customer/tickets/create?sort=arrival&new=1`,
          unsubscribeUrl,
        });
        await enqueueMail(trx, clock, {
          template: 'fresh-list',
          language,
          to: recipient.email,
          mail,
          headers: {
            // RFC 8058: a mail client unsubscribes with one POST, no page and no sign-in.
            'List-Unsubscribe': `<${base}/api/unsubscribe/${encodeURIComponent(token)}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
  return { date, recipients: sending.length, products: priced.length };
}
