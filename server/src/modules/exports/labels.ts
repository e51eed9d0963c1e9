import { labelOrCode, type Language, type LabelList } from '@shop/contract';

const yesNoNames = {
  en: { yes: 'Yes', no: 'No' },
  fr: { yes: 'Oui', no: 'Non' },
} satisfies Record<Language, Record<string, string>>;

/** The name staff read in a spreadsheet for a code the database keeps (the contract's labels; the code itself when it has none). */
export function label(list: LabelList, code: string | null | undefined, language: Language): string {
  return labelOrCode(list, code, language);
}

export const yesNo = (flag: number | boolean, language: Language) => yesNoNames[language][flag ? 'yes' : 'no'];

/** Pickup, or the delivery zone's name. */
export function deliveryLabel(method: string, zone: string | null, language: Language): string {
  if (method !== 'delivery') return labelOrCode('deliveryMethod', method, language);
  return labelOrCode('zone', zone, language);
}
