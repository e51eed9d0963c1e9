import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DeliveryMethod, DeliveryZone, WebOrderWrite } from '@shop/contract';
import { DELIVERY_ZONES, WEB_ORDER_MAX_DAYS_AHEAD } from '@shop/contract/constants';
import { earliestDeliveryDate, isDeliveryDateAllowed, isSunday, latestDeliveryDate } from '@shop/contract/delivery';
import { useNow } from '@/lib/use-now';
import { useTaxRates } from '@/api/site';
import { useCustomer } from '@/api/customers';
import { useAuthUser } from '@/lib/use-auth-user';
import { computeTotals, deliveryFeeCents } from '@shop/contract/pricing';
import { useLanguage } from '@/lib/language';
import { OrderTotals } from '@/components/orders/order-totals';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { paths, withLang } from '@/config/paths';
import { ApiError, isUnreachable } from '@/lib/api-client';
import toast from '@/lib/toast';
import { keepOrder } from '../offline/pending-orders';
import { formatMoney } from '@/lib/money';
import { formatDay } from '@/lib/dates';
import { usePlaceOrder } from '../api/place-order';
import type { useLiveCart } from '../cart/use-live-cart';
import { pricedLines } from '../unit-price';
import { ConfirmLines } from './confirm-lines';
import { CutoffCountdown } from './cutoff-countdown';
import { useClosedDayRule } from '@/features/closed-days';
import { DisclaimerField } from './disclaimer-field';
import { useLabels } from '@/lib/use-labels';
import { useMarkStale } from '@/lib/stale';
import { AddressChoice } from '@/components/delivery-addresses/address-choice';
import { holdUpdatePrompt } from '@/pwa/update-hold';

interface Values {
  delivery_method: DeliveryMethod;
  delivery_zone: DeliveryZone | '';
  delivery_date: string;
  notes: string;
  po_number: string;
  agreed: boolean;
}

const FORM_FIELDS = ['delivery_method', 'delivery_zone', 'delivery_date', 'notes', 'po_number'] as const;

