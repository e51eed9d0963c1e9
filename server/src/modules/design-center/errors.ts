import { defineErrors } from '../../errors/define.js';

export const designCenterErrors = defineErrors({
  LINE_NOT_FOUND: { kind: 'not_found', en: 'Order line not found.', fr: 'Ligne de commande introuvable.' },
  DESIGN_ORDER_CANCELLED: {
    kind: 'conflict',
    en: 'A cancelled order has nothing to prepare.',
    fr: 'Une commande annulée n’a rien à préparer.',
  },
  DESIGN_CREDIT_NOTE: {
    kind: 'conflict',
    en: 'A credit note has nothing to prepare.',
    fr: 'Une note de crédit n’a rien à préparer.',
  },
  NOT_TO_PREPARE: {
    kind: 'conflict',
    en: 'Only confirmed or ready orders are prepared in the design center.',
    fr: 'Seules les commandes confirmées ou prêtes se préparent au centre de design.',
  },
  UNKNOWN_DESIGNER: {
    kind: 'invalid',
    en: 'Choose an active designer from the list.',
    fr: 'Choisissez un designer actif de la liste.',
    field: 'designer',
  },
});
