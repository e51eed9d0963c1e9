import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PURCHASE_CHARGE_KINDS, PURCHASE_CHARGE_SPREADS } from '@shop/contract/purchasing-charges';
import type {
  LandedReceipt,
  PurchaseCharge,
  PurchaseChargeKind,
  PurchaseChargeSpread,
  PurchaseOrder,
} from '@shop/contract';
import type { Language } from '@shop/contract/constants';
import { DataTable, type DataColumn } from '@/components/data-table';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { QueryStatus } from '@/components/query-status';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { centsToInput, parseAmount } from '@/lib/money';
import toast from '@/lib/toast';
import { useChargeChange, useLandedCost } from '../api/charges';
import { formatCost } from '../cost';

const small = 'btn btn-secondary';
/** A CAD amount per unit to the ten-thousandth of a cent it is kept to: "1.6220 CAD". */
const perUnit = (cents: number | null, language: Language) => {
  if (cents === null) return '—';
  const text = (cents / 100).toFixed(4);
  return `${language === 'fr' ? text.replace('.', ',') : text}\u00a0CAD`;
};
const rateText = (rate: number | null, language: Language) =>
  rate === null ? '' : language === 'fr' ? String(rate).replace('.', ',') : String(rate);
const parseRate = (text: string) => {
  const cleaned = text.trim().replace(',', '.');
  return /^\d+(\.\d{1,6})?$/.test(cleaned) && Number(cleaned) > 0 ? Number(cleaned) : null;
};

interface Draft {
  kind: PurchaseChargeKind;
  amount: string;
  spread: PurchaseChargeSpread;
  reference: string;
}
const EMPTY: Draft = { kind: 'freight', amount: '', spread: 'boxes', reference: '' };

/**
 * The "Charges" section of a purchase order's page (issue 37 item 5; decision 062): the exchange
 * rate of the day, the shipment's charges in CAD (add, change, remove) and each received line's
 * landed cost per unit. Each change says how many sales' cost it changed.
 */
