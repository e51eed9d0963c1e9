import type { Language } from '@shop/contract';

/** What the accounts endpoints answer, in the caller's language. */
export const authMessages = {
  en: {
    registered: 'Registration successful. Awaiting admin approval.',
    emailTaken: 'An account with this e-mail address already exists.',
    weakPassword: 'Password is too weak',
    captchaRequired: 'Please complete the CAPTCHA.',
    invalidCredentials: 'Invalid email or password.',
    pending: 'Your account is awaiting approval. You will receive an e-mail once it is approved.',
    rejected: 'Your account request was not approved. Contact us for more information.',
    inactive: 'Your account is deactivated. Contact us to reactivate it.',
    signedIn: 'Signed in.',
    signedOut: 'Signed out.',
    forgotSent: 'If an account exists for this e-mail address, we sent a link to choose a new password.',
    invalidToken: 'This link is invalid or has expired. Ask for a new one.',
    passwordSet: 'Your password is set. You can sign in now.',
    passwordChanged: 'Your password is changed.',
    wrongPassword: 'The current password is not right.',
  },
  fr: {
    registered: "Inscription réussie. En attente de l'approbation d'un administrateur.",
    emailTaken: 'Un compte existe déjà avec cette adresse courriel.',
    weakPassword: 'Le mot de passe est trop faible',
    captchaRequired: 'Veuillez compléter le CAPTCHA.',
    invalidCredentials: 'Courriel ou mot de passe invalide.',
    pending: 'Votre compte est en attente d’approbation. Vous recevrez un courriel dès qu’il sera approuvé.',
    rejected: 'Votre demande de compte n’a pas été approuvée. Communiquez avec nous pour en savoir plus.',
    inactive: 'Votre compte est désactivé. Communiquez avec nous pour le réactiver.',
    signedIn: 'Connexion réussie.',
    signedOut: 'Déconnexion réussie.',
    forgotSent:
      'Si un compte existe pour cette adresse courriel, nous avons envoyé un lien pour choisir un nouveau mot de passe.',
    invalidToken: 'Ce lien est invalide ou a expiré. Demandez-en un nouveau.',
    passwordSet: 'Votre mot de passe est enregistré. Vous pouvez maintenant vous connecter.',
    passwordChanged: 'Votre mot de passe est changé.',
    wrongPassword: 'Le mot de passe actuel n’est pas le bon.',
  },
} satisfies Record<Language, Record<string, string>>;

export type AuthMessage = keyof (typeof authMessages)['en'];
