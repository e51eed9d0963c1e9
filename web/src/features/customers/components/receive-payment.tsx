import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PAYMENT_CHANNEL,
  PAYMENT_CHANNELS,
  PAYMENT_METHODS,
  type PaymentChannel,
  type PaymentMethod,
} from '@shop/contract/payments';
import type { OpenInvoice } from '@shop/contract/receivables';
import { QueryStatus } from '@/components/query-status';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Modal } from '@/components/ui/modal';
import { formatDay } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { centsToInput, formatMoney, parseAmount } from '@/lib/money';
import { withToasts } from '@/lib/toast-action';
import { useLabels } from '@/lib/use-labels';
import { useOpenInvoices } from '../api/allocations';
import { useReceivePayment } from '../api/payments';
import { settlementPreview, tickedOrderIds } from '../settlement';

interface FormProps {
  customerId: number;
  /** The customer's open invoices, oldest first. */
  invoices: OpenInvoice[];
  /** The order the clerk came from: its invoice starts ticked and its balance is the amount. */
  orderId?: number;
  onDone: () => void;
}

/** One open invoice as a choice: its numbers, what it owes, when it is due, how late. */
function InvoiceChoice({
  invoice,
  checked,
  share,
  onChange,
}: {
  invoice: OpenInvoice;
  checked: boolean;
  share: number | undefined;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (cents: number) => formatMoney(cents, language);
  const facts = [
    t('receivePayment.owes', { amount: money(invoice.balance_due_cents) }),
    t('allocations.dueOn', { date: formatDay(invoice.due_on, language) }),
    invoice.days_overdue > 0 ? t('allocations.overdue', { count: invoice.days_overdue }) : null,
  ].filter(Boolean);
  return (
    <li>
      <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-leaf-50">
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-leaf-700"
          name="order_ids"
          value={invoice.order_id}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className="min-w-0 flex-1 text-sm">
          <span className="font-semibold text-leaf-900">
            {t('receivePayment.invoice', { invoice: invoice.invoice_number, order: invoice.number })}
          </span>
          <span className="block text-gray-700">{facts.join(' · ')}</span>
        </span>
        {share !== undefined && (
          <span className="shrink-0 text-sm font-semibold tabular-nums text-leaf-800">{money(share)}</span>
        )}
      </label>
    </li>
  );
}

/**
 * Records a payment and says which invoices it pays (issue 34, item 4): the customer's open
 * invoices, oldest first, the one the clerk came from ticked; what each will take and what stays
 * open credit is shown as the amount is typed, by the server's own rule.
 */
export function ReceivePaymentForm({ customerId, invoices, orderId, onDone }: FormProps) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  const receive = useReceivePayment();
  const from = invoices.find((i) => i.order_id === orderId);
  const [amountText, setAmountText] = useState(() => (from ? centsToInput(from.balance_due_cents, language) : ''));
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set(from ? [from.order_id] : []));
  const [error, setError] = useState<string | undefined>();
  const amount = parseAmount(amountText);
  const preview = settlementPreview(amount ?? 0, invoices, ticked);
  const shares = new Map(preview.shares.map((s) => [s.invoice.order_id, s.amount_cents]));
  const money = (cents: number) => formatMoney(cents, language);

  const tick = (id: number, on: boolean) =>
    setTicked((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (amount === null) return setError(t('customers.payments.badAmount'));
    setError(undefined);
    const form = new FormData(event.currentTarget);
    const reference = String(form.get('reference') ?? '').trim();
    const receivedOn = String(form.get('received_on') ?? '');
    const orderIds = tickedOrderIds(invoices, ticked);
    const receipt = await withToasts(
      () =>
        receive.mutateAsync({
          customer_id: customerId,
          amount_cents: amount,
          method: form.get('method') as PaymentMethod,
          channel: form.get('channel') as PaymentChannel,
          ...(reference ? { reference } : {}),
          ...(receivedOn ? { received_on: receivedOn } : {}),
          ...(orderIds ? { order_ids: orderIds } : {}),
        }),
      t('customers.errors.receivePayment'),
      (reply) => reply.data.message,
    );
    if (receipt) onDone();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t('customers.payments.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        required
        value={amountText}
        onChange={(e) => setAmountText(e.target.value)}
        error={error}
        data-autofocus
      />
      <fieldset>
        <legend className="text-sm font-semibold text-leaf-900">{t('receivePayment.invoices')}</legend>
        {invoices.length === 0 ? (
          <p className="mt-1 text-sm text-gray-700">{t('receivePayment.noInvoices')}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-gray-700">{t('receivePayment.invoicesHint')}</p>
            <ul className="mt-2 max-h-64 divide-y divide-leaf-100 overflow-y-auto rounded-lg ring-1 ring-leaf-100">
              {invoices.map((invoice) => (
                <InvoiceChoice
                  key={invoice.order_id}
                  invoice={invoice}
                  checked={ticked.has(invoice.order_id)}
                  share={shares.get(invoice.order_id)}
                  onChange={(on) => tick(invoice.order_id, on)}
                />
              ))}
            </ul>
          </>
        )}
      </fieldset>
      <div className="rounded-lg bg-leaf-50 p-3 text-sm" role="status" aria-live="polite" data-testid="settlement">
        {preview.shares.length > 0 && (
          <p>
            {t('receivePayment.pays', {
              invoices: preview.shares.map((s) => `${s.invoice.invoice_number} (${money(s.amount_cents)})`).join(', '),
            })}
          </p>
        )}
        <p className="font-semibold">{t('allocations.remainder', { amount: money(preview.remainder_cents) })}</p>
      </div>
      <SelectField
        label={t('customers.payments.method')}
        name="method"
        required
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: label('paymentMethod', m) }))}
      />
      <SelectField
        label={t('householdPayments.receivedWhere')}
        name="channel"
        required
        defaultValue={DEFAULT_PAYMENT_CHANNEL}
        options={PAYMENT_CHANNELS.map((c) => ({ value: c, label: label('paymentChannel', c) }))}
      />
      <TextField label={t('customers.payments.reference')} name="reference" maxLength={100} />
      <TextField label={t('customers.payments.receivedOn')} name="received_on" type="date" />
      <button type="submit" className="btn btn-primary w-full" disabled={receive.isPending}>
        {t('customers.payments.record')}
      </button>
    </form>
  );
}

/** The form once the open invoices are read. */
function ReceivePayment({ customerId, orderId, onDone }: Omit<FormProps, 'invoices'>) {
  const invoices = useOpenInvoices(customerId);
  if (!invoices.data) return <QueryStatus query={invoices} />;
  return <ReceivePaymentForm customerId={customerId} invoices={invoices.data} orderId={orderId} onDone={onDone} />;
}

/**
 * A button that opens the Receive payment dialog: on a customer's page ("Receive payment"), and
 * on an order's page ("Take a payment"), which starts with that order's invoice ticked.
 */
export function ReceivePaymentButton({
  customerId,
  orderId,
  label,
  className = 'btn btn-primary min-h-9 px-4 py-1.5 text-sm',
}: {
  customerId: number;
  orderId?: number;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t('customers.payments.receive')}>
        {open && <ReceivePayment customerId={customerId} orderId={orderId} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}
