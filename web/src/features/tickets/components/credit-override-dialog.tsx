import { useState, type FormEvent } from 'react';
import toast from '@/lib/toast';
import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/contract';
import { TextField } from '@/components/form/text-field';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useMoveTicket } from '../api/tickets';

/**
 * "Confirm" on an order the server's credit control holds (409 credit_hold): staff give the
 * reason, recorded with their name, and the confirmation is tried again. `message`: the server's
 * refusal, shown on the reason's field until it answers again.
 */
export function CreditOverrideDialog({
  order,
  message,
  onClose,
}: {
  order: Pick<Order, 'id' | 'number'>;
  message: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const move = useMoveTicket(order.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const reply = await move.mutateAsync({ status: 'confirmed', reason: reason.trim() });
      toast.success(reply.message ?? '');
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.field === 'credit_override_reason') setError(err.message);
      else toast.error(err instanceof ApiError ? err.message : t('orders.errors.update'));
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('tickets.credit.confirmTitle', { number: order.number })}
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" aria-busy={move.isPending}>
        <TextField
          label={t('tickets.credit.reason')}
          hint={t('tickets.credit.reasonHint')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error ?? message}
          maxLength={500}
          required
          data-autofocus
        />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={move.isPending}>
            {t('tickets.credit.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
