import { unitSize, type Language } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { packsOf } from '../catalog/index.js';
import { readProducts } from '../inventory/index.js';
import { enqueueMail, standingMovedMail, standingReminderMail, type StandingOccurrenceFacts } from '../mail/index.js';
import type { OrderDeps } from '../orders/index.js';
import { findUserById } from '../users/index.js';
import { changePlanned, type LineRow } from './repository.js';

/** One planned occurrence the florist is told of (issue 38 item 2). */
export interface Notice {
  standingId: number;
  customerId: number;
  date: string;
  delivery: string;
  ordersOn: string;
  pickup: boolean;
  lines: LineRow[];
  movedFor: { date: string; name_en: string; name_fr: string } | null;
}

type Key = { standing_order_id: number; occurs_on: string; delivery_date: string };

/** "5 × Red rose (box of 120)" for each line, in the reader's language. */
async function linesSaid(db: Db, lines: readonly LineRow[], language: Language): Promise<string[]> {
  const ids = lines.map((l) => l.product_id);
  const [products, packs] = await Promise.all([readProducts(db, ids), packsOf(db, ids)]);
  return lines.map((l) => {
    const p = products.get(l.product_id);
    const pack = (packs.get(l.product_id) ?? []).find((k) => k.id === l.pack_id);
    const name = (language === 'fr' ? p?.name_fr : p?.name_en) ?? '';
    // A pack's size is said in stems, as the catalogue says it (its base units × stems per unit).
    const stems = pack ? pack.units * (p?.stems_per_unit ?? 1) : 0;
    return `${l.quantity} × ${name}${pack ? ` (${unitSize(pack.kind, stems, language)})` : ''}`;
  });
}

/**
 * Marks the occurrence (still planned, not yet marked) and queues its e-mail in one transaction:
 * once only, and not at all when it was made or skipped meanwhile.
 */
async function tell(
  deps: OrderDeps,
  key: Key,
  notice: Notice,
  template: 'standing-reminder' | 'standing-moved',
): Promise<boolean> {
  const { db, clock, config } = deps;
  const customer = await findUserById(db, notice.customerId);
  if (!customer || customer.active !== 1) return false;
  const language = customer.language;
  const prefix = language === 'fr' ? '/fr' : '';
  const facts: StandingOccurrenceFacts = {
    name: customer.name,
    delivery: notice.delivery,
    ordersOn: notice.ordersOn,
    pickup: notice.pickup,
    lines: await linesSaid(db, notice.lines, language),
    movedFor: notice.movedFor && {
      date: notice.movedFor.date,
      name: language === 'fr' ? notice.movedFor.name_fr : notice.movedFor.name_en,
    },
    link: `${config.publicUrl}${prefix}/customer/standing-orders`,
    profileLink: `${config.publicUrl}${prefix}/customer`,
  };
  const nowIso = clock.now().toISOString();
  const mark = template === 'standing-reminder' ? { reminded_at: nowIso } : { moved_told_at: nowIso };
  return db.transaction().execute(async (trx: Db) => {
    const marked = await changePlanned(
      trx,
      { ...key, created_at: nowIso },
      mark,
      template === 'standing-reminder' ? 'not-reminded' : 'move-not-told',
    );
    if (!marked) return false;
    const render = template === 'standing-reminder' ? standingReminderMail : standingMovedMail;
    await enqueueMail(trx, clock, {
      template,
      language,
      to: customer.email,
      mail: render(language, config.business, facts),
    });
    return true;
  });
}

/** The e-mail the day before an occurrence becomes an order: what it will hold. */
export const sendReminder = (deps: OrderDeps, key: Key, notice: Notice) => tell(deps, key, notice, 'standing-reminder');

/** The e-mail telling the florist an occurrence moved off a closed day. */
export const sendMovedNotice = (deps: OrderDeps, key: Key, notice: Notice) => tell(deps, key, notice, 'standing-moved');
