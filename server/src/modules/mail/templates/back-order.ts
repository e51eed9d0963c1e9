import { unitSize, type Language, frenchCopy } from '@shop/contract';
import { layout, type MailBusiness, type RenderedMail } from './layout.js';

export interface BackOrderFilledFacts {
  name: string;
  orderNumber: string;
  lines: {
    name_en: string;
    name_fr: string;
    unit: string;
    stems_per_unit: number;
    quantity: number;
    open_after: number;
  }[];
  link: string;
}

const copy = {
  en: {
    subject: (n: string) => `Back-ordered items of order ${n} are now coming`,
    intro: (n: string) => `Good news: stock came in for items of your order ${n} that were on back-order.`,
    coming: 'Now coming:',
    still: (q: number) => ` (${q} still on back-order)`,
    after: 'They are prepared with your order and delivered to you shortly.',
    follow: (link: string) => `Follow your order: ${link}`,
  },
  fr: frenchCopy({
    subject: (n: string) => `Les articles en rupture de votre commande ${n} arrivent`,
    intro: (n: string) =>
      `Bonne nouvelle : le stock est arrivé pour des articles de votre commande ${n} qui étaient en rupture.`,
    coming: 'Maintenant en route :',
    still: (q: number) => ` (${q} encore en rupture)`,
    after: 'Ils sont préparés avec votre commande et vous sont livrés sous peu.',
    follow: (link: string) => `Suivre votre commande : ${link}`,
  }),
} satisfies Record<Language, unknown>;

/** To the customer, in their language: what of their back-order is now filled from stock. */
export function backOrderFilledMail(
  language: Language,
  business: MailBusiness,
  facts: BackOrderFilledFacts,
): RenderedMail {
  const c = copy[language];
  const hello = language === 'fr' ? `Bonjour ${facts.name},` : `Hello ${facts.name},`;
  const lines = facts.lines.map(
    (l) =>
      `${l.quantity} × ${language === 'fr' ? l.name_fr : l.name_en} (${unitSize(l.unit, l.stems_per_unit, language)})` +
      (l.open_after > 0 ? c.still(l.open_after) : ''),
  );
  return layout(language, business, c.subject(facts.orderNumber), [
    hello,
    c.intro(facts.orderNumber),
    [c.coming, ...lines].join('\n'),
    c.after,
    c.follow(facts.link),
  ]);
}

export interface BackOrderCancelledFacts {
  name: string;
  orderNumber: string;
  product: { name_en: string; name_fr: string; unit: string; stems_per_unit: number };
  quantity: number;
  /** The credit note that adjusted an invoiced order; null when the order was not invoiced. */
  creditNote: string | null;
  link: string;
}

const cancelledCopy = {
  en: {
    subject: (n: string) => `A back-ordered item of order ${n} is cancelled`,
    intro: (n: string) =>
      `We could not get the stock for an item of your order ${n} that was on back-order: it is removed from the order.`,
    removed: 'Removed:',
    credit: (cn: string) => `Your invoice is adjusted by credit note ${cn}.`,
    free: 'You are not charged for it.',
    follow: (link: string) => `Follow your order: ${link}`,
  },
  fr: frenchCopy({
    subject: (n: string) => `Un article en rupture de votre commande ${n} est annulé`,
    intro: (n: string) =>
      `Nous n’avons pas pu obtenir le stock d’un article en rupture de votre commande ${n} : il est retiré de la commande.`,
    removed: 'Retiré :',
    credit: (cn: string) => `Votre facture est ajustée par la note de crédit ${cn}.`,
    free: 'Il ne vous est pas facturé.',
    follow: (link: string) => `Suivre votre commande : ${link}`,
  }),
} satisfies Record<Language, unknown>;

/** To the customer, in their language: what of their back-order staff cancelled, and the credit if invoiced. */
export function backOrderCancelledMail(
  language: Language,
  business: MailBusiness,
  facts: BackOrderCancelledFacts,
): RenderedMail {
  const c = cancelledCopy[language];
  const hello = language === 'fr' ? `Bonjour ${facts.name},` : `Hello ${facts.name},`;
  const p = facts.product;
  const line = `${facts.quantity} × ${language === 'fr' ? p.name_fr : p.name_en} (${unitSize(p.unit, p.stems_per_unit, language)})`;
  return layout(language, business, c.subject(facts.orderNumber), [
    hello,
    c.intro(facts.orderNumber),
    [c.removed, line].join('\n'),
    facts.creditNote ? c.credit(facts.creditNote) : c.free,
    c.follow(facts.link),
  ]);
}
