import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Claim } from '@shop/contract';
import { CLAIM_RULES } from '@shop/contract/claims';
import { TextField } from '@/components/form/text-field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { centsToInput, formatMoney, parseAmount } from '@/lib/money';
import { useLanguage } from '@/lib/language';
import { withToasts } from '@/lib/toast-action';
import { useReceiveReturn } from '../api/claims';
import { receivedCredit } from '../credits';

/**
 * An approved return's goods are back: staff set the restocking fee (0 to 20 %, 20 unless they
 * say otherwise) and the freight kept back, and see the credit before taxes as they type.
 */
export function ReceivePanel({ claim }: { claim: Claim }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const receive = useReceiveReturn(claim.id);
  const [percent, setPercent] = useState(String(CLAIM_RULES.maxRestockingFeePercent));
  const [freight, setFreight] = useState(() => centsToInput(0, language));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const freightCents = parseAmount(freight, { allowZero: true }) ?? 0;
  const credit = receivedCredit(claim, Number(percent) || 0, freightCents);

  const confirm = async () => {
    const found: Record<string, string> = {};
    const p = Number(percent);
    if (!Number.isInteger(p) || p < 0 || p > CLAIM_RULES.maxRestockingFeePercent)
      found.restocking_fee_percent = t('claims.receive.errors.percent', { max: CLAIM_RULES.maxRestockingFeePercent });
    if (parseAmount(freight, { allowZero: true }) === null) found.freight_cents = t('claims.receive.errors.freight');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await withToasts(
      () =>
        receive.mutateAsync({ restocking_fee_percent: p, freight_cents: freightCents }).catch((err: unknown) => {
          if (err instanceof ApiError) setErrors({ [err.field ?? 'form']: err.message });
          throw err;
        }),
      t('claims.errors.receive'),
    );
  };

  return (
    <section aria-labelledby="receive-title" className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
      <h2 id="receive-title" className="font-serif text-xl font-bold text-leaf-900">
        {t('claims.receive.title')}
      </h2>
      <TextField
        type="number"
        inputMode="numeric"
        min={0}
        max={CLAIM_RULES.maxRestockingFeePercent}
        label={t('claims.receive.percent')}
        value={percent}
        error={errors.restocking_fee_percent}
        onChange={(e) => setPercent(e.target.value)}
      />
      <TextField
        inputMode="decimal"
        label={t('claims.receive.freight')}
        value={freight}
        error={errors.freight_cents}
        onChange={(e) => setFreight(e.target.value)}
      />
      <p aria-live="polite" className="font-semibold text-leaf-900">
        {t('claims.receive.credit', { amount: formatMoney(credit, language) })}
      </p>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-petal-800">
          {errors.form}
        </p>
      )}
      <ConfirmDialog
        trigger={
          <button type="button" className="btn btn-primary w-full sm:w-auto" disabled={receive.isPending}>
            {t('claims.receive.submit')}
          </button>
        }
        title={t('claims.receive.confirmTitle')}
        description={t('claims.receive.confirmText', { amount: formatMoney(credit, language) })}
        confirmLabel={t('claims.receive.submit')}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
