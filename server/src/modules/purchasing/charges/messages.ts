import { frenchCopy } from '@shop/contract';

type Done = 'added' | 'changed' | 'removed' | 'rate';

/** The charges routes' replies: what was done, and how many sales' cost it changed (real plurals). */
const copy = {
  en: {
    added: 'Charge added.',
    changed: 'Charge saved.',
    removed: 'Charge removed.',
    rate: 'Exchange rate saved.',
    none: 'No sale’s cost changed.',
    one: 'The cost of 1 sale changed.',
    many: 'The cost of {n} sales changed.',
  },
  fr: frenchCopy({
    added: 'Frais ajoutés.',
    changed: 'Frais enregistrés.',
    removed: 'Frais supprimés.',
    rate: 'Taux de change enregistré.',
    none: 'Le coût d’aucune vente n’a changé.',
    one: 'Le coût de 1 vente a changé.',
    many: 'Le coût de {n} ventes a changé.',
  }),
};

export function chargeMessage(language: 'en' | 'fr', done: Done, changedSales: number): string {
  const words = copy[language];
  const sales = changedSales === 0 ? words.none : changedSales === 1 ? words.one : words.many;
  return `${words[done]} ${sales.replace('{n}', String(changedSales))}`;
}
