import { frenchCopy, type Language } from '@shop/contract';
import { layout, type MailBusiness, type RenderedMail } from './layout.js';

const copy = {
  en: {
    subject: (shop: string, number: string) => `Purchase order ${number} from ${shop}`,
    paragraphs: (contact: string, number: string, arrival: string) => [
      `Hello ${contact},`,
      `Please find attached our purchase order ${number}, for arrival on ${arrival}: the boxes, units per box and cost per unit of each product.`,
      'Please confirm what you can ship, and send us the air waybill or the truck reference once it leaves.',
      'Thank you.',
    ],
  },
  fr: frenchCopy({
    subject: (shop: string, number: string) => `Bon de commande ${number} de ${shop}`,
    paragraphs: (contact: string, number: string, arrival: string) => [
      `Bonjour ${contact},`,
      `Vous trouverez ci-joint notre bon de commande ${number}, pour une arrivée le ${arrival} : les boîtes, les unités par boîte et le coût unitaire de chaque produit.`,
      'Merci de nous confirmer ce que vous pouvez expédier, puis de nous envoyer la lettre de transport aérien ou la référence du camion au départ.',
      'Merci.',
    ],
  }),
} satisfies Record<Language, unknown>;

/** A purchase order to a supplier (its PDF attached), in the supplier's language. */
export function purchaseOrderMail(
  language: Language,
  business: MailBusiness,
  facts: { contact: string; number: string; arrival: string },
): RenderedMail {
  const c = copy[language];
  return layout(
    language,
    business,
    c.subject(business.name, facts.number),
    c.paragraphs(facts.contact, facts.number, facts.arrival),
  );
}
