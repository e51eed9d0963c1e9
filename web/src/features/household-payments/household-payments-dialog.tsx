import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseholdPayments } from '@shop/contract';
import { montrealTime } from '@shop/contract/delivery';
import { useLanguage } from '@/lib/language';
import { DataTable, type DataColumn } from '@/components/data-table';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Modal } from '@/components/ui/modal';
import { formatDay, formatTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useHouseholdPayments } from './api/household-payments';
import { useLabels } from '@/lib/use-labels';

const CHANNELS = ['counter', 'driver'] as const;
type Channel = (typeof CHANNELS)[number];

/**
 * Printing the dialog prints the count only: the page behind, the overlay and the controls stay
 * off paper, and the dialog flows over as many sheets as it needs. Inline styles are allowed by
 * the Content-Security-Policy (docs/decisions/003-csp.md); the rules live only while it is open.
 */
const PRINT_STYLE = `@media print {
  body > :not(:has([data-print-root])) { display: none !important; }
  :has(> [role='dialog'] [data-print-root]) > :not([role='dialog']) { display: none !important; }
  [role='dialog']:has([data-print-root]) {
    position: static !important; translate: none !important; transform: none !important;
    width: auto !important; max-width: none !important;
    max-height: none !important; overflow: visible !important; box-shadow: none !important; padding: 0 !important;
  }
  [role='dialog']:has([data-print-root]) button { display: none !important; }
}`;

const cell = 'px-2 py-1.5';
const amount = `${cell} text-right tabular-nums whitespace-nowrap`;

/** The payments of the day, each with who took it and who recorded it, the amount last. */
function usePaymentColumns(): DataColumn<HouseholdPayments['payments'][number]>[] {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  return [
    {
      id: 'time',
      header: t('householdPayments.columns.time'),
      cellClassName: 'whitespace-nowrap',
      cell: (p) => formatTime(p.created_at, language),
    },
    { id: 'customer', header: t('householdPayments.columns.customer'), cell: (p) => p.customer_name },
    { id: 'method', header: t('householdPayments.columns.method'), cell: (p) => label('paymentMethod', p.method) },
    {
      id: 'channel',
      header: t('householdPayments.columns.channel'),
      cell: (p) => label('paymentChannel', p.channel),
    },
    {
      id: 'reference',
      header: t('householdPayments.columns.reference'),
      cell: (p) =>
        [p.reference, p.reverses_payment_id && t('householdPayments.reversalOf', { id: p.reverses_payment_id })]
          .filter(Boolean)
          .join(' · '),
    },
    { id: 'recordedBy', header: t('householdPayments.columns.recordedBy'), cell: (p) => p.recorded_by ?? '—' },
    {
      id: 'amount',
      header: t('householdPayments.columns.amount'),
      align: 'right',
      cellClassName: (p) => `tabular-nums whitespace-nowrap ${p.amount_cents < 0 ? 'text-petal-800' : ''}`,
      cell: (p) => formatMoney(p.amount_cents, language),
    },
  ];
}

function TotalsPerMethod({ data }: { data: HouseholdPayments }) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  return (
    <table className="w-full max-w-sm text-sm" data-testid="household-totals">
      <caption className="mb-1 text-left font-serif text-lg text-leaf-900">{t('householdPayments.totals')}</caption>
      <tbody className="divide-y divide-leaf-100">
        {data.totals.map((total) => (
          <tr key={total.method}>
            <th scope="row" className={`${cell} text-left font-medium`}>
              {label('paymentMethod', total.method)}
            </th>
            <td className={`${cell} text-gray-700`}>{t('householdPayments.count', { count: total.count })}</td>
            <td className={amount}>{formatMoney(total.amount_cents, language)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-leaf-800 font-bold">
          <th scope="row" className={`${cell} text-left`} colSpan={2}>
            {t('householdPayments.total')}
          </th>
          <td className={amount}>{formatMoney(data.total_cents, language)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The count of a day: choose the day and who took them, read the list and the totals, print. */
function HouseholdPaymentsView() {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  const today = montrealTime(new Date()).date;
  const [date, setDate] = useState(today);
  const [channel, setChannel] = useState<Channel | ''>('');
  const query = useHouseholdPayments({ date: date || today, ...(channel ? { channel } : {}) });
  const data = query.data;
  const columns = usePaymentColumns();
  const channelLabel = channel ? label('paymentChannel', channel) : t('householdPayments.channels.all');

  return (
    <div data-print-root className="space-y-4">
      <style>{PRINT_STYLE}</style>
      <p className="text-sm text-gray-700 print:hidden">{t('householdPayments.lead')}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end print:hidden">
        <TextField
          label={t('householdPayments.date')}
          type="date"
          value={date}
          max={today}
          required
          onChange={(e) => setDate(e.target.value)}
        />
        <SelectField
          label={t('householdPayments.channel')}
          value={channel}
          onChange={(e) => setChannel(e.target.value as Channel | '')}
          placeholder={t('householdPayments.channels.all')}
          options={CHANNELS.map((c) => ({ value: c, label: label('paymentChannel', c) }))}
        />
        <button type="button" className="btn btn-secondary" onClick={() => window.print()} disabled={!data}>
          {t('householdPayments.print')}
        </button>
      </div>
      <p className="hidden font-semibold print:block">
        {formatDay(data?.date ?? date, language)} · {channelLabel}
      </p>
      <div aria-busy={query.isFetching} className="space-y-4">
        <DataTable
          variant="plain"
          tableClassName="min-w-[640px] print:min-w-0"
          caption={t('householdPayments.list')}
          columns={columns}
          rows={data?.payments}
          rowKey={(p) => p.id}
          query={query}
          emptyText={t('householdPayments.empty')}
        />
        {data && <TotalsPerMethod data={data} />}
      </div>
    </div>
  );
}

/** The "Household payments" button of the orders list and its dialog (SPEC §7, PRODUCT.md). */
export function HouseholdPaymentsButton({ className = 'btn btn-secondary' }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {t('householdPayments.open')}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t('householdPayments.title')} wide>
        <HouseholdPaymentsView />
      </Modal>
    </>
  );
}
