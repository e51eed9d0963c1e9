import type { Language } from '@shop/contract';
import { zoneNames } from '../mail/index.js';

/** The names staff read in a spreadsheet for the codes the database keeps. */
const names = {
  en: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    ready: 'Ready',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    order: 'Order',
    prebooking: 'Prebooking',
    refund: 'Credit note',
    web: 'Web',
    staff: 'Staff',
    pickup: 'Pickup',
    approved: 'Approved',
    rejected: 'Rejected',
    per_order: 'Per order',
    monthly: 'Monthly',
    visa: 'Visa',
    mastercard: 'Master Card',
    interac: 'Interac',
    cash: 'Cash',
    cheque: 'Cheque',
    counter: 'Counter',
    driver: 'Driver',
    office: 'Office',
    stem: 'Stem',
    bunch: 'Bunch',
    box: 'Box',
    yes: 'Yes',
    no: 'No',
  },
  fr: {
    pending: 'En attente',
    confirmed: 'Confirmée',
    ready: 'Prête',
    delivered: 'Livrée',
    cancelled: 'Annulée',
    order: 'Commande',
    prebooking: 'Précommande',
    refund: 'Note de crédit',
    web: 'Web',
    staff: 'Personnel',
    pickup: 'Cueillette',
    approved: 'Approuvé',
    rejected: 'Refusé',
    per_order: 'Par commande',
    monthly: 'Mensuelle',
    visa: 'Visa',
    mastercard: 'Master Card',
    interac: 'Interac',
    cash: 'Comptant',
    cheque: 'Chèque',
    counter: 'Comptoir',
    driver: 'Livreur',
    office: 'Bureau',
    stem: 'Tige',
    bunch: 'Botte',
    box: 'Boîte',
    yes: 'Oui',
    no: 'Non',
  },
} satisfies Record<Language, Record<string, string>>;

/** A code's name in the language (the code itself when it has none). */
export function label(code: string | null | undefined, language: Language): string {
  if (!code) return '';
  return (names[language] as Record<string, string>)[code] ?? code;
}

export const yesNo = (flag: number | boolean, language: Language) => names[language][flag ? 'yes' : 'no'];

/** Pickup, or the delivery zone's name. */
export function deliveryLabel(method: string, zone: string | null, language: Language): string {
  if (method !== 'delivery') return names[language].pickup;
  return zone ? (zoneNames[language][zone] ?? zone) : '';
}
