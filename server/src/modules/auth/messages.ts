import type { Language } from '@shop/contract';

/** What the accounts endpoints answer on success, in the caller's language. */
export const authMessages = {
  en: {
    registered: 'Registration successful. Awaiting admin approval.',
    signedIn: 'Signed in.',
    secondStep: 'Enter the code from your authenticator app.',
    signedOut: 'Signed out.',
    forgotSent: 'If an account exists for this e-mail address, we sent a link to choose a new password.',
    passwordSet: 'Your password is set. You can sign in now.',
    passwordChanged: 'Your password is changed.',
    sessionEnded: 'The session is ended.',
    totpEnabled: 'Two-step sign-in is on. Keep your recovery codes somewhere safe.',
    totpDisabled: 'Two-step sign-in is off.',
    recoveryCodesRenewed: 'Here are your new recovery codes; the old ones no longer work.',
    settingsSaved: 'The sign-in settings are saved.',
  },
  fr: {
    registered: 'Inscription réussie. En attente de l’approbation d’un administrateur.',
    signedIn: 'Connexion réussie.',
    secondStep: 'Entrez le code de votre application d’authentification.',
    signedOut: 'Déconnexion réussie.',
    forgotSent:
      'Si un compte existe pour cette adresse courriel, nous avons envoyé un lien pour choisir un nouveau mot de passe.',
    passwordSet: 'Votre mot de passe est enregistré. Vous pouvez maintenant vous connecter.',
    passwordChanged: 'Votre mot de passe est changé.',
    sessionEnded: 'La session est terminée.',
    totpEnabled: 'La connexion en deux étapes est activée. Gardez vos codes de récupération en lieu sûr.',
    totpDisabled: 'La connexion en deux étapes est désactivée.',
    recoveryCodesRenewed: 'Voici vos nouveaux codes de récupération ; les anciens ne fonctionnent plus.',
    settingsSaved: 'Les paramètres de connexion sont enregistrés.',
  },
} satisfies Record<Language, Record<string, string>>;