export function OrderCharges({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const query = useLandedCost(order.id);
  const change = useChargeChange(order.id);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<number | null>(null);
  const [amountError, setAmountError] = useState<string>();
  const [rate, setRate] = useState<string | null>(null);
  const [rateError, setRateError] = useState<string>();
  const landed = query.data;
  const cancelled = order.status === 'cancelled';

  const run = (input: Parameters<typeof change.mutateAsync>[0], then?: () => void) =>
    void change
      .mutateAsync(input)
      .then((r) => {
        toast.success(r.message ?? '');
        then?.();
      })
      .catch((err: unknown) => toast.error(err instanceof ApiError ? err.message : t('purchasing.errors.save')));

  const submitCharge = (e: FormEvent) => {
    e.preventDefault();
    const cents = parseAmount(draft.amount);
    if (cents === null) return setAmountError(t('purchasing.charges.amountInvalid'));
    setAmountError(undefined);
    const body = { kind: draft.kind, amount_cents: cents, spread: draft.spread, reference: draft.reference || null };
    run(editing === null ? { op: 'add', body } : { op: 'change', chargeId: editing, body }, () => {
      setDraft(EMPTY);
      setEditing(null);
    });
  };
  const submitRate = (e: FormEvent) => {
    e.preventDefault();
    const value = parseRate(rate ?? rateText(landed?.exchange_rate ?? null, language));
    if (value === null) return setRateError(t('purchasing.charges.rateInvalid'));
    setRateError(undefined);
    run({ op: 'rate', body: { exchange_rate: value } }, () => setRate(null));
  };
  const edit = (c: PurchaseCharge) => {
    setEditing(c.id);
    setDraft({
      kind: c.kind,
      amount: centsToInput(c.amount_cents, language),
      spread: c.spread,
      reference: c.reference ?? '',
    });
  };

  const chargeColumns: DataColumn<PurchaseCharge>[] = [
    {
      id: 'kind',
      header: t('purchasing.charges.kind'),
      rowHeader: true,
      cell: (c) => t(`purchasing.charges.kinds.${c.kind}`),
    },
    { id: 'reference', header: t('purchasing.charges.reference'), cell: (c) => c.reference ?? '—' },
    { id: 'spread', header: t('purchasing.charges.spread'), cell: (c) => t(`purchasing.charges.spreads.${c.spread}`) },
    {
      id: 'amount',
      header: t('purchasing.charges.amount'),
      align: 'right',
      cellClassName: 'whitespace-nowrap',
      cell: (c) => formatCost(c.amount_cents, 'CAD', language),
    },
    {
      id: 'actions',
      header: t('purchasing.charges.actions'),
      cell: (c) =>
        cancelled ? null : (
          <span className="flex flex-wrap gap-2">
            <button type="button" className={small} onClick={() => edit(c)}>
              {t('purchasing.charges.edit', { kind: t(`purchasing.charges.kinds.${c.kind}`) })}
            </button>
            <button
              type="button"
              className={`${small} text-petal-800`}
              disabled={change.isPending}
              onClick={() => run({ op: 'remove', chargeId: c.id })}
            >
              {t('purchasing.charges.remove', { kind: t(`purchasing.charges.kinds.${c.kind}`) })}
            </button>
          </span>
        ),
    },
  ];
  const receiptColumns: DataColumn<LandedReceipt>[] = [
    {
      id: 'product',
      header: t('purchasing.links.product'),
      rowHeader: true,
      cell: (r) => (
        <span>
          <span className="font-semibold">{language === 'fr' ? r.name_fr : r.name_en}</span>
          <span className="block text-gray-700">{formatDay(r.received_at.slice(0, 10), language)}</span>
        </span>
      ),
    },
    { id: 'stocked', header: t('purchasing.charges.stocked'), align: 'right', cell: (r) => r.stocked_units },
    {
      id: 'cost',
      header: t('purchasing.charges.unitCost'),
      align: 'right',
      cellClassName: 'whitespace-nowrap',
      cell: (r) => formatCost(r.unit_cost_cents, order.currency, language),
    },
    {
      id: 'landed',
      header: t('purchasing.charges.landed'),
      align: 'right',
      cellClassName: 'whitespace-nowrap font-semibold',
      cell: (r) => perUnit(r.landed_unit_cost_cents, language),
    },
  ];

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="font-serif text-2xl font-bold text-leaf-900">
        {t('purchasing.charges.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('purchasing.charges.lead')}</p>
      {!landed ? (
        <QueryStatus query={query} />
      ) : (
        <>
          {order.currency === 'CAD' ? (
            <p className="mt-3 text-sm">{t('purchasing.charges.rateCad')}</p>
          ) : (
            <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={submitRate} noValidate>
              <TextField
                label={t('purchasing.charges.rate', { currency: order.currency })}
                inputMode="decimal"
                required
                value={rate ?? rateText(landed.exchange_rate, language)}
                onChange={(e) => setRate(e.target.value)}
                error={rateError}
                hint={landed.exchange_rate === null ? t('purchasing.charges.rateMissing') : undefined}
              />
              <button type="submit" className={small} disabled={change.isPending || cancelled}>
                {t('purchasing.charges.saveRate')}
              </button>
            </form>
          )}
          <DataTable
            className="mt-4"
            tableClassName="min-w-[560px]"
            caption={t('purchasing.charges.list', { count: landed.charges.length })}
            columns={chargeColumns}
            rows={landed.charges}
            rowKey={(c) => c.id}
            query={query}
            emptyText={t('purchasing.charges.none')}
          />
          <p className="mt-2 text-sm font-semibold">
            {t('purchasing.charges.total', { total: formatCost(landed.charges_cents, 'CAD', language) })}
          </p>
          {!cancelled && (
            <form className="mt-4 grid gap-3 sm:grid-cols-2" onSubmit={submitCharge} noValidate>
              <SelectField
                label={t('purchasing.charges.kind')}
                value={draft.kind}
                onChange={(e) => setDraft({ ...draft, kind: e.target.value as PurchaseChargeKind })}
                options={PURCHASE_CHARGE_KINDS.map((k) => ({ value: k, label: t(`purchasing.charges.kinds.${k}`) }))}
              />
              <TextField
                label={t('purchasing.charges.amountCad')}
                inputMode="decimal"
                required
                value={draft.amount}
                onChange={(e) => setDraft({ ...draft, amount: e.target.value })}
                error={amountError}
              />
              <TextField
                label={t('purchasing.charges.reference')}
                maxLength={60}
                value={draft.reference}
                onChange={(e) => setDraft({ ...draft, reference: e.target.value })}
              />
              <SelectField
                label={t('purchasing.charges.spread')}
                value={draft.spread}
                onChange={(e) => setDraft({ ...draft, spread: e.target.value as PurchaseChargeSpread })}
                options={PURCHASE_CHARGE_SPREADS.map((s) => ({
                  value: s,
                  label: t(`purchasing.charges.spreads.${s}`),
                }))}
              />
              <div className="flex flex-wrap gap-2 sm:col-span-2">
                <button type="submit" className="btn btn-primary" disabled={change.isPending}>
                  {editing === null ? t('purchasing.charges.add') : t('purchasing.charges.save')}
                </button>
                {editing !== null && (
                  <button
                    type="button"
                    className={small}
                    onClick={() => {
                      setEditing(null);
                      setDraft(EMPTY);
                    }}
                  >
                    {t('purchasing.cancel')}
                  </button>
                )}
              </div>
            </form>
          )}
          <DataTable
            className="mt-6"
            tableClassName="min-w-[560px]"
            caption={t('purchasing.charges.receipts')}
            columns={receiptColumns}
            rows={landed.receipts}
            rowKey={(r) => r.receipt_id}
            query={query}
            emptyText={t('purchasing.charges.noReceipts')}
          />
        </>
      )}
    </section>
  );
}
