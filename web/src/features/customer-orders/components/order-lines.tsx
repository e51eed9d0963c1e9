import { useTranslation } from 'react-i18next';
import type { OrderLine } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { productName } from '@/lib/product-name';
import { formatMoney } from '@/lib/money';

/** An order's lines: a table that scrolls sideways on a narrow phone rather than squeezing. */
export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-leaf-100">
      <table className="w-full min-w-[30rem] text-sm">
        <caption className="sr-only">{t('orders.fields.lines')}</caption>
        <thead className="bg-leaf-50 text-left text-leaf-900">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('orders.fields.product')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('orders.fields.quantity')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('orders.fields.unitPrice')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('orders.fields.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-leaf-100">
          {lines.map((line) => (
            <tr key={line.id}>
              <td className="px-3 py-2">
                {productName(line, language)}
                {line.back_order && (
                  <span className="block text-xs font-semibold text-petal-800">
                    {t('orders.fields.backOrder')}
                    {line.back_order_text ? ` · ${line.back_order_text}` : ''}
                  </span>
                )}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{line.quantity}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatMoney(line.unit_price_cents, language)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatMoney(line.line_total_cents, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
