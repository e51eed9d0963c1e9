import { frenchCopy, type Language } from '@shop/contract';
import { formatCents } from '../../../lib/money.js';
import { escapeHtml, type MailBusiness, type RenderedMail } from './layout.js';

/** One product of the fresh list: its name, picture and the price the customer would pay. */
export interface FreshListItem {
  name: string;
  /** What it is sold by, in the reader's words ("Bunch of 25"). */
  detail: string;
  /** Absolute URL of its picture, or null. */
  imageUrl: string | null;
  price_cents: number;
  /** The regular price when an offer lowers it (shown struck through), else null. */
  regular_cents: number | null;
}

export interface FreshListOffer {
  title: string;
  text: string | null;
  items: FreshListItem[];
}

export interface FreshListFacts {
  name: string;
  arrivals: FreshListItem[];
  offers: FreshListOffer[];
  /** Into the shop, newest arrivals first. */
  shopUrl: string;
  /** The page that unsubscribes in one click. */
  unsubscribeUrl: string;
}

const copy = {
  en: {
    subject: (count: number) =>
      count === 0
        ? 'The fresh list: the offers on now'
        : count === 1
          ? 'The fresh list: 1 new arrival this morning'
          : `The fresh list: ${count} new arrivals this morning`,
    hello: (name: string) => `Hello ${name},`,
    intro: 'Here is what came in since our last list, at the prices you pay.',
    noArrivals: 'Nothing new has arrived since our last list.',
    arrivals: 'Just arrived',
    offers: 'Offers on now',
    was: 'regular price',
    shop: 'Open the shop',
    why: 'You get this e-mail because you asked for the fresh list in your profile.',
    unsubscribe: 'Unsubscribe from the fresh list',
  },
  fr: frenchCopy({
    subject: (count: number) =>
      count === 0
        ? 'La liste fraîcheur : les offres en cours'
        : count === 1
          ? 'La liste fraîcheur : 1 nouvel arrivage ce matin'
          : `La liste fraîcheur : ${count} nouveaux arrivages ce matin`,
    hello: (name: string) => `Bonjour ${name},`,
    intro: 'Voici ce qui est arrivé depuis notre dernière liste, aux prix que vous payez.',
    noArrivals: 'Rien de nouveau n’est arrivé depuis notre dernière liste.',
    arrivals: 'Tout juste arrivés',
    offers: 'Offres en cours',
    was: 'prix courant',
    shop: 'Ouvrir la boutique',
    why: 'Vous recevez ce courriel parce que vous avez demandé la liste fraîcheur dans votre profil.',
    unsubscribe: 'Se désabonner de la liste fraîcheur',
  }),
} satisfies Record<Language, unknown>;

/**
 * The fresh list (issue 39, item 5): what arrived since the last one and the offers on now, each
 * product with its picture and the price the customer would pay, a link into the shop and a
 * one-click unsubscribe, in the customer's language.
 */
export function freshListMail(language: Language, business: MailBusiness, facts: FreshListFacts): RenderedMail {
  const c = copy[language];
  const subject = c.subject(facts.arrivals.length);
  const price = (item: FreshListItem) =>
    item.regular_cents === null
      ? formatCents(item.price_cents, language)
      : `${formatCents(item.price_cents, language)} (${c.was} ${formatCents(item.regular_cents, language)})`;
  const textItem = (item: FreshListItem) => `- ${item.name}, ${item.detail}: ${price(item)}`;
  const text = [
    c.hello(facts.name),
    c.intro,
    `${c.arrivals}\n${facts.arrivals.length > 0 ? facts.arrivals.map(textItem).join('\n') : c.noArrivals}`,
    ...facts.offers.map(
      (o) => `${c.offers}: ${o.title}${o.text ? `\n${o.text}` : ''}\n${o.items.map(textItem).join('\n')}`,
    ),
    `${c.shop}: ${facts.shopUrl}`,
    '--',
    `${c.why}\n${c.unsubscribe}: ${facts.unsubscribeUrl}`,
    `${business.name} · ${business.address} · ${business.phone} · ${business.email}`,
  ].join('\n\n');

  const htmlItem = (item: FreshListItem) => {
    const picture = item.imageUrl
      ? `<img src="${escapeHtml(item.imageUrl)}" alt="" width="96" height="64" style="display:block;border-radius:6px;object-fit:cover">`
      : '';
    const cost =
      item.regular_cents === null
        ? `<strong>${escapeHtml(formatCents(item.price_cents, language))}</strong>`
        : `<strong>${escapeHtml(formatCents(item.price_cents, language))}</strong> <s style="color:#6b7280">${escapeHtml(formatCents(item.regular_cents, language))}</s>`;
    return `<tr><td style="padding:6px 12px 6px 0;width:96px">${picture}</td><td style="padding:6px 0">${escapeHtml(item.name)}<br><span style="font-size:13px;color:#4b5563">${escapeHtml(item.detail)}</span><br>${cost}</td></tr>`;
  };
  const table = (items: FreshListItem[]) =>
    `<table role="presentation" style="border-collapse:collapse;width:100%">${items.map(htmlItem).join('')}</table>`;
  const p = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const h2 = (value: string) => `<h2 style="font-size:18px;margin:24px 0 8px;color:#14532d">${escapeHtml(value)}</h2>`;
  const body = [
    p(c.hello(facts.name)),
    p(c.intro),
    h2(c.arrivals),
    facts.arrivals.length > 0 ? table(facts.arrivals) : p(c.noArrivals),
    ...facts.offers.map((o) => `${h2(`${c.offers}: ${o.title}`)}${o.text ? p(o.text) : ''}${table(o.items)}`),
    `<p style="margin:24px 0"><a href="${escapeHtml(facts.shopUrl)}" style="background:#166534;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(c.shop)}</a></p>`,
  ].join('');
  const foot = `<p style="font-size:12px;color:#6b7280">${escapeHtml(c.why)} <a href="${escapeHtml(facts.unsubscribeUrl)}">${escapeHtml(c.unsubscribe)}</a></p><p style="font-size:12px;color:#6b7280">${escapeHtml(`${business.name} · ${business.address} · ${business.phone} · ${business.email}`)}</p>`;
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:600px;margin:0 auto;padding:24px">${body}<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">${foot}</body></html>`;
  return { subject, text, html };
}
