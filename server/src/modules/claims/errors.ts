import { defineErrors } from '../../errors/define.js';

export const claimErrors = defineErrors({
  CLAIM_NOT_FOUND: { kind: 'not_found', en: 'Claim not found.', fr: 'Réclamation introuvable.' },
  CLAIM_ORDER_NOT_FOUND: {
    kind: 'not_found',
    en: 'Order not found.',
    fr: 'Commande introuvable.',
    field: 'order_id',
  },
  CLAIM_ORDER_NOT_DELIVERED: {
    kind: 'conflict',
    en: 'A problem can be reported only once the order is delivered.',
    fr: 'Un problème ne peut être signalé qu’une fois la commande livrée.',
    field: 'order_id',
  },
  CLAIM_TOO_LATE: {
    kind: 'conflict',
    en: 'Fresh flowers must be reported within 24 hours of delivery. This order was delivered more than 24 hours ago.',
    fr: 'Les fleurs fraîches doivent être signalées dans les 24 heures suivant la livraison. Cette commande a été livrée il y a plus de 24 heures.',
    field: 'order_id',
  },
  RETURN_TOO_LATE: {
    kind: 'conflict',
    en: 'Dry goods can be returned within 14 days of delivery. This order was delivered more than 14 days ago.',
    fr: 'Les produits secs peuvent être retournés dans les 14 jours suivant la livraison. Cette commande a été livrée il y a plus de 14 jours.',
    field: 'order_id',
  },
  RETURN_SPECIAL_ORDER: {
    kind: 'conflict',
    en: 'Special-order items cannot be returned.',
    fr: 'Les articles commandés spécialement ne peuvent pas être retournés.',
    field: 'order_id',
  },
  RETURN_FRESH_LINE: {
    kind: 'invalid',
    en: 'Fresh flowers cannot be returned: report a problem with them instead.',
    fr: 'Les fleurs fraîches ne se retournent pas : signalez plutôt un problème.',
    field: 'lines',
  },
  RETURN_NOT_CONFIRMED: {
    kind: 'invalid',
    en: 'Please confirm the goods are unused and in their original packaging.',
    fr: 'Veuillez confirmer que les articles sont inutilisés et dans leur emballage d’origine.',
    field: 'unused_confirmed',
  },
  CLAIM_LINE_NOT_IN_ORDER: {
    kind: 'invalid',
    en: 'This line is not part of the order.',
    fr: 'Cette ligne ne fait pas partie de la commande.',
    field: 'lines',
  },
  CLAIM_REASON_KIND: {
    kind: 'invalid',
    en: 'This reason does not fit this kind of request.',
    fr: 'Ce motif ne convient pas à ce type de demande.',
    field: 'lines',
  },
  CLAIM_TOO_MANY: {
    kind: 'invalid',
    en: 'This is more than was delivered, less what is already claimed.',
    fr: 'C’est plus que la quantité livrée, moins ce qui est déjà réclamé.',
    field: 'lines',
  },
  CLAIM_PHOTOS_REQUIRED: {
    kind: 'invalid',
    en: 'Add at least one photo of the flowers.',
    fr: 'Ajoutez au moins une photo des fleurs.',
    field: 'photos',
  },
  CLAIM_LABEL_REQUIRED: {
    kind: 'invalid',
    en: 'Add at least one photo of the farm label on the box.',
    fr: 'Ajoutez au moins une photo de l’étiquette de la ferme sur la boîte.',
    field: 'label_photos',
  },
  CLAIM_PHOTO_UNREADABLE: {
    kind: 'invalid',
    en: 'A photo could not be read. Send it as JPEG, PNG or WebP.',
    fr: 'Une photo n’a pas pu être lue. Envoyez-la en JPEG, PNG ou WebP.',
    field: 'photos',
  },
  CLAIM_ALREADY_DECIDED: {
    kind: 'conflict',
    en: 'This claim is already decided.',
    fr: 'Cette réclamation est déjà traitée.',
  },
  CLAIM_NOT_RECEIVABLE: {
    kind: 'conflict',
    en: 'Only an approved return not yet received can be received.',
    fr: 'Seul un retour approuvé et pas encore reçu peut être reçu.',
  },
  CLAIM_WITHHELD_OVER_CREDIT: {
    kind: 'invalid',
    en: 'The restocking fee and freight are more than the goods returned.',
    fr: 'Les frais de réapprovisionnement et le transport dépassent la valeur des articles retournés.',
    field: 'freight_cents',
  },
  CLAIM_DECISION_LINE: {
    kind: 'invalid',
    en: 'Approve at most the claimed quantity of a claimed line.',
    fr: 'Approuvez au plus la quantité réclamée d’une ligne réclamée.',
    field: 'lines',
  },
});
