import type { Language } from '@shop/contract';

/** What the standing orders' endpoints answer on success, in the caller's language. */
export const standingOrderMessages = {
  en: {
    created: 'The standing order is saved.',
    updated: 'The standing order is saved.',
    ended: 'The standing order has ended.',
    skipped: 'This occurrence is skipped.',
    occurrenceChanged: 'The quantities of this occurrence are saved.',
    remindersOn: 'You will get a reminder the day before each occurrence becomes an order.',
    remindersOff: 'You will no longer get the reminders of your standing orders.',
  },
  fr: {
    created: 'La commande permanente est enregistrée.',
    updated: 'La commande permanente est enregistrée.',
    ended: 'La commande permanente est terminée.',
    skipped: 'Cette occurrence est sautée.',
    occurrenceChanged: 'Les quantités de cette occurrence sont enregistrées.',
    remindersOn: 'Vous recevrez un rappel la veille du jour où chaque occurrence devient une commande.',
    remindersOff: 'Vous ne recevrez plus les rappels de vos commandes permanentes.',
  },
} satisfies Record<Language, Record<string, string>>;
