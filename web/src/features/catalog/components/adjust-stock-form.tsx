import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOVEMENT_REASONS, type InventoryItem, type MovementWrite } from '@shop/contract/catalog';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { withToasts } from '@/lib/toast-action';
import { useRecordMovement } from '../api/inventory';
import { useLabels } from '@/lib/use-labels';

type Reason = MovementWrite['reason'];

/**
 * One movement with its reason. The quantity is typed as a count; the reason gives its sign
 * (a receipt or return adds, a loss takes; an adjustment is signed as typed and needs a note).
 */
export function AdjustStockForm({ item, onDone }: { item: InventoryItem; onDone: () => void }) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const record = useRecordMovement();
  const [reason, setReason] = useState<Reason>('adjustment');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ quantity?: string; note?: string }>({});

  const signed = (): number | null => {
    if (!/^-?\d+$/.test(quantity.trim()) || Number(quantity) === 0) return null;
    const n = Number(quantity);
    if (reason === 'loss') return -Math.abs(n);
    if (reason === 'receipt' || reason === 'return') return Math.abs(n);
    return n;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const q = signed();
    const next = {
      ...(q === null ? { quantity: t('inventory.adjust.badQuantity') } : {}),
      ...(reason === 'adjustment' && !note.trim() ? { note: t('inventory.adjust.noteRequired') } : {}),
    };
    setErrors(next);
    if (q === null || Object.keys(next).length > 0) return;
    const done = await withToasts(
      () => record.mutateAsync({ product_id: item.id, quantity: q, reason, note: note.trim() || null }),
      t('inventory.errors.move'),
    );
    if (done) onDone();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={record.isPending}>
      <p className="text-sm text-gray-700">{t('products.onHand', { count: item.on_hand })}</p>
      <SelectField
        label={t('inventory.fields.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value as Reason)}
        options={MOVEMENT_REASONS.map((r) => ({ value: r, label: label('stockReason', r) }))}
      />
      <TextField
        label={t('inventory.fields.quantity')}
        hint={t(reason === 'adjustment' ? 'inventory.adjust.signedHint' : 'inventory.adjust.countHint')}
        inputMode="numeric"
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
        error={errors.quantity}
        required
        data-autofocus
      />
      <TextField
        label={t('inventory.fields.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={errors.note}
        required={reason === 'adjustment'}
        maxLength={500}
      />
      <button type="submit" className="btn btn-primary" disabled={record.isPending}>
        {record.isPending ? t('products.saving') : t('inventory.adjust.submit')}
      </button>
    </form>
  );
}
