import type { Language } from '@shop/contract';

export const customerMessages = {
  en: {
    created: 'Customer created. A set-password e-mail is on its way.',
    updated: 'Customer updated.',
    deleted: 'Customer deleted.',
    invoiceType: 'Invoice type updated.',
    notFound: 'Customer not found.',
    emailTaken: 'An account with this e-mail address already exists.',
    profileUpdated: 'Your profile is updated.',
  },
  fr: {
    created: 'Client créé. Un courriel pour choisir son mot de passe est en route.',
    updated: 'Client mis à jour.',
    deleted: 'Client supprimé.',
    invoiceType: 'Type de facturation mis à jour.',
    notFound: 'Client introuvable.',
    emailTaken: 'Un compte existe déjà avec cette adresse courriel.',
    profileUpdated: 'Votre profil est mis à jour.',
  },
} satisfies Record<Language, Record<string, string>>;
