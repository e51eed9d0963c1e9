import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Claim, ClaimDecision, ClaimDecisionKind } from '@shop/contract';
import { CLAIM_DECISIONS, CLAIM_RULES } from '@shop/contract/claims';
import { TextField } from '@/components/form/text-field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { useLanguage } from '@/lib/language';
import { withToasts } from '@/lib/toast-action';
import { useDecideClaim } from '../api/claims';
import { lessRestocking, proposedCredit } from '../credits';

/**
 * Staff decide a claim: approve it all, approve part of it (a quantity per line, the credit
 * shown as it changes), refuse it with a reason, or ask the customer a question.
 */
export function DecisionPanel({ claim }: { claim: Claim }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const decide = useDecideClaim(claim.id);
  const [kind, setKind] = useState<ClaimDecisionKind>('approve');
  const [quantities, setQuantities] = useState<Record<number, string>>(() =>
    Object.fromEntries(claim.lines.map((l) => [l.order_line_id, String(l.quantity)])),
  );
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);

  const counted = (): Record<number, number> =>
    kind === 'approve'
      ? Object.fromEntries(claim.lines.map((l) => [l.order_line_id, l.quantity]))
      : kind === 'partial'
        ? Object.fromEntries(claim.lines.map((l) => [l.order_line_id, Number(quantities[l.order_line_id]) || 0]))
        : {};
  const credit = proposedCredit(claim, counted());
  // A return is not credited when approved: it gets its RA number, and the credit, less the
  // restocking fee, follows once the goods are back (the receive panel).
  const returned = claim.kind === 'return';
  const fee = CLAIM_RULES.maxRestockingFeePercent;
  const amounts = {
    amount: formatMoney(credit, language),
    after: formatMoney(lessRestocking(credit, fee), language),
    percent: fee,
  };
  const approving = kind === 'approve' || kind === 'partial';
  const textOf = (key: string, sub?: string) =>
    t(`claims.decision.${key}${approving && returned ? 'Return' : ''}${sub ? `.${sub}` : ''}`, amounts);

  const decision = (): ClaimDecision | null => {
    if (kind === 'refuse' || kind === 'info') {
      if (!reason.trim()) {
        setError({ field: 'reason', message: t(`claims.decision.errors.${kind}`) });
        return null;
      }
      return { decision: kind, reason: reason.trim() };
    }
    if (kind === 'approve') return { decision: 'approve' };
    const bad = claim.lines.find((l) => {
      const q = Number(quantities[l.order_line_id]);
      return !Number.isInteger(q) || q < 0 || q > l.quantity;
    });
    if (bad || credit === 0) {
      setError({ field: 'lines', message: t('claims.decision.errors.partial') });
      return null;
    }
    return {
      decision: 'partial',
      lines: claim.lines.map((l) => ({
        order_line_id: l.order_line_id,
        quantity: Number(quantities[l.order_line_id]),
      })),
    };
  };

  const confirm = async () => {
    setError(null);
    const body = decision();
    if (!body) return;
    await withToasts(
      () =>
        decide.mutateAsync(body).catch((err: unknown) => {
          if (err instanceof ApiError) setError({ field: err.field ?? 'form', message: err.message });
          throw err;
        }),
      t('claims.errors.decide'),
    );
  };

  return (
    <section aria-labelledby="decision-title" className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
      <h2 id="decision-title" className="font-serif text-xl font-bold text-leaf-900">
        {t('claims.decision.title')}
      </h2>
      <fieldset>
        <legend className="font-medium text-leaf-900">{t('claims.decision.choose')}</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-4">
          {CLAIM_DECISIONS.map((d) => (
            <label key={d} className="flex items-center gap-2">
              <input
                type="radio"
                name="decision"
                className="size-4 accent-leaf-700"
                checked={kind === d}
                onChange={() => {
                  setKind(d);
                  setError(null);
                }}
              />
              {t(`claims.decision.kinds.${d}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {kind === 'partial' && (
        <fieldset className="space-y-3" aria-describedby={error?.field === 'lines' ? 'decision-error' : undefined}>
          <legend className="font-medium text-leaf-900">{t('claims.decision.quantities')}</legend>
          {claim.lines.map((l) => (
            <TextField
              key={l.id}
              type="number"
              inputMode="numeric"
              min={0}
              max={l.quantity}
              label={t('claims.decision.lineQuantity', { name: l.product_name, max: l.quantity })}
              value={quantities[l.order_line_id] ?? ''}
              onChange={(e) => setQuantities((q) => ({ ...q, [l.order_line_id]: e.target.value }))}
            />
          ))}
        </fieldset>
      )}
      {(kind === 'approve' || kind === 'partial') && (
        <p aria-live="polite" className="font-semibold text-leaf-900">
          {textOf('credit')}
        </p>
      )}
      {(kind === 'refuse' || kind === 'info') && (
        <TextField
          multiline
          rows={3}
          maxLength={2000}
          required
          label={t(`claims.decision.reason.${kind}`)}
          value={reason}
          error={error?.field === 'reason' ? error.message : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
      )}
      {error && error.field !== 'reason' && (
        <p id="decision-error" role="alert" className="text-sm font-medium text-petal-800">
          {error.message}
        </p>
      )}
      <ConfirmDialog
        trigger={
          <button type="button" className="btn btn-primary w-full sm:w-auto" disabled={decide.isPending}>
            {t(`claims.decision.submit.${kind}`)}
          </button>
        }
        title={textOf('confirmTitle', kind)}
        description={textOf('confirmText', kind)}
        confirmLabel={t(`claims.decision.submit.${kind}`)}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
