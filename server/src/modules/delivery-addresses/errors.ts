import { defineErrors } from '../../errors/define.js';

export const deliveryAddressErrors = defineErrors({
  DELIVERY_ADDRESS_NOT_FOUND: {
    kind: 'not_found',
    en: 'Delivery address not found.',
    fr: 'Adresse de livraison introuvable.',
  },
  /** An order names an address that is not its customer's. */
  DELIVERY_ADDRESS_NOT_THE_CUSTOMERS: {
    kind: 'invalid',
    en: 'This delivery address is not one of the customer’s.',
    fr: 'Cette adresse de livraison n’est pas l’une de celles du client.',
    field: 'delivery_address_id',
  },
  DELIVERY_ADDRESS_LIMIT: {
    kind: 'conflict',
    en: (p: { max: number }) => `A customer has at most ${p.max} delivery addresses: delete one first.`,
    fr: (p: { max: number }) => `Un client a au plus ${p.max} adresses de livraison : supprimez-en une d’abord.`,
    error: 'TooManyAddresses',
  },
});
