import type { Language } from '@shop/contract';

/** What the customer routes answer on success, in the caller's language. */
export const customerMessages = {
  en: {
    created: 'Customer created. A set-password e-mail is on its way.',
    updated: 'Customer updated.',
    deleted: 'Customer deleted.',
    invoiceType: 'Invoice type updated.',
    profileUpdated: 'Your profile is updated.',
    approved: 'Customer approved.',
    rejected: 'Customer request rejected.',
    activated: 'Customer activated.',
    deactivated: 'Customer deactivated.',
  },
  fr: {
    created: 'Client créé. Un courriel pour choisir son mot de passe est en route.',
    updated: 'Client mis à jour.',
    deleted: 'Client supprimé.',
    invoiceType: 'Type de facturation mis à jour.',
    profileUpdated: 'Votre profil est mis à jour.',
    approved: 'Client approuvé.',
    rejected: 'Demande du client refusée.',
    activated: 'Client activé.',
    deactivated: 'Client désactivé.',
  },
} satisfies Record<Language, Record<string, string>>;
