import { frenchCopy, frenchOf, writtenMonth, type Language } from '@shop/contract';
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
    // `ofMonth`: the month with its "de", elided ("d’octobre 2026").
    subject: (ofMonth: string) => `Votre état de compte ${ofMonth}`,
    paragraphs: (name: string, ofMonth: string) => [
      `Bonjour ${name},`,
      `Vous trouverez ci-joint votre état de compte ${ofMonth} : le solde reporté, les factures, notes de crédit et paiements du mois, et le solde à reporter.`,
      'Merci de votre confiance.',
    ],
  }),
} satisfies Record<Language, unknown>;

/** The monthly statement e-mail (its PDF attached) of a month 'YYYY-MM', written out in the customer's language. */
export function statementMail(language: Language, business: MailBusiness, name: string, month: string): RenderedMail {
  const c = copy[language];
  const written = language === 'fr' ? frenchOf(writtenMonth(month, 'fr')) : writtenMonth(month, 'en');
  return layout(language, business, c.subject(written), c.paragraphs(name, written));
}
