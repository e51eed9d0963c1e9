import type { Language } from '@shop/contract';

/** What /admin/staff's endpoints answer on success, in the caller's language. */
export const staffMessages = {
  en: {
    invited: (email: string) => `Invitation sent to ${email}.`,
    saved: 'Staff member saved.',
    deactivated: 'Staff member deactivated and signed out everywhere.',
    activated: 'Staff member active again.',
    passwordReset: 'Password reset: a link to choose a new one was e-mailed.',
    sessionsEnded: 'Signed out everywhere.',
    twoStepReset: 'Two-step sign-in reset: the member was signed out everywhere and told by e-mail.',
  },
  fr: {
    invited: (email: string) => `Invitation envoyée à ${email}.`,
    saved: 'Membre du personnel enregistré.',
    deactivated: 'Membre du personnel désactivé et déconnecté partout.',
    activated: 'Membre du personnel de nouveau actif.',
    passwordReset: 'Mot de passe réinitialisé : un lien pour en choisir un nouveau a été envoyé par courriel.',
    sessionsEnded: 'Déconnecté partout.',
    twoStepReset:
      'Connexion en deux étapes réinitialisée : le membre a été déconnecté partout et prévenu par courriel.',
  },
} satisfies Record<Language, Record<string, unknown>>;
