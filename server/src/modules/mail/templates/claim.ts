import { asTyped, frenchTypeset, type Language } from '@shop/contract';
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

const what = { claim: 'problem report', return: 'return request' } as const;

/**
 * The French words of each kind, agreed with its gender: "un signalement […] approuvé", "une
 * demande de retour […] approuvée", "Nouvelle demande de retour".
 */
const frenchKinds = {
  claim: { noun: 'signalement de problème', one: 'un signalement de problème', new: 'Nouveau', approved: 'approuvé' },
  return: { noun: 'demande de retour', one: 'une demande de retour', new: 'Nouvelle', approved: 'approuvée' },
} as const;
const fr = (f: Pick<ClaimMailFacts, 'kind'>) => frenchKinds[f.kind];

const copy: Record<Language, Record<ClaimMailStep, (f: ClaimMailFacts) => { subject: string; lines: string[] }>> = {
  en: {
    received: (f) => ({
      subject: `We received your ${what[f.kind]} for order ${f.orderNumber}`,
      lines: [
        `We received your ${what[f.kind]} for order ${f.orderNumber}. Our staff review it and answer you within one business day.`,
      ],
    }),
    approved: (f) => ({
      subject: `Your ${what[f.kind]} for order ${f.orderNumber} is approved`,
      lines: [`Your ${what[f.kind]} for order ${f.orderNumber} is approved.`, ...creditLine('en', f)],
    }),
    partially_approved: (f) => ({
      subject: `Your ${what[f.kind]} for order ${f.orderNumber} is partly approved`,
      lines: [
        `Your ${what[f.kind]} for order ${f.orderNumber} is approved in part: you can see which lines in your account.`,
        ...creditLine('en', f),
      ],
    }),
    refused: (f) => ({
      subject: `Your ${what[f.kind]} for order ${f.orderNumber}`,
      lines: [`We cannot accept your ${what[f.kind]} for order ${f.orderNumber}.`, `Reason: ${f.reason ?? ''}`],
    }),
    info: (f) => ({
      subject: `More information needed for order ${f.orderNumber}`,
      lines: [
        `To review your ${what[f.kind]} for order ${f.orderNumber}, we need more information:`,
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
      subject: `Nous avons reçu votre ${fr(f).noun} pour la commande ${f.orderNumber}`,
      lines: [
        `Nous avons reçu votre ${fr(f).noun} pour la commande ${f.orderNumber}. Notre équipe l’examine et vous répond d’ici un jour ouvrable.`,
      ],
    }),
    approved: (f) => ({
      subject: `Votre ${fr(f).noun} pour la commande ${f.orderNumber} est ${fr(f).approved}`,
      lines: [`Votre ${fr(f).noun} pour la commande ${f.orderNumber} est ${fr(f).approved}.`, ...creditLine('fr', f)],
    }),
    partially_approved: (f) => ({
      subject: `Votre ${fr(f).noun} pour la commande ${f.orderNumber} est ${fr(f).approved} en partie`,
      lines: [
        `Votre ${fr(f).noun} pour la commande ${f.orderNumber} est ${fr(f).approved} en partie : votre compte indique quelles lignes.`,
        ...creditLine('fr', f),
      ],
    }),
    refused: (f) => ({
      subject: `Votre ${fr(f).noun} pour la commande ${f.orderNumber}`,
      lines: [
        `Nous ne pouvons pas accepter votre ${fr(f).noun} pour la commande ${f.orderNumber}.`,
        `Motif : ${asTyped(f.reason ?? '')}`,
      ],
    }),
    info: (f) => ({
      subject: `Renseignements requis pour la commande ${f.orderNumber}`,
      lines: [
        `Pour examiner votre ${fr(f).noun} pour la commande ${f.orderNumber}, il nous faut plus de renseignements :`,
        asTyped(f.reason ?? ''),
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

/**
 * The mail's texts as the language writes them: French typography on the French words (a
 * no-break space before : ; ! ?), what staff typed (a reason, marked asTyped) left as typed.
 */
const typeset = (language: Language, text: string) => (language === 'fr' ? frenchTypeset(text) : text);

/** An e-mail to the customer at a step of their claim or return, in their language. */
export function claimMail(
  language: Language,
  business: MailBusiness,
  step: ClaimMailStep,
  facts: ClaimMailFacts,
): RenderedMail {
  const { subject, lines } = copy[language][step](facts);
  const hello = language === 'fr' ? `Bonjour ${asTyped(facts.name)},` : `Hello ${facts.name},`;
  const follow =
    language === 'fr' ? `Suivre votre dossier : ${asTyped(facts.link)}` : `Follow it in your account: ${facts.link}`;
  const set = (text: string) => typeset(language, text);
  return layout(language, business, set(subject), [hello, ...lines, follow].map(set));
}

/** The e-mail to the support inbox (in French, as for web orders) about a new claim or return. */
export function claimForStaffMail(
  business: MailBusiness,
  facts: { kind: 'claim' | 'return'; businessName: string; orderNumber: string; lineCount: number; link: string },
): RenderedMail {
  const name = asTyped(facts.businessName);
  const lines = `${facts.lineCount} ligne${facts.lineCount > 1 ? 's' : ''}`;
  const subject = `${fr(facts).new} ${fr(facts).noun} : ${name}, commande ${facts.orderNumber}`;
  return layout('fr', business, frenchTypeset(subject), [
    frenchTypeset(`${name} a envoyé ${fr(facts).one} pour la commande ${facts.orderNumber} (${lines}).`),
    frenchTypeset(`À traiter : ${asTyped(facts.link)}`),
  ]);
}
