import { useEffect, useRef, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import toast from '@/lib/toast';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { LangLink } from '@/components/lang-link';
import { useTaxRates } from '@/api/site';
import { OrderTotals } from '@/components/orders/order-totals';
import { paths, withLang } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSaveTicket } from '../api/tickets';
import {
  emptyTicket,
  formFieldOf,
  liveTotals,
  ticketFromOrder,
  toPayload,
  type TicketFormMode,
  type TicketFormValues,
} from '../ticket-form-values';
import { CustomerPicker } from '@/components/pickers/customer-picker';
import { CreditPanel } from './credit-panel';
import { CustomerSummary } from './customer-summary';
import { DeliveryFields } from './delivery-fields';
import { TicketLinesEditor } from './ticket-lines-editor';
import { ticketListPath } from '../last-list';

/** The live totals: the same computeTotals as the invoice, as the staff type. */
function LiveTotals() {
  const values = useWatch<TicketFormValues>() as TicketFormValues;
  return <OrderTotals totals={liveTotals(values, useTaxRates())} />;
}

/**
 * /admin/tickets/create, edit/{id}, duplicate/{id} and refund/{id} share this form (SPEC §2):
 * customer, delivery, lines and totals; `original` is the order edited, copied or credited.
 */
export function TicketForm({ mode, original }: { mode: TicketFormMode; original: Order | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const refund = mode === 'refund';
  const editing = mode === 'edit' && original ? original : null;
  const save = useSaveTicket(editing?.id ?? null);
  const pickerRef = useRef<HTMLInputElement>(null);
  // The server refused a save for want of a credit override reason: its field stays in the form.
  const [reasonAsked, setReasonAsked] = useState(false);
  // /admin/tickets/create?type=prebooking: the prebooking screen's "New prebooking".
  const [search] = useSearchParams();
  const form = useForm<TicketFormValues>({
    defaultValues:
      original && mode !== 'create'
        ? ticketFromOrder(original, mode, language)
        : emptyTicket(search.get('type') === 'prebooking' ? 'prebooking' : 'order'),
  });
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  // A new order starts where the clerk on the phone starts: the customer.
  useEffect(() => {
    if (mode === 'create' && !getValues('customer')) setFocus('customer');
  }, [mode, getValues, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    clearErrors();
    const built = toPayload(values, refund ? (original?.id ?? null) : null);
    if ('problems' in built) {
      built.problems.forEach(([field, key], i) =>
        setError(field, { message: t(`tickets.errors.${key}`) }, { shouldFocus: i === 0 }),
      );
      return;
    }
    try {
      const { data, message } = await save.mutateAsync(built.payload);
      toast.success(message ?? '');
      await navigate(withLang(language, paths.admin.ticketView(data.order.id)));
    } catch (err) {
      const field = err instanceof ApiError && err.field ? formFieldOf(err.field, built.formIndex) : null;
      if (field && err instanceof ApiError) {
        if (field === 'credit_override_reason') setReasonAsked(true);
        setError(field, { message: err.message });
        // The reason's field may only appear with this answer: focus it once it is there.
        setTimeout(() => setFocus(field));
      }
      toast.error(err instanceof ApiError ? err.message : t(editing ? 'orders.errors.update' : 'orders.errors.create'));
    }
  });

  // min-w-0: a fieldset is as wide as its widest content by default; the lines' table scrolls in its box instead.
  const box = 'min-w-0 space-y-4 rounded-2xl bg-white p-5 ring-1 ring-leaf-100';
  const legend = 'px-1 font-serif text-xl text-leaf-900';
  // Ctrl+Enter (⌘+Enter) saves from any field; Alt+N goes to the product search for a new line.
  const onKeyDown = (event: React.KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!isSubmitting) void onSubmit();
    } else if (event.altKey && event.code === 'KeyN' && !refund) {
      event.preventDefault();
      pickerRef.current?.focus();
    }
  };
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} onKeyDown={onKeyDown} noValidate className="space-y-6">
        {!refund && <p className="text-sm text-gray-700">{t('tickets.shortcuts')}</p>}
        <fieldset className={box}>
          <legend className={legend}>{t('tickets.sections.customer')}</legend>
          <Controller
            control={control}
            name="customer"
            render={({ field }) =>
              field.value ? (
                <CustomerSummary
                  customer={field.value}
                  onChange={
                    // The server keeps an order's customer on edit; a refund credits the original's.
                    mode === 'edit' || refund
                      ? undefined
                      : () => {
                          field.onChange(null);
                          // Another customer's addresses are not this one's.
                          setValue('delivery_address_id', undefined);
                          // The search box replaces the summary: give it the focus once it is there.
                          setTimeout(() => setFocus('customer'));
                        }
                  }
                />
              ) : (
                <CustomerPicker
                  ref={field.ref}
                  error={errors.customer?.message}
                  onPick={(customer) => {
                    field.onChange({ id: customer.id, name: customer.businessName });
                    clearErrors('customer');
                    // A delivery without a zone yet starts from the customer's usual one. Next: the
                    // zone when a delivery still needs one, else the first product.
                    const { delivery_method, delivery_zone } = getValues();
                    const zone = delivery_zone || customer.delivery_zone;
                    if (!delivery_zone && zone) setValue('delivery_zone', zone);
                    if (delivery_method === 'delivery' && !zone) setTimeout(() => setFocus('delivery_zone'));
                    else setTimeout(() => pickerRef.current?.focus());
                  }}
                />
              )
            }
          />
        </fieldset>
        <fieldset className={box}>
          <legend className={legend}>{t('tickets.sections.delivery')}</legend>
          <DeliveryFields
            refund={refund}
            editedId={editing?.id ?? null}
            copied={
              mode === 'duplicate' && original ? { orderId: original.id, customerId: original.customer_id } : null
            }
          />
        </fieldset>
        <fieldset className={box}>
          <legend className={legend}>{t('tickets.sections.lines')}</legend>
          <TicketLinesEditor
            refund={refund}
            pickerRef={pickerRef}
            warnShort={mode === 'create' || mode === 'duplicate'}
          />
        </fieldset>
        <section aria-labelledby="ticket-totals" className={`${box} sm:max-w-md sm:justify-self-end`}>
          <h2 id="ticket-totals" className={legend}>
            {t('tickets.sections.totals')}
          </h2>
          <LiveTotals />
        </section>
        <CreditPanel edited={editing} asked={reasonAsked} />
        {editing?.invoice_number && (
          <p id="reissue-notice" className="rounded-lg bg-yellow-50 p-3 text-sm text-yellow-900 ring-1 ring-yellow-200">
            {t(`tickets.reissue.${editing.type === 'refund' ? 'creditNote' : 'invoice'}`, {
              number: editing.invoice_number,
            })}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={isSubmitting}
            aria-keyshortcuts="Control+Enter"
            aria-describedby={editing?.invoice_number ? 'reissue-notice' : undefined}
          >
            {t(`tickets.save.${mode}`)}
          </button>
          <LangLink
            to={original && mode !== 'create' ? paths.admin.ticketView(original.id) : ticketListPath()}
            className="btn btn-secondary"
          >
            {t('common.cancel')}
          </LangLink>
        </div>
      </form>
    </FormProvider>
  );
}
