import { defineErrors } from '../../errors/define.js';
import { formatCents } from '../../lib/money.js';

export const deliveryErrors = defineErrors({
  DELIVERY_RUN_NOT_FOUND: { kind: 'not_found', en: 'Delivery run not found.', fr: 'Tournée introuvable.' },
  DELIVERY_STOP_NOT_FOUND: { kind: 'not_found', en: 'Stop not found.', fr: 'Arrêt introuvable.' },
  DELIVERY_ORDER_NOT_PICKUP: {
    kind: 'not_found',
    en: 'No pickup order of this number is waiting.',
    fr: 'Aucune commande à emporter de ce numéro n’est en attente.',
  },
  DELIVERY_RUN_OTHER_DATE: {
    kind: 'invalid',
    en: 'A stop can move only to a run of the same date.',
    fr: 'Un arrêt ne peut passer qu’à une tournée de la même date.',
    field: 'run_id',
  },
  DELIVERY_STOP_DONE: {
    kind: 'conflict',
    en: 'This stop is already delivered.',
    fr: 'Cet arrêt est déjà livré.',
  },
  DELIVERY_RECIPIENT_REQUIRED: {
    kind: 'invalid',
    en: 'Enter the name of the person who received the order.',
    fr: 'Saisissez le nom de la personne qui a reçu la commande.',
    field: 'recipient_name',
  },
  DELIVERY_SIGNATURE_REQUIRED: {
    kind: 'invalid',
    en: 'A signature or a photo is required: ask the recipient to sign on the screen, or take a photo.',
    fr: 'Une signature ou une photo est requise : demandez au destinataire de signer à l’écran, ou prenez une photo.',
    field: 'signature',
  },
  DELIVERY_PROOF_BOTH: {
    kind: 'invalid',
    en: 'Send either the signature or the photo, not both.',
    fr: 'Envoyez la signature ou la photo, pas les deux.',
    field: 'photo',
  },
  DELIVERY_PHOTO_UNREADABLE: {
    kind: 'invalid',
    en: 'The photo is not an image that can be read (JPEG, PNG or WebP): take it again.',
    fr: 'La photo n’est pas une image lisible (JPEG, PNG ou WebP) : reprenez-la.',
    field: 'photo',
  },
  DELIVERY_PHOTO_TOO_LARGE: {
    kind: 'too_large',
    en: 'The photo is too large (1.5 MB at most): take it again or choose a smaller one.',
    fr: 'La photo est trop volumineuse (1,5 Mo au plus) : reprenez-la ou choisissez-en une plus petite.',
    field: 'photo',
  },
  DELIVERY_NOT_YOUR_RUN: {
    kind: 'forbidden',
    en: 'This stop is on another driver’s run.',
    fr: 'Cet arrêt fait partie de la tournée d’un autre chauffeur.',
  },
  DELIVERY_DRIVER_NOT_STAFF: {
    kind: 'invalid',
    en: 'The driver must be an active staff member with the driver role, or give a name.',
    fr: 'Le chauffeur doit être un membre actif du personnel ayant le rôle de chauffeur, ou indiquez un nom.',
    field: 'driver_user_id',
  },
  DELIVERY_NOTHING_DUE: {
    kind: 'conflict',
    en: 'This order’s invoice owes nothing: there is no payment to take.',
    fr: 'La facture de cette commande est réglée : il n’y a aucun paiement à prendre.',
  },
  DELIVERY_PAYMENT_OVER_DUE: {
    kind: 'invalid',
    en: ({ cents }: { cents: number }) => `The invoice owes ${formatCents(cents, 'en')}: take at most that amount.`,
    fr: ({ cents }: { cents: number }) => `La facture doit ${formatCents(cents, 'fr')} : prenez au plus ce montant.`,
    field: 'amount_cents',
  },
});
