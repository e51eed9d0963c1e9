import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryStop } from '@shop/contract';
import { DOOR_PAYMENT_METHODS } from '@shop/contract/deliveries';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { centsToInput, formatMoney, parseAmount } from '@/lib/money';
import toast from '@/lib/toast';
import { useLabels } from '@/lib/use-labels';
import { useDoorPayment } from './api/deliveries';
import { isUnreachable } from './pending-outcomes';

type Method = (typeof DOOR_PAYMENT_METHODS)[number];

/**
 * A payment taken at the door (cash or a cheque): the amount (what to collect, else what the
 * invoice owes, typed in the reader's way) and a reference (the cheque's number). It becomes a
 * payment on the customer settling this order's invoice. It needs a connection: without one the
 * form stays filled and says so, to be sent again (a payment is never queued to count twice).
 */
export function DoorPaymentForm({ stop }: { stop: DeliveryStop }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { label } = useLabels();
  const id = useId();
  const pay = useDoorPayment();
  const [method, setMethod] = useState<Method>('cash');
  const [amount, setAmount] = useState(() => centsToInput(stop.collect_cents || stop.balance_due_cents, language));
  const [reference, setReference] = useState('');
  const [error, setError] = useState('');
  const cents = parseAmount(amount);
  const submit = async () => {
    setError('');
    if (cents === null) return setError(t('deliveries.doorPayment.badAmount'));
    if (cents > stop.balance_due_cents)
      return setError(t('deliveries.doorPayment.tooMuch', { amount: formatMoney(stop.balance_due_cents, language) }));
    try {
      const reply = await pay.mutateAsync({
        stopId: stop.id,
        method,
        amount_cents: cents,
        ...(reference.trim() ? { reference: reference.trim() } : {}),
      });
      toast.success(reply.message ?? '');
      setReference('');
    } catch (err) {
      if (isUnreachable(err)) setError(t('deliveries.doorPayment.offline'));
      else setError(err instanceof ApiError ? err.message : t('deliveries.errors.save'));
    }
  };
  return (
    <form
      className="mt-3 space-y-2 rounded-lg bg-leaf-50/60 p-2"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-leaf-900">
        {t('deliveries.doorPayment.title')}
      </h3>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="sr-only">{t('deliveries.doorPayment.method')}</legend>
        {DOOR_PAYMENT_METHODS.map((m) => (
          <label key={m} className="flex min-h-10 items-center gap-2 text-sm">
            <input type="radio" name={`${id}-method`} value={m} checked={method === m} onChange={() => setMethod(m)} />
            {label('paymentMethod', m)}
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col text-sm font-semibold">
        {t('deliveries.doorPayment.amount')}
        <input
          className="input mt-1"
          inputMode="decimal"
          value={amount}
          required
          aria-invalid={error !== '' || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setAmount(e.target.value)}
        />
      </label>
      <label className="flex flex-col text-sm font-semibold">
        {t(method === 'cheque' ? 'deliveries.doorPayment.chequeNumber' : 'deliveries.doorPayment.reference')}
        <input
          className="input mt-1"
          value={reference}
          maxLength={100}
          onChange={(e) => setReference(e.target.value)}
        />
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-petal-800">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-secondary min-h-10 w-full px-4" disabled={pay.isPending}>
        {t('deliveries.doorPayment.record')}
      </button>
    </form>
  );
}

/** What the stop brings: each product with its quantity, the order's notes, and the money. */
export function StopContents({ stop }: { stop: DeliveryStop }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { unitSize } = useLabels();
  return (
    <>
      <ul className="mt-2 text-sm" aria-label={t('deliveries.driverPage.items', { number: stop.number })}>
        {stop.items.map((item, i) => (
          <li key={i} className="flex gap-2 border-t border-leaf-50 py-1 first:border-t-0">
            <span className="w-10 shrink-0 text-right font-semibold tabular-nums">{item.quantity}</span>
            <span>
              {language === 'fr' ? item.name_fr : item.name_en}
              <span className="text-gray-700"> · {unitSize(item.unit, item.stems_per_unit)}</span>
            </span>
          </li>
        ))}
      </ul>
      {stop.notes && (
        <p className="mt-2 rounded bg-yellow-50 p-2 text-sm">
          <span className="font-semibold">{t('deliveries.driverPage.notes')}</span> {stop.notes}
        </p>
      )}
      {stop.collect_cents > 0 ? (
        <p className="mt-2 text-base font-bold text-petal-800" data-collect>
          {t('deliveries.driverPage.collect', { amount: formatMoney(stop.collect_cents, language) })}
        </p>
      ) : (
        stop.balance_due_cents > 0 && (
          <p className="mt-2 text-sm text-gray-700">
            {t('deliveries.driverPage.onAccount', { amount: formatMoney(stop.balance_due_cents, language) })}
          </p>
        )
      )}
    </>
  );
}
