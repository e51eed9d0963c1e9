import { useTranslation } from 'react-i18next';
import type { MarginGroup, MarginGroupBy } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { useMarginText } from './figures';

const cell = 'px-3 py-2';

/**
 * A page of the report's rows as the API gives them (most sold first): the name, sales, cost,
 * margin and margin %. On a phone the sales and the cost go under the name.
 */
export function MarginTable({ groups, by }: { groups: MarginGroup[]; by: MarginGroupBy }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const text = useMarginText();
  const name = (g: MarginGroup) =>
    (language === 'fr' ? g.name_fr : g.name_en) ?? g.name_en ?? t(`margins.nameless.${by}`);
  return (
    <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-leaf-100">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('margins.caption', { by: t(`margins.groups.${by}`) })}</caption>
        <thead className="bg-leaf-50 text-left text-leaf-900">
          <tr>
            <th scope="col" className={cell}>
              {t(`margins.groups.${by}`)}
            </th>
            <th scope="col" className={`${cell} hidden text-right sm:table-cell`}>
              {t('margins.columns.sales')}
            </th>
            <th scope="col" className={`${cell} hidden text-right sm:table-cell`}>
              {t('margins.columns.cost')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('margins.columns.margin')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('margins.columns.percent')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-leaf-100">
          {groups.map((g) => {
            const unknown = text.unknown(g);
            return (
              <tr key={g.id ?? 'none'} data-testid="margin-row">
                <th scope="row" className={`${cell} text-left font-medium text-leaf-900`}>
                  {name(g)}
                  <span className="block text-xs font-normal text-gray-700 sm:hidden">
                    {t('margins.salesCost', { sales: text.money(g.sales_cents), cost: text.cost(g) })}
                  </span>
                  {unknown && <span className="block text-xs font-normal text-petal-800">{unknown}</span>}
                </th>
                <td className={`${cell} hidden text-right whitespace-nowrap tabular-nums sm:table-cell`}>
                  {text.money(g.sales_cents)}
                </td>
                <td className={`${cell} hidden text-right whitespace-nowrap tabular-nums sm:table-cell`}>
                  {text.cost(g)}
                </td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{text.margin(g)}</td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{text.percent(g)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
