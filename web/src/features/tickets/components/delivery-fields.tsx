import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DELIVERY_ZONES } from '@shop/contract/constants';
import { DELIVERY_METHODS } from '@shop/contract/orders';
import { deliveryFeeCents } from '@shop/contract/pricing';
import { useLanguage } from '@/lib/language';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { formatMoney } from '@/lib/money';
import type { TicketFormValues } from '../ticket-form-values';
import { useLabels } from '@/lib/use-labels';
import { TicketAddressChoice } from './ticket-address-choice';
import { useClosedDayRule } from '@/features/closed-days';

const STAFF_TYPES = ['order', 'prebooking'] as const;

/**
 * Type, delivery or pickup, the customer's address and zone (with its fee), date, PO number and
 * note. A credit note keeps the original's delivery and has no fee: only its date, PO and note
 * are asked. An edited order (`editedId`) keeps its type; a duplicate (`copied`, the original
 * and its customer) goes where the original went while it is for the same customer.
 */
export function DeliveryFields({
  refund,
  editedId,
  copied = null,
}: {
  refund: boolean;
  editedId: number | null;
  copied?: { orderId: number; customerId: number } | null;
}) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TicketFormValues>();
  const method = useWatch({ control, name: 'delivery_method' });
  const customer = useWatch({ control, name: 'customer' });
  const { closedMessage } = useClosedDayRule();

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {!refund && (
        <>
          {/* An order's type cannot change once saved (the server refuses it): not asked on edit. */}
          {editedId === null && (
            <SelectField
              label={t('tickets.fields.type')}
              options={STAFF_TYPES.map((type) => ({ value: type, label: label('orderType', type) }))}
              {...register('type')}
            />
          )}
          <SelectField
            label={t('tickets.fields.method')}
            options={DELIVERY_METHODS.map((m) => ({ value: m, label: label('deliveryMethod', m) }))}
            {...register('delivery_method')}
          />
          {method === 'delivery' && customer && (
            <div className="sm:col-span-2 lg:col-span-3 empty:hidden">
              <TicketAddressChoice
                key={customer.id}
                customerId={customer.id}
                orderId={editedId}
                copiedFrom={copied?.customerId === customer.id ? copied.orderId : null}
              />
            </div>
          )}
          {method === 'delivery' && (
            <SelectField
              label={t('tickets.fields.zone')}
              required
              placeholder={t('tickets.fields.zonePlaceholder')}
              error={errors.delivery_zone?.message}
              options={DELIVERY_ZONES.map((zone) => ({
                value: zone,
                label: t('tickets.fields.zoneFee', {
                  zone: label('zone', zone),
                  fee: formatMoney(deliveryFeeCents('delivery', zone), language),
                }),
              }))}
              {...register('delivery_zone')}
            />
          )}
        </>
      )}
      <TextField
        label={t('tickets.fields.deliveryDate')}
        type="date"
        required
        error={errors.delivery_date?.message}
        // An order or a prebooking is not for a closed day (issue 38 item 3); the server says so too.
        {...register('delivery_date', { validate: (day) => (refund ? true : (closedMessage(day) ?? true)) })}
      />
      <TextField
        label={t('tickets.fields.poNumber')}
        maxLength={60}
        error={errors.po_number?.message}
        {...register('po_number')}
      />
      <div className="sm:col-span-2 lg:col-span-3">
        <TextField
          label={t('tickets.fields.notes')}
          multiline
          rows={2}
          maxLength={1000}
          error={errors.notes?.message}
          {...register('notes')}
        />
      </div>
      {refund && (
        <label className="inline-flex items-center gap-2 sm:col-span-2 lg:col-span-3">
          <input type="checkbox" className="size-4" {...register('restock_dry_goods')} />
          {t('tickets.fields.restockDryGoods')}
        </label>
      )}
    </div>
  );
}
