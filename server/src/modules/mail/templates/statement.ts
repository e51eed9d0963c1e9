import { frenchCopy } from '@shop/contract';
import type { Language } from '@shop/contract';
import { layout, type MailBusiness, type RenderedMail } from './layout.js';

const copy = {
  en: {
    subject: (month: string) => `Your statement of account for ${month}`,
    paragraphs: (name: string, month: string) => [
      `Hello ${name},`,
      `Please find attached your statement of account for ${month}: your balance brought forward, the month's invoices, credit notes and payments, and the balance carried forward.`,
      'Thank you for your business.',
    ],
  },
  fr: frenchCopy({
    subject: (month: string) => `Votre état de compte de ${month}`,
    paragraphs: (name: string, month: string) => [
      `Bonjour ${name},`,
      `Vous trouverez ci-joint votre état de compte de ${month} : le solde reporté, les factures, notes de crédit et paiements du mois, et le solde à reporter.`,
      'Merci de votre confiance.',
    ],
  }),
} satisfies Record<Language, unknown>;

/** The monthly statement e-mail (its PDF attached), in the customer's language. */
export function statementMail(language: Language, business: MailBusiness, name: string, month: string): RenderedMail {
  const c = copy[language];
  return layout(language, business, c.subject(month), c.paragraphs(name, month));
}
