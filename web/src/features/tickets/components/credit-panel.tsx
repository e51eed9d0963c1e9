import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/contract';
import { useTaxRates } from '@/api/site';
import { TextField } from '@/components/form/text-field';
import { useLanguage } from '@/lib/language';
import { formatMoney } from '@/lib/money';
import { useCan } from '@/lib/staff-access';
import { useCreditStatus } from '../api/credit';
import { creditAddedCents, creditHoldOf } from '../credit-check';
import { liveTotals, type TicketFormValues } from '../ticket-form-values';

/**
 * The chosen customer's credit before saving (issue 12, item 7): balance, limit, what is
 * available and overdue, a warning when the server's credit control will hold the order, and
 * then the override reason it needs. `asked`: the server refused a save for want of a reason.
 * The figures are the receivables' (owner, office): the counter, who takes orders without them,
 * gets the reason only, once the server asks for one.
 */
export function CreditPanel({ edited, asked }: { edited: Order | null; asked: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const {
    register,
    formState: { errors },
  } = useFormContext<TicketFormValues>();
  const values = useWatch<TicketFormValues>() as TicketFormValues;
  const rates = useTaxRates();
  const can = useCan();
  const mayRead = can('receivables');
  const credit = useCreditStatus(mayRead ? (values.customer?.id ?? 0) : 0);
  if (!values.customer || values.type === 'refund' || (!mayRead && !asked)) return null;

  const status = credit.data;
  const added = creditAddedCents(values.type, liveTotals(values, rates).total_cents, edited);
  const hold = status && added !== null ? creditHoldOf(status, added) : null;
  const money = (cents: number) => formatMoney(cents, language);
  const limit = status?.credit_limit_cents ?? null;
  // `false`: a row that does not apply to this customer or this save.
  const rows: ([string, string] | false)[] = status
    ? [
        [t('tickets.credit.balance'), money(status.balance_cents)],
        [t('tickets.credit.limit'), limit === null ? t('tickets.credit.noLimit') : money(limit)],
        limit !== null && [t('tickets.credit.available'), money(Math.max(0, limit - status.balance_cents))],
        added !== null && [t('tickets.credit.after'), money(status.balance_cents + added)],
        [
          t('tickets.credit.overdue'),
          status.overdue_cents > 0
            ? `${money(status.overdue_cents)} · ${t('tickets.credit.oldest', { count: status.oldest_overdue_days })}`
            : t('tickets.credit.overdueNone'),
        ],
        status.open_credit_cents > 0 && [t('tickets.credit.openCredit'), money(status.open_credit_cents)],
      ]
    : [];
  const warning =
    status && hold === 'over_limit'
      ? t('tickets.credit.overLimit', { after: money(status.balance_cents + (added ?? 0)), limit: money(limit ?? 0) })
      : status && hold === 'overdue'
        ? t('tickets.credit.overdueHold', { days: status.oldest_overdue_days, max: status.hold_after_days })
        : '';

  return (
    <section
      aria-labelledby="ticket-credit"
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-leaf-100"
      data-testid="ticket-credit"
    >
      <h2 id="ticket-credit" className="px-1 font-serif text-xl text-leaf-900">
        {t('tickets.credit.section')}
      </h2>
      {credit.isError && <p className="text-petal-800">{credit.error.message}</p>}
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {rows
          .filter((row) => row !== false)
          .map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-gray-700">{name}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
      </dl>
      {/* Always in the page, so that a warning appearing as lines are typed is announced. */}
      <div role="status">
        {warning && (
          <p className="rounded-lg bg-yellow-50 p-3 font-semibold text-yellow-900 ring-1 ring-yellow-200">{warning}</p>
        )}
      </div>
      {(hold || asked) && (
        <TextField
          label={t('tickets.credit.reason')}
          hint={t('tickets.credit.reasonHint')}
          error={errors.credit_override_reason?.message}
          maxLength={500}
          {...register('credit_override_reason')}
        />
      )}
    </section>
  );
}
