import { useEffect, useRef, useState } from 'react';
import toast from '@/lib/toast';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@shop/contract/payments';
import type { OpenInvoice, PaymentAllocations, Reallocate } from '@shop/contract/receivables';
import { TextField } from '@/components/form/text-field';
import { QueryStatus } from '@/components/query-status';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { centsToInput, formatMoney } from '@/lib/money';
import { useOpenInvoices, usePaymentAllocations, useReallocatePayment } from '../api/allocations';
import { allocationTargets, checkAllocation, refusedInvoice, type AllocationTarget } from '../reallocation';

interface FormProps {
  allocation: PaymentAllocations;
  open: OpenInvoice[];
  /** Sends the allocations; resolves to the server's reply (its message is toasted). */
  save: (input: Reallocate) => Promise<{ message?: string }>;
  onDone: () => void;
}

/** One invoice's hint: what it may take, when it is due, how late. */
function useTargetHint() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (target: AllocationTarget) =>
    [
      t('allocations.mayTake', { amount: formatMoney(target.max_cents, language) }),
      target.due_on ? t('allocations.dueOn', { date: formatDay(target.due_on, language) }) : null,
      target.days_overdue > 0 ? t('allocations.overdue', { count: target.days_overdue }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

/**
 * Staff spread a payment over the customer's open invoices (issue 12, item 3): an amount per
 * invoice, at most what it owes, in all at most the payment; what is left stays open credit,
 * shown as it is typed. The server's refusal is shown on the invoice it names.
 */
export function ReallocationForm({ allocation, open, save, onDone }: FormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (cents: number) => formatMoney(cents, language);
  const hint = useTargetHint();
  const [targets] = useState(() => allocationTargets(allocation, open));
  // An invoice takes part once ticked: only those get an amount box (a customer may have 40 open).
  const [ticked, setTicked] = useState<ReadonlySet<number>>(
    () => new Set(targets.filter((target) => target.current_cents > 0).map((target) => target.order_id)),
  );
  const [typed, setTyped] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      targets
        .filter((target) => target.current_cents > 0)
        .map((target) => [target.order_id, centsToInput(target.current_cents, language)]),
    ),
  );
  const [refused, setRefused] = useState<{ orderId: number | null; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const check = checkAllocation(
    allocation.amount_cents,
    targets.filter((target) => ticked.has(target.order_id)),
    typed,
  );
  // Ticked, an invoice starts with what it owes, or what is left of the payment if that is less.
  const tick = (target: AllocationTarget, on: boolean) => {
    const amount = Math.min(target.max_cents, Math.max(0, check.remainder_cents));
    setTicked((before) => {
      const next = new Set(before);
      if (on) next.add(target.order_id);
      else next.delete(target.order_id);
      return next;
    });
    setTyped((before) => ({ ...before, [target.order_id]: on && amount > 0 ? centsToInput(amount, language) : '' }));
    if (refused?.orderId === target.order_id) setRefused(null);
  };
  const focusFirstError = () => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  // A refusal from the server is shown once rendered: then its field takes the focus.
  useEffect(() => {
    if (refused) focusFirstError();
  }, [refused]);

  const fieldError = (orderId: number) => {
    const error = check.errors.get(orderId);
    if (error) return t(`allocations.errors.${error}`);
    return refused?.orderId === orderId ? refused.message : undefined;
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check.valid) return focusFirstError();
    const sent = check.allocations;
    setSaving(true);
    try {
      const reply = await save({ allocations: sent });
      toast.success(reply.message ?? t('allocations.saved'));
      onDone();
    } catch (err) {
      const message = err instanceof Error ? err.message : t('allocations.errors.save');
      if (err instanceof ApiError && err.status === 400) {
        setRefused({ orderId: refusedInvoice(err.field, sent), message });
      } else toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <section aria-labelledby="allocation-now">
        <h3 id="allocation-now" className="font-semibold text-leaf-900">
          {t('allocations.now', { amount: money(allocation.amount_cents) })}
        </h3>
        {allocation.allocations.length === 0 ? (
          <p className="mt-1 text-sm text-gray-700">{t('allocations.nothingNow')}</p>
        ) : (
          <ul className="mt-1 text-sm" data-testid="current-allocations">
            {allocation.allocations.map((a) => (
              <li key={a.order_id} className="flex justify-between gap-3">
                <span>{a.invoice_number ?? a.number}</span>
                <span className="tabular-nums">{money(a.amount_cents)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <fieldset className="space-y-3">
        <legend className="font-semibold text-leaf-900">{t('allocations.invoices')}</legend>
        {targets.length === 0 && <p className="text-sm text-gray-700">{t('allocations.noInvoices')}</p>}
        {targets.length > 0 && (
          <ul className="max-h-[50vh] divide-y divide-leaf-100 overflow-y-auto rounded-lg ring-1 ring-leaf-100">
            {targets.map((target) => (
              <li key={target.order_id} className="px-2 py-2">
                <label className="flex min-h-11 cursor-pointer items-start gap-3">
                  <input
                    type="checkbox"
                    className="mt-1 size-4 shrink-0 accent-leaf-700"
                    checked={ticked.has(target.order_id)}
                    onChange={(e) => tick(target, e.target.checked)}
                  />
                  <span className="text-sm">
                    <span className="font-semibold text-leaf-900">
                      {t('allocations.amountFor', { number: target.invoice_number })}
                    </span>
                    <span className="block text-gray-700">{hint(target)}</span>
                  </span>
                </label>
                {ticked.has(target.order_id) && (
                  <div className="mt-1 pl-7">
                    <TextField
                      label={t('allocations.amountOf', { number: target.invoice_number })}
                      name={`amount-${target.order_id}`}
                      inputMode="decimal"
                      autoComplete="off"
                      value={typed[target.order_id] ?? ''}
                      error={fieldError(target.order_id)}
                      onChange={(e) => {
                        const value = e.target.value;
                        setTyped((before) => ({ ...before, [target.order_id]: value }));
                        if (refused?.orderId === target.order_id) setRefused(null);
                      }}
                    />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <div
        className="rounded-lg bg-leaf-50 p-3 text-sm"
        role="status"
        aria-live="polite"
        data-testid="allocation-remainder"
      >
        <p>
          {t('allocations.allocated', {
            allocated: money(check.allocated_cents),
            amount: money(allocation.amount_cents),
          })}
        </p>
        {check.overPayment ? (
          <p className="font-semibold text-petal-800">
            {t('allocations.errors.overPayment', { amount: money(-check.remainder_cents) })}
          </p>
        ) : (
          <p className="font-semibold">{t('allocations.remainder', { amount: money(check.remainder_cents) })}</p>
        )}
      </div>
      {refused && refused.orderId === null && (
        <p role="alert" className="text-sm font-medium text-petal-800">
          {refused.message}
        </p>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {t('allocations.save')}
        </button>
      </div>
    </form>
  );
}

/** The re-allocation dialog's content: the payment's allocations and the open invoices, then the form. */
export function ReallocatePayment({ payment, onDone }: { payment: Payment; onDone: () => void }) {
  const allocation = usePaymentAllocations(payment.id);
  const open = useOpenInvoices(payment.customer_id);
  const reallocate = useReallocatePayment(payment.id);
  if (!allocation.data) return <QueryStatus query={allocation} />;
  if (!open.data) return <QueryStatus query={open} />;
  return (
    <ReallocationForm
      // Fresh figures (another screen's change) start the form again from them.
      key={`${allocation.dataUpdatedAt}-${open.dataUpdatedAt}`}
      allocation={allocation.data}
      open={open.data}
      save={(input) => reallocate.mutateAsync(input)}
      onDone={onDone}
    />
  );
}
