import type { Language } from '@shop/contract';
import { layout, type MailBusiness, type RenderedMail } from './layout.js';

/** What a claim e-mail says: a step of a claim (a problem) or of a return request. */
export type ClaimMailStep =
  'received' | 'approved' | 'partially_approved' | 'refused' | 'info' | 'return_authorized' | 'return_received';

export interface ClaimMailFacts {
  name: string;
  kind: 'claim' | 'return';
  orderNumber: string;
  /** Refused: why; info: what staff ask. */
  reason?: string | null;
  raNumber?: string | null;
  /** The credit note's number and amount, formatted, when one was issued. */
  credit?: { number: string; amount: string } | null;
  link: string;
}

const what = {
  en: { claim: 'problem report', return: 'return request' },
  fr: { claim: 'signalement de problème', return: 'demande de retour' },
} as const;

const copy: Record<Language, Record<ClaimMailStep, (f: ClaimMailFacts) => { subject: string; lines: string[] }>> = {
  en: {
    received: (f) => ({
      subject: `We received your ${what.en[f.kind]} for order ${f.orderNumber}`,
      lines: [
        `We received your ${what.en[f.kind]} for order ${f.orderNumber}. Our staff review it and answer you within one business day.`,
      ],
    }),
    approved: (f) => ({
      subject: `Your ${what.en[f.kind]} for order ${f.orderNumber} is approved`,
      lines: [`Your ${what.en[f.kind]} for order ${f.orderNumber} is approved.`, ...creditLine('en', f)],
    }),
    partially_approved: (f) => ({
      subject: `Your ${what.en[f.kind]} for order ${f.orderNumber} is partly approved`,
      lines: [
        `Your ${what.en[f.kind]} for order ${f.orderNumber} is approved in part: you can see which lines in your account.`,
        ...creditLine('en', f),
      ],
    }),
    refused: (f) => ({
      subject: `Your ${what.en[f.kind]} for order ${f.orderNumber}`,
      lines: [`We cannot accept your ${what.en[f.kind]} for order ${f.orderNumber}.`, `Reason: ${f.reason ?? ''}`],
    }),
    info: (f) => ({
      subject: `More information needed for order ${f.orderNumber}`,
      lines: [
        `To review your ${what.en[f.kind]} for order ${f.orderNumber}, we need more information:`,
        f.reason ?? '',
        'Please answer this e-mail or call us.',
      ],
    }),
    return_authorized: (f) => ({
      subject: `Return authorization ${f.raNumber ?? ''} for order ${f.orderNumber}`,
      lines: [
        `Your return request for order ${f.orderNumber} is approved. Your return authorization number is ${f.raNumber ?? ''}.`,
        'Bring or send the goods unused and in their original packaging, with this number written on the box. A restocking fee of up to 20% may apply, and freight is deducted from the credit.',
        'Your credit note is issued when we receive the goods.',
      ],
    }),
    return_received: (f) => ({
      subject: `We received your return ${f.raNumber ?? ''}`,
      lines: [
        `We received the goods of your return ${f.raNumber ?? ''} for order ${f.orderNumber}.`,
        ...creditLine('en', f),
      ],
    }),
  },
  fr: {
    received: (f) => ({
      subject: `Nous avons reçu votre ${what.fr[f.kind]} pour la commande ${f.orderNumber}`,
      lines: [
        `Nous avons reçu votre ${what.fr[f.kind]} pour la commande ${f.orderNumber}. Notre équipe l’examine et vous répond d’ici un jour ouvrable.`,
      ],
    }),
    approved: (f) => ({
      subject: `Votre ${what.fr[f.kind]} pour la commande ${f.orderNumber} est approuvé`,
      lines: [`Votre ${what.fr[f.kind]} pour la commande ${f.orderNumber} est approuvé.`, ...creditLine('fr', f)],
    }),
    partially_approved: (f) => ({
      subject: `Votre ${what.fr[f.kind]} pour la commande ${f.orderNumber} est approuvé en partie`,
      lines: [
        `Votre ${what.fr[f.kind]} pour la commande ${f.orderNumber} est approuvé en partie : votre compte indique quelles lignes.`,
        ...creditLine('fr', f),
      ],
    }),
    refused: (f) => ({
      subject: `Votre ${what.fr[f.kind]} pour la commande ${f.orderNumber}`,
      lines: [
        `Nous ne pouvons pas accepter votre ${what.fr[f.kind]} pour la commande ${f.orderNumber}.`,
        `Motif : ${f.reason ?? ''}`,
      ],
    }),
    info: (f) => ({
      subject: `Renseignements requis pour la commande ${f.orderNumber}`,
      lines: [
        `Pour examiner votre ${what.fr[f.kind]} pour la commande ${f.orderNumber}, il nous faut plus de renseignements :`,
        f.reason ?? '',
        'Veuillez répondre à ce courriel ou nous appeler.',
      ],
    }),
    return_authorized: (f) => ({
      subject: `Autorisation de retour ${f.raNumber ?? ''} pour la commande ${f.orderNumber}`,
      lines: [
        `Votre demande de retour pour la commande ${f.orderNumber} est approuvée. Votre numéro d’autorisation de retour est ${f.raNumber ?? ''}.`,
        'Apportez ou envoyez les articles inutilisés, dans leur emballage d’origine, avec ce numéro inscrit sur la boîte. Des frais de réapprovisionnement allant jusqu’à 20 % peuvent s’appliquer, et le transport est déduit du crédit.',
        'Votre note de crédit est émise à la réception des articles.',
      ],
    }),
    return_received: (f) => ({
      subject: `Nous avons reçu votre retour ${f.raNumber ?? ''}`,
      lines: [
        `Nous avons reçu les articles de votre retour ${f.raNumber ?? ''} pour la commande ${f.orderNumber}.`,
        ...creditLine('fr', f),
      ],
    }),
  },
};

function creditLine(language: Language, f: ClaimMailFacts): string[] {
  if (!f.credit) return [];
  return language === 'fr'
    ? [`Nous avons émis la note de crédit ${f.credit.number} de ${f.credit.amount}, jointe à ce courriel.`]
    : [`We issued credit note ${f.credit.number} for ${f.credit.amount}, attached to this e-mail.`];
}

/** An e-mail to the customer at a step of their claim or return, in their language. */
export function claimMail(
  language: Language,
  business: MailBusiness,
  step: ClaimMailStep,
  facts: ClaimMailFacts,
): RenderedMail {
  const { subject, lines } = copy[language][step](facts);
  const hello = language === 'fr' ? `Bonjour ${facts.name},` : `Hello ${facts.name},`;
  const follow =
    language === 'fr' ? `Suivre votre dossier : ${facts.link}` : `Follow it in your account: ${facts.link}`;
  return layout(language, business, subject, [hello, ...lines, follow]);
}

/** The e-mail to the support inbox (in French, as for web orders) about a new claim or return. */
export function claimForStaffMail(
  business: MailBusiness,
  facts: { kind: 'claim' | 'return'; businessName: string; orderNumber: string; lineCount: number; link: string },
): RenderedMail {
  const subject = `Nouveau ${what.fr[facts.kind]} : ${facts.businessName}, commande ${facts.orderNumber}`;
  return layout('fr', business, subject, [
    `${facts.businessName} a envoyé un ${what.fr[facts.kind]} pour la commande ${facts.orderNumber} (${facts.lineCount} ligne(s)).`,
    `À traiter : ${facts.link}`,
  ]);
}
