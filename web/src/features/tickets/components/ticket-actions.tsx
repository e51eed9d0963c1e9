import { useState } from 'react';
import toast from '@/lib/toast';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order, OrderStatus } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { ORDER_TRANSITIONS } from '@shop/contract/orders';
import { useLanguage } from '@/lib/language';
import { LangLink } from '@/components/lang-link';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths, withLang } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCan } from '@/lib/staff-access';
import { withToasts } from '@/lib/toast-action';
import { useDeleteTicket, useMoveTicket, useSendTicketEmail, type TicketEmail } from '../api/tickets';
import { ConvertPrebooking } from '@/features/prebookings';
import { CreditOverrideDialog } from './credit-override-dialog';
import { DeleteTicketDialog } from './delete-ticket-dialog';
import { ticketListPath } from '../last-list';

const small = 'btn min-h-9 px-3 py-1 text-sm';
const danger = `${small} text-petal-800 ring-1 ring-petal-300 hover:bg-petal-100`;
const OPEN: readonly OrderStatus[] = ['pending', 'confirmed', 'ready'];
const REFUNDABLE: readonly OrderStatus[] = ['confirmed', 'ready', 'delivered'];

/** The moves PRODUCT.md allows from the order's status (Cancel asks first), then the other actions. */
export function TicketActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const move = useMoveTicket(order.id);
  const remove = useDeleteTicket(order.id);
  const send = useSendTicketEmail(order.id);
  // The server's refusal of a confirmation for want of a credit override reason: the dialog asks for one.
  const [held, setHeld] = useState<string | null>(null);
  const moveTo = async (status: OrderStatus) => {
    try {
      const reply = await move.mutateAsync({ status });
      toast.success(reply.message ?? '');
    } catch (err) {
      if (err instanceof ApiError && err.field === 'credit_override_reason') setHeld(err.message);
      else toast.error(err instanceof ApiError ? err.message : t('orders.errors.update'));
    }
  };
  const email = (type: TicketEmail) => void withToasts(() => send.mutateAsync(type), t('tickets.errors.email'));
  const invoiced = order.invoice_number !== null;
  // A credit note is a document, not goods to prepare: it can only be cancelled; a prebooking
  // becomes an order by its conversion.
  const creditNote = order.type === 'refund';
  const moves = ORDER_TRANSITIONS[order.status].filter((s) => order.type === 'order' || s === 'cancelled');
  const link = (to: string, label: string) => (
    <LangLink to={to} className={`${small} btn-secondary`}>
      {label}
    </LangLink>
  );

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t('tickets.view.actions')}>
      {held !== null && <CreditOverrideDialog order={order} message={held} onClose={() => setHeld(null)} />}
      {/* A prebooking becomes an order by its conversion (stock, invoice), not by "Confirm". */}
      {order.type === 'prebooking' && order.status === 'pending' && (
        <ConvertPrebooking id={order.id} number={order.number} />
      )}
      {moves.map((status) =>
        status === 'cancelled' ? (
          <ConfirmDialog
            key={status}
            trigger={
              <button type="button" className={danger} disabled={move.isPending}>
                {t('tickets.moves.cancelled')}
              </button>
            }
            title={t('tickets.cancelTitle', { number: order.number })}
            description={t('tickets.cancelText')}
            confirmLabel={t('tickets.moves.cancelled')}
            onConfirm={() => void moveTo(status)}
          />
        ) : (
          <button
            key={status}
            type="button"
            className={`${small} btn-primary`}
            disabled={move.isPending}
            onClick={() => void moveTo(status)}
          >
            {t(`tickets.moves.${status}`)}
          </button>
        ),
      )}
      {OPEN.includes(order.status) && !creditNote && link(paths.admin.ticketEdit(order.id), t('tickets.edit'))}
      {!creditNote && link(paths.admin.ticketDuplicate(order.id), t('tickets.duplicate'))}
      {order.type === 'order' &&
        REFUNDABLE.includes(order.status) &&
        link(paths.admin.ticketRefund(order.id), t('tickets.refund'))}
      {invoiced && (
        <a href={order.invoicePdf} download className={`${small} btn-secondary`}>
          {t(creditNote ? 'tickets.downloadCreditNote' : 'tickets.downloadInvoice')}
        </a>
      )}
      {/* The packing slip is the warehouse's paper (pickLists), as on the server. */}
      {!creditNote && order.status !== 'cancelled' && can('pickLists') && (
        <a
          href={`/api${apiPath(apiPaths.orders.packingSlip, { id: order.id })}`}
          download
          className={`${small} btn-secondary`}
        >
          {t('tickets.packingSlip')}
        </a>
      )}
      {order.status !== 'cancelled' && !creditNote && (
        <button type="button" className={`${small} btn-secondary`} onClick={() => email('confirmation')}>
          {t('tickets.emailConfirmation')}
        </button>
      )}
      {invoiced && (
        <button type="button" className={`${small} btn-secondary`} onClick={() => email('invoice')}>
          {t(creditNote ? 'tickets.emailCreditNote' : 'tickets.emailInvoice')}
        </button>
      )}
      {!invoiced && (
        <DeleteTicketDialog
          number={order.number}
          trigger={
            <button type="button" className={danger}>
              {t('tickets.delete')}
            </button>
          }
          onConfirm={(returnStock) =>
            void withToasts(() => remove.mutateAsync(returnStock), t('orders.errors.delete')).then(
              (reply) => reply && navigate(withLang(language, ticketListPath())),
            )
          }
        />
      )}
    </div>
  );
}
