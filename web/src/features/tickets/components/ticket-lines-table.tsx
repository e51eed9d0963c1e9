import { useTranslation } from 'react-i18next';
import type { OrderLine } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { productName } from '@/lib/product-name';
import { formatMoney } from '@/lib/money';

/** An order's lines as saved (names and prices are the order's snapshot), with the design center's marks. */
export function TicketLinesTable({ lines }: { lines: readonly OrderLine[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const head = 'px-3 py-2 font-semibold';
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[560px] text-sm">
        <thead className="bg-leaf-50 text-leaf-900">
          <tr>
            <th scope="col" className={`${head} text-left`}>
              {t('orders.fields.product')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('orders.fields.quantity')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('orders.fields.unitPrice')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('orders.fields.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-leaf-100">
          {lines.map((line) => (
            <tr key={line.id}>
              <td className="px-3 py-2">
                <span className="font-semibold">{productName(line, language)}</span>
                {line.complete_order && (
                  <span className="ml-2 inline-block rounded-full bg-leaf-100 px-2 py-0.5 text-xs font-semibold text-leaf-900">
                    {t('tickets.view.complete')}
                  </span>
                )}
                {line.back_order && (
                  <span className="ml-2 inline-block rounded-full bg-yellow-100 px-2 py-0.5 text-xs font-semibold text-yellow-900">
                    {line.back_order_text
                      ? t('tickets.view.backOrderNote', { text: line.back_order_text })
                      : t('tickets.view.backOrder')}
                  </span>
                )}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{line.quantity}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatMoney(line.unit_price_cents, language)}</td>
              <td className="px-3 py-2 text-right font-semibold tabular-nums">
                {formatMoney(line.line_total_cents, language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
