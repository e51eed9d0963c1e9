import type { AgingRow, Language } from '@shop/contract';
import type { Column, SheetSpec } from '../exports/index.js';

const money = (en: string, fr: string, value: (r: AgingRow) => number): Column<AgingRow> => ({
  header: { en, fr },
  type: 'money',
  value,
});

const columns: Column<AgingRow>[] = [
  { header: { en: 'Customer', fr: 'Client' }, type: 'text', width: 32, value: (r) => r.business_name },
  { header: { en: 'Customer ID', fr: 'Nᵒ client' }, type: 'id', width: 10, value: (r) => r.customer_id },
  money('Current', 'Courant', (r) => r.current_cents),
  money('1-30 days', '1 à 30 jours', (r) => r.d1_30_cents),
  money('31-60 days', '31 à 60 jours', (r) => r.d31_60_cents),
  money('61-90 days', '61 à 90 jours', (r) => r.d61_90_cents),
  money('Over 90 days', 'Plus de 90 jours', (r) => r.over_90_cents),
  money('Open credit', 'Crédit disponible', (r) => r.open_credit_cents),
  money('Total owed', 'Total dû', (r) => r.total_cents),
];

/** The aging as a sheet: one row per customer, then the totals row. */
export function agingSheet(rows: AgingRow[], totals: Omit<AgingRow, 'customer_id' | 'business_name'>, asOf: string) {
  const totalRow = (language: Language): AgingRow => ({
    ...totals,
    customer_id: 0,
    business_name: language === 'fr' ? `Total au ${asOf}` : `Total as of ${asOf}`,
  });
  return (language: Language): SheetSpec<AgingRow> => ({
    name: { en: 'Aging', fr: 'Âge des comptes' },
    columns: columns.map((c) =>
      c.type === 'id' ? { ...c, value: (r: AgingRow, l: Language) => (r.customer_id ? c.value(r, l) : null) } : c,
    ),
    batches: (async function* () {
      for (let i = 0; i < rows.length; i += 500) yield rows.slice(i, i + 500);
      yield [totalRow(language)];
    })(),
  });
}

export const agingFileName = (asOf: string, language: Language) =>
  `${language === 'fr' ? 'age-des-comptes' : 'aging'}_${asOf}.xlsx`;
