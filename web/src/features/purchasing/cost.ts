import type { Currency } from '@shop/contract';
import type { Language } from '@shop/contract/constants';
import { centsToInput } from '@/lib/money';

/** A cost in a supplier's currency, as its reader writes it: "0.42 USD", "0,42 USD". */
export const formatCost = (cents: number, currency: Currency, language: Language) =>
  `${centsToInput(cents, language)}\u00a0${currency}`;
