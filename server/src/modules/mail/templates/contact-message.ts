import { frenchCopy } from '@shop/contract';
import type { Language } from '@shop/contract';
import { layout, type MailBusiness, type RenderedMail } from './layout.js';

export interface ContactMessageData {
  name: string;
  email: string;
  message: string;
  language: Language;
}

const copy = {
  en: {
    subject: (d: ContactMessageData) => `Website message from ${d.name}`,
    intro: (d: ContactMessageData) =>
      `${d.name} <${d.email}> wrote through the contact form (page language: ${d.language}):`,
    reply: 'Reply to this e-mail to answer them.',
  },
  fr: frenchCopy({
    subject: (d: ContactMessageData) => `Message du site de ${d.name}`,
    intro: (d: ContactMessageData) =>
      `${d.name} <${d.email}> a écrit par le formulaire de contact (langue de la page : ${d.language}) :`,
    reply: 'Répondez à ce courriel pour lui répondre.',
  }),
} satisfies Record<Language, unknown>;

/** The contact form's message, sent to the support address. */
export function contactMessageMail(language: Language, business: MailBusiness, data: ContactMessageData): RenderedMail {
  const c = copy[language];
  return layout(language, business, c.subject(data), [c.intro(data), data.message, c.reply]);
}