/** Proceed to Confirm: the lines, delivery or pickup, the date, note, PO, totals and the disclaimer. */
export function ConfirmOrder({
  cart,
  onBack,
  onKept,
}: {
  cart: ReturnType<typeof useLiveCart>;
  onBack: () => void;
  /** The order was kept on the phone, with no signal to send it (issue 41): back to the shop. */
  onKept: () => void;
}) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const markStale = useMarkStale();
  // One key per confirmation attempt: pressing Place again after a lost answer returns the
  // order the first press created instead of a second one.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [refusal, setRefusal] = useState<string | null>(null);
  // Where it goes (issue 34, item 10): null is the profile's address, the default.
  const [addressId, setAddressId] = useState<number | null>(null);
  // A new version of the app is not offered while the florist places an order (issue 41).
  useEffect(holdUpdatePrompt, []);
  // Re-read each minute: once 10:00 passes in Montreal, today is no longer offered.
  const now = useNow(60_000);
  // Closed days (issue 38 item 3) are skipped by the earliest day and refused by name.
  const { closed, closedMessage } = useClosedDayRule();
  const earliest = earliestDeliveryDate(now, closed);
  // Web orders are for the coming days; a later date is a prebooking staff take.
  const latest = latestDeliveryDate(now);
  const form = useForm<Values>({
    defaultValues: {
      delivery_method: 'delivery',
      delivery_zone: '',
      delivery_date: earliest,
      notes: '',
      po_number: '',
      agreed: false,
    },
  });
  const { register, handleSubmit, setError, control, formState } = form;
  useEffect(() => {
    if (form.getValues('delivery_date') < earliest) form.setValue('delivery_date', earliest);
  }, [earliest, form]);
  // The zone starts as the customer's usual one (set by staff), once their profile is read.
  const customerId = useAuthUser()?.id ?? 0;
  const usualZone = useCustomer(customerId).data?.delivery_zone;
  useEffect(() => {
    if (usualZone && !form.getValues('delivery_zone')) form.setValue('delivery_zone', usualZone);
  }, [usualZone, form]);
  const taxRates = useTaxRates();
  const { errors } = formState;
  const [method, zone] = useWatch({ control, name: ['delivery_method', 'delivery_zone'] });
  const totals = computeTotals(pricedLines(cart.lines), deliveryFeeCents(method, zone || null), taxRates);

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    const order: WebOrderWrite = {
      delivery_method: values.delivery_method,
      delivery_zone: values.delivery_method === 'delivery' && values.delivery_zone ? values.delivery_zone : null,
      delivery_date: values.delivery_date,
      notes: values.notes.trim() || null,
      po_number: values.po_number.trim() || null,
      lines: cart.lines.map((l) => ({
        product_id: l.product.id,
        ...(l.product.pack_id ? { pack_id: l.product.pack_id } : {}),
        quantity: l.quantity,
        ...(l.backOrdered > 0 ? { back_order: true } : {}),
      })),
      agreed_disclaimer: true,
      ...(values.delivery_method === 'delivery' && addressId !== null ? { delivery_address_id: addressId } : {}),
    };
    try {
      const reply = await place.mutateAsync({ idempotencyKey, order });
      // The thank-you screen says it (no toast besides): the order's number, date, totals, what comes next.
      cart.clear();
      await navigate(withLang(language, paths.customer.ticketPlaced(reply.data.order.id)));
    } catch (err) {
      // No signal (issue 41): the order waits on the phone with this attempt's key, and is sent
      // when the signal returns; the cart it came from is emptied, as after placing.
      if (isUnreachable(err)) {
        const lines = cart.lines.map((l) => ({ product: l.product, quantity: l.quantity, backOrder: l.backOrder }));
        if (keepOrder(customerId, { idempotencyKey, order, lines })) {
          cart.clear();
          toast(t('shop.offline.kept'));
          onKept();
        } else setRefusal(t('shop.offline.full'));
        return;
      }
      // A 409 (not enough stock) names the product and what is left; the cart stays as it is,
      // its stock read again so that the line now short offers its choice (take what is left,
      // or let the rest wait as a back-order).
      if (err instanceof ApiError && err.status === 409) void markStale(['stock']);
      const message = err instanceof ApiError ? err.message : t('orders.errors.create');
      const field = err instanceof ApiError ? FORM_FIELDS.find((f) => f === err.field) : undefined;
      if (field) setError(field, { message }, { shouldFocus: true });
      else setRefusal(message);
    }
  });

  const dateRule = (day: string) => {
    const today = new Date();
    const closedDay = closedMessage(day);
    if (closedDay) return closedDay;
    if (isDeliveryDateAllowed(day, today, closed)) return true;
    if (day > latestDeliveryDate(today))
      return t('shop.confirm.errors.tooLate', {
        days: WEB_ORDER_MAX_DAYS_AHEAD,
        latest: formatDay(latestDeliveryDate(today), language),
      });
    return t(isSunday(day) ? 'shop.confirm.errors.sunday' : 'shop.confirm.errors.tooEarly');
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-6">
        <ConfirmLines lines={cart.lines} actions={cart} />

        <fieldset className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
          <legend className="px-1 font-serif text-xl text-leaf-900">{t('shop.confirm.delivery')}</legend>
          <fieldset className="flex flex-wrap gap-x-4">
            <legend className="mb-1 w-full font-medium text-leaf-900">{t('orders.fields.method')}</legend>
            {(['delivery', 'pickup'] as const).map((m) => (
              <label key={m} className="inline-flex min-h-11 items-center gap-2 font-medium">
                <input type="radio" value={m} className="size-4" {...register('delivery_method')} />
                {label('deliveryMethod', m)}
              </label>
            ))}
          </fieldset>
          {method === 'delivery' && (
            <AddressChoice
              owner="own"
              value={addressId}
              onChange={(id, address) => {
                setAddressId(id);
                if (address.delivery_zone) form.setValue('delivery_zone', address.delivery_zone);
              }}
            />
          )}
          {method === 'delivery' && (
            <SelectField
              label={t('orders.fields.zone')}
              required
              placeholder={t('shop.confirm.chooseZone')}
              options={DELIVERY_ZONES.map((z) => ({
                value: z,
                label: t('shop.confirm.zoneWithFee', {
                  zone: label('zone', z),
                  fee: formatMoney(deliveryFeeCents('delivery', z), language),
                }),
              }))}
              error={errors.delivery_zone?.message}
              {...register('delivery_zone', {
                validate: (v, all) => all.delivery_method === 'pickup' || !!v || t('shop.confirm.errors.zone'),
              })}
            />
          )}
          <TextField
            label={t('orders.fields.deliveryDate')}
            type="date"
            required
            min={earliest}
            max={latest}
            hint={t('shop.confirm.dateHint', { days: WEB_ORDER_MAX_DAYS_AHEAD })}
            error={errors.delivery_date?.message}
            {...register('delivery_date', { required: t('shop.confirm.errors.date'), validate: dateRule })}
          />
          <CutoffCountdown />
          <TextField
            label={t('orders.fields.poNumber')}
            maxLength={60}
            error={errors.po_number?.message}
            {...register('po_number')}
          />
          <TextField
            label={t('orders.fields.notes')}
            multiline
            rows={3}
            maxLength={1000}
            error={errors.notes?.message}
            {...register('notes')}
          />
        </fieldset>
      </div>

      <div className="space-y-4 lg:sticky lg:top-20 lg:self-start">
        <section aria-labelledby="confirm-totals" className="rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
          <h2 id="confirm-totals" className="mb-3 font-serif text-xl text-leaf-900">
            {t('shop.confirm.totals')}
          </h2>
          <OrderTotals totals={totals} zonePending={method === 'delivery' && !zone} />
        </section>
        <DisclaimerField
          error={errors.agreed?.message}
          {...register('agreed', { required: t('shop.disclaimer.required') })}
        />
        {refusal && (
          <p role="alert" className="rounded-lg bg-petal-100 px-3 py-2 font-semibold text-petal-800">
            {refusal}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <button type="submit" className="btn btn-primary flex-1" disabled={place.isPending}>
            {place.isPending ? t('shop.confirm.placing') : t('shop.confirm.place')}
          </button>
          <button type="button" className="btn btn-secondary flex-1" onClick={onBack}>
            {t('shop.confirm.back')}
          </button>
        </div>
      </div>
    </form>
  );
}
