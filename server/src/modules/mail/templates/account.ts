import { frenchCopy } from '@shop/contract';
import type { Language } from '@shop/contract';
import { layout, type MailBusiness, type RenderedMail } from './layout.js';

/** The account e-mails, in the recipient's language. */
const copy = {
  en: {
    received: (name: string) => ({
      subject: 'We received your account request',
      paragraphs: [
        `Hello ${name},`,
        'Thank you for your interest. Registration successful. Awaiting admin approval.',
        'Our team reviews every request, usually within one business day. You will receive another e-mail as soon as your account is approved.',
      ],
    }),
    approved: (name: string, loginUrl: string) => ({
      subject: 'Your account is approved',
      paragraphs: [
        `Hello ${name},`,
        'Your account has been approved. You can now sign in to see your prices and order:',
        loginUrl,
      ],
    }),
    rejected: (name: string) => ({
      subject: 'Your account request',
      paragraphs: [
        `Hello ${name},`,
        'We are sorry: we could not approve your account request. We sell only to floral professionals. If you think this is a mistake, reply to this e-mail or call us.',
      ],
    }),
    reset: (name: string, link: string) => ({
      subject: 'Choose a new password',
      paragraphs: [
        `Hello ${name},`,
        'Someone asked to reset the password of your account. If it was you, choose a new password with this link (it works once, for 24 hours):',
        link,
        'If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ],
    }),
    created: (name: string, link: string) => ({
      subject: 'Your account is ready: choose your password',
      paragraphs: [
        `Hello ${name},`,
        'Our team opened an account for your business. Choose your password with this link (it works once, for 24 hours); you can then sign in to see your prices and order:',
        link,
      ],
    }),
    staffInvited: (name: string, link: string) => ({
      subject: 'You are invited to the staff back-office',
      paragraphs: [
        `Hello ${name},`,
        'You have been given a staff account. Choose your password with this link (it works once, for 24 hours); you can then sign in to the back-office:',
        link,
      ],
    }),
    staffReset: (name: string, link: string) => ({
      subject: 'Choose a new password for your staff account',
      paragraphs: [
        `Hello ${name},`,
        'The owner reset the password of your staff account and signed you out everywhere. Choose a new password with this link (it works once, for 24 hours):',
        link,
      ],
    }),
    staffTwoStepReset: (name: string, loginUrl: string) => ({
      subject: 'Your two-step sign-in was reset',
      paragraphs: [
        `Hello ${name},`,
        'The owner turned off the two-step sign-in of your staff account (its authenticator app and recovery codes no longer work) and signed you out everywhere. Sign in with your password, then set up two-step sign-in again under My account:',
        loginUrl,
        'If you did not ask for it, tell the owner at once.',
      ],
    }),
    locked: (name: string, minutes: number, resetUrl: string) => ({
      subject: 'Sign-in to your account is paused',
      paragraphs: [
        `Hello ${name},`,
        `Someone entered a wrong password for your account 10 times. To protect it, signing in is paused for ${minutes} minutes.`,
        'If it was you, wait and try again, or choose a new password with this page:',
        resetUrl,
        'If it was not you, your password is still safe; you may change it once you are signed in.',
      ],
    }),
    newRegistration: (business: string, email: string, adminUrl: string) => ({
      subject: `New account request: ${business}`,
      paragraphs: [`${business} <${email}> asked for an account. Review it in the back-office:`, adminUrl],
    }),
  },
  fr: frenchCopy({
    received: (name: string) => ({
      subject: 'Nous avons reçu votre demande de compte',
      paragraphs: [
        `Bonjour ${name},`,
        'Merci de votre intérêt. Inscription réussie. En attente de l’approbation d’un administrateur.',
        'Notre équipe examine chaque demande, habituellement en un jour ouvrable. Vous recevrez un autre courriel dès que votre compte sera approuvé.',
      ],
    }),
    approved: (name: string, loginUrl: string) => ({
      subject: 'Votre compte est approuvé',
      paragraphs: [
        `Bonjour ${name},`,
        'Votre compte a été approuvé. Vous pouvez maintenant vous connecter pour voir vos prix et commander :',
        loginUrl,
      ],
    }),
    rejected: (name: string) => ({
      subject: 'Votre demande de compte',
      paragraphs: [
        `Bonjour ${name},`,
        'Nous sommes désolés : nous n’avons pas pu approuver votre demande de compte. Nous vendons uniquement aux professionnels de la fleur. Si vous croyez qu’il s’agit d’une erreur, répondez à ce courriel ou appelez-nous.',
      ],
    }),
    reset: (name: string, link: string) => ({
      subject: 'Choisissez un nouveau mot de passe',
      paragraphs: [
        `Bonjour ${name},`,
        'Quelqu’un a demandé de réinitialiser le mot de passe de votre compte. Si c’était vous, choisissez un nouveau mot de passe avec ce lien (il fonctionne une fois, pendant 24 heures) :',
        link,
        'Si vous ne l’avez pas demandé, ignorez ce courriel : votre mot de passe reste le même.',
      ],
    }),
    created: (name: string, link: string) => ({
      subject: 'Votre compte est prêt : choisissez votre mot de passe',
      paragraphs: [
        `Bonjour ${name},`,
        'Notre équipe a ouvert un compte pour votre entreprise. Choisissez votre mot de passe avec ce lien (il fonctionne une fois, pendant 24 heures); vous pourrez ensuite vous connecter pour voir vos prix et commander :',
        link,
      ],
    }),
    staffInvited: (name: string, link: string) => ({
      subject: 'Vous êtes invité à l’administration de la boutique',
      paragraphs: [
        `Bonjour ${name},`,
        'Un compte du personnel a été ouvert pour vous. Choisissez votre mot de passe avec ce lien (il fonctionne une fois, pendant 24 heures); vous pourrez ensuite vous connecter à l’administration :',
        link,
      ],
    }),
    staffReset: (name: string, link: string) => ({
      subject: 'Choisissez un nouveau mot de passe pour votre compte du personnel',
      paragraphs: [
        `Bonjour ${name},`,
        'Le propriétaire a réinitialisé le mot de passe de votre compte du personnel et vous a déconnecté partout. Choisissez un nouveau mot de passe avec ce lien (il fonctionne une fois, pendant 24 heures) :',
        link,
      ],
    }),
    staffTwoStepReset: (name: string, loginUrl: string) => ({
      subject: 'Votre connexion en deux étapes a été réinitialisée',
      paragraphs: [
        `Bonjour ${name},`,
        'Le propriétaire a désactivé la connexion en deux étapes de votre compte du personnel (son application d’authentification et ses codes de récupération ne fonctionnent plus) et vous a déconnecté partout. Connectez-vous avec votre mot de passe, puis configurez de nouveau la connexion en deux étapes dans Mon compte :',
        loginUrl,
        'Si vous ne l’avez pas demandé, prévenez immédiatement le propriétaire.',
      ],
    }),
    locked: (name: string, minutes: number, resetUrl: string) => ({
      subject: 'La connexion à votre compte est suspendue',
      paragraphs: [
        `Bonjour ${name},`,
        `Quelqu’un a saisi 10 fois un mauvais mot de passe pour votre compte. Pour le protéger, la connexion est suspendue pendant ${minutes} minutes.`,
        'Si c’était vous, patientez puis réessayez, ou choisissez un nouveau mot de passe sur cette page :',
        resetUrl,
        'Si ce n’était pas vous, votre mot de passe reste sûr ; vous pourrez le changer une fois connecté.',
      ],
    }),
    newRegistration: (business: string, email: string, adminUrl: string) => ({
      subject: `Nouvelle demande de compte : ${business}`,
      paragraphs: [`${business} <${email}> a demandé un compte. Examinez-la dans l’administration :`, adminUrl],
    }),
  }),
} satisfies Record<Language, unknown>;

type Kind = keyof (typeof copy)['en'];

export function accountMail<K extends Kind>(
  kind: K,
  language: Language,
  business: MailBusiness,
  ...args: Parameters<(typeof copy)['en'][K]>
): RenderedMail {
  const make = copy[language][kind] as (...a: typeof args) => { subject: string; paragraphs: string[] };
  const { subject, paragraphs } = make(...args);
  return layout(language, business, subject, paragraphs);
}
