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
