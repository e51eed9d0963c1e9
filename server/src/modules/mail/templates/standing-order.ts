import { frenchCopy, writtenDate, type Language } from '@shop/contract';
import { layout, type MailBusiness, type RenderedMail } from './layout.js';

/** What the florist is told of one occurrence of a standing order (issue 38 item 2). */
export interface StandingOccurrenceFacts {
  name: string;
  /** The day it is delivered (or picked up). */
  delivery: string;
  /** The day it becomes an order. */
  ordersOn: string;
  pickup: boolean;
  /** "5 × Red rose (box of 120)", in the reader's language. */
  lines: string[];
  /** The closed day it moved off, in the reader's language, or null. */
  movedFor: { date: string; name: string } | null;
  /** Their standing orders' page. */
  link: string;
  /** Their profile, where the reminders are turned off. */
  profileLink: string;
}

const copy = {
  en: {
    reminderSubject: (d: string) => `Your standing order becomes an order tomorrow (for ${d})`,
    reminderIntro: (on: string, d: string, pickup: boolean) =>
      `Tomorrow, ${on}, your standing order becomes an order for ${pickup ? 'pickup' : 'delivery'} on ${d}. It will hold:`,
    change: (link: string) => `Until then you can change its quantities or skip it: ${link}`,
    optOut: (link: string) =>
      `You get this reminder because of your standing order; turn it off in your profile: ${link}`,
    movedSubject: (d: string) => `Your standing order of ${d} moves: we are closed that day`,
    moved: (day: string, name: string, d: string, pickup: boolean) =>
      `We are closed on ${day} (${name}): that occurrence of your standing order is ${pickup ? 'ready for pickup' : 'delivered'} on ${d} instead. It will hold:`,
    movedAfter: (on: string, link: string) =>
      `It becomes an order on ${on}; until then you can change its quantities or skip it: ${link}`,
  },
  fr: frenchCopy({
    reminderSubject: (d: string) => `Votre commande permanente devient une commande demain (pour le ${d})`,
    reminderIntro: (on: string, d: string, pickup: boolean) =>
      `Demain, le ${on}, votre commande permanente devient une commande ${pickup ? 'à ramasser' : 'à livrer'} le ${d}. Elle comprendra :`,
    change: (link: string) => `D’ici là, vous pouvez en changer les quantités ou la sauter : ${link}`,
    optOut: (link: string) =>
      `Vous recevez ce rappel en raison de votre commande permanente ; désactivez-le dans votre profil : ${link}`,
    movedSubject: (d: string) => `Votre commande permanente du ${d} est déplacée : nous sommes fermés ce jour-là`,
    moved: (day: string, name: string, d: string, pickup: boolean) =>
      `Nous sommes fermés le ${day} (${name}) : cette occurrence de votre commande permanente est ${pickup ? 'prête à ramasser' : 'livrée'} le ${d} à la place. Elle comprendra :`,
    movedAfter: (on: string, link: string) =>
      `Elle devient une commande le ${on} ; d’ici là, vous pouvez en changer les quantités ou la sauter : ${link}`,
  }),
} satisfies Record<Language, unknown>;

const hello = (language: Language, name: string) => (language === 'fr' ? `Bonjour ${name},` : `Hello ${name},`);

/** The day before an occurrence becomes an order: what it will hold (opt-out in the profile). */
export function standingReminderMail(
  language: Language,
  business: MailBusiness,
  f: StandingOccurrenceFacts,
): RenderedMail {
  const c = copy[language];
  const d = writtenDate(f.delivery, language);
  return layout(language, business, c.reminderSubject(d), [
    hello(language, f.name),
    [c.reminderIntro(writtenDate(f.ordersOn, language), d, f.pickup), ...f.lines].join('\n'),
    c.change(f.link),
    c.optOut(f.profileLink),
  ]);
}

/** An occurrence on a closed day moved to the open day before or after: said once. */
export function standingMovedMail(
  language: Language,
  business: MailBusiness,
  f: StandingOccurrenceFacts,
): RenderedMail {
  const c = copy[language];
  const moved = f.movedFor!;
  const day = writtenDate(moved.date, language);
  return layout(language, business, c.movedSubject(day), [
    hello(language, f.name),
    [c.moved(day, moved.name, writtenDate(f.delivery, language), f.pickup), ...f.lines].join('\n'),
    c.movedAfter(writtenDate(f.ordersOn, language), f.link),
  ]);
}
