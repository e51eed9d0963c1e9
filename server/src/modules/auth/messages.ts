import type { Language } from '@shop/contract';

/** What the accounts endpoints answer on success, in the caller's language. */
export const authMessages = {
  en: {
    registered: 'Registration successful. Awaiting admin approval.',
    signedIn: 'Signed in.',
    signedOut: 'Signed out.',
    forgotSent: 'If an account exists for this e-mail address, we sent a link to choose a new password.',
    passwordSet: 'Your password is set. You can sign in now.',
    passwordChanged: 'Your password is changed.',
    sessionEnded: 'The session is ended.',
  },
  fr: {
    registered: "Inscription réussie. En attente de l'approbation d'un administrateur.",
    signedIn: 'Connexion réussie.',
    signedOut: 'Déconnexion réussie.',
    forgotSent:
      'Si un compte existe pour cette adresse courriel, nous avons envoyé un lien pour choisir un nouveau mot de passe.',
    passwordSet: 'Votre mot de passe est enregistré. Vous pouvez maintenant vous connecter.',
    passwordChanged: 'Votre mot de passe est changé.',
    sessionEnded: 'La session est terminée.',
  },
} satisfies Record<Language, Record<string, string>>;
