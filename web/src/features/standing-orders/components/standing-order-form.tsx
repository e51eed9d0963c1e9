import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pack, Product, StandingOrder } from '@shop/contract';
import { DELIVERY_ZONES } from '@shop/contract/constants';
import { montrealTime } from '@shop/contract/delivery';
import { TextField } from '@/components/form/text-field';
import { SelectField } from '@/components/form/select-field';
import { useProductsById } from '@/api/products';
import { CustomerPicker } from '@/components/pickers/customer-picker';
import { ProductPicker } from '@/components/pickers/product-picker';
import { useLanguage } from '@/lib/language';
import { formatMoney } from '@/lib/money';
import { productName } from '@/lib/product-name';
import { withToasts } from '@/lib/toast-action';
import { useLabels } from '@/lib/use-labels';
import { useSaveStandingOrder, writeOf, type Scope, type StandingWrite } from '../api';

/** A line being written: its product, the pack chosen (null: the cheapest), the packs to choose from. */
interface LineDraft {
  product_id: number;
  name: string;
  pack_id: number | null;
  packs: { id: number; label: string }[];
  quantity: number;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6] as const;

type Customer = { id: number; name: string };

function draftOf(
  s: StandingOrder | undefined,
  customer: Customer | null,
  language: 'en' | 'fr',
  unitSize: (u: string, n: number) => string,
) {
  const today = montrealTime(new Date()).date;
  return {
    customer: s ? { id: s.customer_id, name: s.customer_name } : customer,
    lines: (s?.lines ?? []).map((l): LineDraft => ({
      product_id: l.product_id,
      name: language === 'fr' ? l.name_fr : l.name_en,
      pack_id: l.pack_id,
      packs: l.pack_id && l.pack_kind ? [{ id: l.pack_id, label: unitSize(l.pack_kind, l.pack_stems ?? 1) }] : [],
      quantity: l.quantity,
    })),
    mode: (s && s.dates.length > 0 ? 'dates' : 'weekly') as 'weekly' | 'dates',
    every_weeks: s?.every_weeks ?? 1,
    weekdays: s?.weekdays ?? [],
    dates: s?.dates ?? [],
    newDate: '',
    starts_on: s?.starts_on ?? today,
    ends_on: s?.ends_on ?? '',
    delivery_method: s?.delivery_method ?? 'pickup',
    delivery_zone: s?.delivery_zone ?? '',
    lead_days: s?.lead_days ?? 2,
    closed_day_shift: s?.closed_day_shift ?? 'before',
    notes: s?.notes ?? '',
  };
}

/**
 * Makes or changes a standing order (issue 38 item 1), phone first: its lines (product, pack,
 * quantity), every N weeks on chosen weekdays or on chosen dates, from a start to an optional
 * end, delivery (with its zone) or pickup, how many days before each occurrence it becomes an
 * order, and where an occurrence on a closed day goes. Staff choose the customer first.
 */
export function StandingOrderForm({
  scope,
  editing,
  customer = null,
  onDone,
}: {
  scope: Scope;
  editing?: StandingOrder;
  /** Staff's new standing order for this customer (the list is filtered on them); another may be chosen. */
  customer?: Customer | null;
  onDone: (saved?: StandingOrder) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { label, unitSize } = useLabels();
  const save = useSaveStandingOrder(scope);
  const [v, setV] = useState(() => draftOf(editing, customer, language, unitSize));
  const set = <K extends keyof typeof v>(key: K, value: (typeof v)[K]) => setV((d) => ({ ...d, [key]: value }));
  const [problem, setProblem] = useState<string | null>(null);
  // The packs of the lines it already has, today (staff: at the customer's prices), so that a
  // line's pack can be changed; a line keeps its own pack meanwhile, or if it is no longer sold.
  const current = useProductsById(
    editing ? editing.lines.map((l) => l.product_id) : [],
    scope === 'staff' ? (editing?.customer_id ?? null) : null,
  );
  const packOptions = (product: Product) =>
    product.packs
      .filter((k: Pack) => k.active)
      .map((k: Pack) => ({
        id: k.id,
        label: `${unitSize(k.kind, k.stems)} · ${formatMoney(k.price_cents, language)}`,
      }));
  const packsOfLine = (line: LineDraft) => {
    const product = current.byId.get(line.product_id);
    if (!product) return line.packs;
    const sold = packOptions(product);
    const own = line.packs.find((k) => k.id === line.pack_id && !sold.some((o) => o.id === k.id));
    return own ? [own, ...sold] : sold;
  };

  const addProduct = (product: Product) =>
    set('lines', [
      ...v.lines,
      {
        product_id: product.id,
        name: productName(product, language),
        pack_id: null,
        packs: packOptions(product),
        quantity: 1,
      },
    ]);
  const setLine = (i: number, change: Partial<LineDraft>) =>
    set(
      'lines',
      v.lines.map((l, j) => (j === i ? { ...l, ...change } : l)),
    );
  const toggleDay = (day: number) =>
    set('weekdays', v.weekdays.includes(day) ? v.weekdays.filter((d) => d !== day) : [...v.weekdays, day].sort());

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const missing =
      scope === 'staff' && !v.customer
        ? t('standingOrders.form.needCustomer')
        : v.lines.length === 0
          ? t('standingOrders.form.needLine')
          : v.mode === 'weekly' && v.weekdays.length === 0
            ? t('standingOrders.form.needWeekday')
            : v.mode === 'dates' && v.dates.length === 0
              ? t('standingOrders.form.needDate')
              : null;
    setProblem(missing);
    if (missing) return;
    const body: StandingWrite = {
      ...(editing ? writeOf(editing) : {}),
      ...(scope === 'staff' && v.customer ? { customer_id: v.customer.id } : {}),
      delivery_method: v.delivery_method,
      delivery_zone: v.delivery_method === 'delivery' ? (v.delivery_zone as StandingWrite['delivery_zone']) : null,
      lines: v.lines.map((l) => ({ product_id: l.product_id, pack_id: l.pack_id, quantity: l.quantity })),
      every_weeks: v.every_weeks,
      weekdays: v.mode === 'weekly' ? v.weekdays : [],
      dates: v.mode === 'dates' ? v.dates : [],
      starts_on: v.starts_on,
      ends_on: v.ends_on || null,
      lead_days: v.lead_days,
      closed_day_shift: v.closed_day_shift,
      status: editing?.status === 'paused' ? 'paused' : 'active',
      notes: v.notes.trim() || null,
    };
    const reply = await withToasts(
      () => save.mutateAsync(editing ? { id: editing.id, body } : { body }),
      t('standingOrders.errors.save'),
    );
    if (reply) onDone(reply.data.standing_order);
  };

  const legend = 'font-semibold text-leaf-900';
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      aria-label={editing ? t('standingOrders.form.editTitle') : t('standingOrders.form.newTitle')}
      className="space-y-5 rounded-2xl bg-white p-4 ring-1 ring-leaf-100 sm:p-5"
      noValidate={false}
    >
      <h2 className="font-serif text-xl font-bold text-leaf-900">
        {editing ? t('standingOrders.form.editTitle') : t('standingOrders.form.newTitle')}
      </h2>
      {scope === 'staff' &&
        (v.customer ? (
          <p className="flex flex-wrap items-center gap-3">
            <span>
              {t('standingOrders.customer')}: <strong>{v.customer.name}</strong>
            </span>
            {!editing && (
              <button type="button" className="btn btn-secondary" onClick={() => set('customer', null)}>
                {t('standingOrders.form.otherCustomer')}
              </button>
            )}
          </p>
        ) : (
          <CustomerPicker onPick={(c) => set('customer', { id: c.id, name: c.businessName })} />
        ))}

      <fieldset className="space-y-3">
        <legend className={legend}>{t('standingOrders.form.lines')}</legend>
        {v.lines.length > 0 && (
          <ul className="space-y-3" aria-label={t('standingOrders.form.lines')}>
            {v.lines.map((line, i) => (
              <li key={`${line.product_id}:${i}`} className="rounded-xl p-3 ring-1 ring-leaf-100">
                <p className="font-semibold">{line.name}</p>
                <div className="mt-2 grid grid-cols-[1fr_6rem] gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end">
                  <SelectField
                    label={t('standingOrders.form.pack', { name: line.name })}
                    value={line.pack_id === null ? '' : String(line.pack_id)}
                    onChange={(e) => setLine(i, { pack_id: e.target.value ? Number(e.target.value) : null })}
                    options={[
                      { value: '', label: t('standingOrders.form.cheapestPack') },
                      ...packsOfLine(line).map((k) => ({ value: String(k.id), label: k.label })),
                    ]}
                  />
                  <TextField
                    label={t('standingOrders.form.quantity', { name: line.name })}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={9999}
                    required
                    value={line.quantity}
                    onChange={(e) => setLine(i, { quantity: Math.max(1, Number(e.target.value) || 1) })}
                  />
                  <button
                    type="button"
                    className="btn btn-secondary col-span-2 sm:col-span-1"
                    aria-label={t('standingOrders.form.removeLine', { name: line.name })}
                    onClick={() =>
                      set(
                        'lines',
                        v.lines.filter((_, j) => j !== i),
                      )
                    }
                  >
                    {t('standingOrders.form.remove')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <ProductPicker label={t('standingOrders.form.addProduct')} onPick={addProduct} />
      </fieldset>

      <fieldset className="space-y-3">
        <legend className={legend}>{t('standingOrders.form.when')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['weekly', 'dates'] as const).map((mode) => (
            <label key={mode} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="standing-mode"
                className="h-5 w-5"
                checked={v.mode === mode}
                onChange={() => set('mode', mode)}
              />
              {t(`standingOrders.form.mode.${mode}`)}
            </label>
          ))}
        </div>
        {v.mode === 'weekly' ? (
          <>
            <TextField
              label={t('standingOrders.form.everyWeeks')}
              type="number"
              inputMode="numeric"
              min={1}
              max={12}
              value={v.every_weeks}
              onChange={(e) => set('every_weeks', Math.min(12, Math.max(1, Number(e.target.value) || 1)))}
            />
            <fieldset>
              <legend className="text-sm font-semibold text-gray-800">{t('standingOrders.form.weekdays')}</legend>
              <div className="mt-1 grid grid-cols-3 gap-2 sm:grid-cols-6">
                {WEEKDAYS.map((day) => (
                  <label key={day} className="flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      className="h-5 w-5"
                      checked={v.weekdays.includes(day)}
                      onChange={() => toggleDay(day)}
                    />
                    {t(`standingOrders.weekdays.${day}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          </>
        ) : (
          <div className="space-y-2">
            <div className="flex flex-wrap items-end gap-3">
              <TextField
                label={t('standingOrders.form.date')}
                type="date"
                value={v.newDate}
                onChange={(e) => set('newDate', e.target.value)}
              />
              <button
                type="button"
                className="btn btn-secondary"
                disabled={!v.newDate || v.dates.includes(v.newDate)}
                onClick={() => setV((d) => ({ ...d, dates: [...d.dates, d.newDate].sort(), newDate: '' }))}
              >
                {t('standingOrders.form.addDate')}
              </button>
            </div>
            <ul className="flex flex-wrap gap-2" aria-label={t('standingOrders.form.dates')}>
              {v.dates.map((date) => (
                <li key={date}>
                  <button
                    type="button"
                    className="rounded-full bg-leaf-50 px-3 py-1.5 text-sm ring-1 ring-leaf-100"
                    aria-label={t('standingOrders.form.removeDate', { date })}
                    onClick={() =>
                      set(
                        'dates',
                        v.dates.filter((d) => d !== date),
                      )
                    }
                  >
                    {date} ×
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('standingOrders.form.startsOn')}
            type="date"
            required
            value={v.starts_on}
            onChange={(e) => set('starts_on', e.target.value)}
          />
          <TextField
            label={t('standingOrders.form.endsOn')}
            type="date"
            value={v.ends_on}
            min={v.starts_on}
            onChange={(e) => set('ends_on', e.target.value)}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className={`${legend} mb-2`}>{t('standingOrders.form.delivery')}</legend>
        <SelectField
          label={t('standingOrders.form.method')}
          value={v.delivery_method}
          onChange={(e) => set('delivery_method', e.target.value as 'pickup' | 'delivery')}
          options={(['pickup', 'delivery'] as const).map((m) => ({ value: m, label: label('deliveryMethod', m) }))}
        />
        {v.delivery_method === 'delivery' && (
          <SelectField
            label={t('standingOrders.form.zone')}
            required
            placeholder={t('standingOrders.form.zonePlaceholder')}
            value={v.delivery_zone}
            onChange={(e) => set('delivery_zone', e.target.value)}
            options={DELIVERY_ZONES.map((zone) => ({ value: zone, label: label('zone', zone) }))}
          />
        )}
        <TextField
          label={t('standingOrders.form.leadDays')}
          hint={t('standingOrders.form.leadDaysHint')}
          type="number"
          inputMode="numeric"
          min={0}
          max={14}
          value={v.lead_days}
          onChange={(e) => set('lead_days', Math.min(14, Math.max(0, Number(e.target.value) || 0)))}
        />
        <SelectField
          label={t('standingOrders.form.shift')}
          value={v.closed_day_shift}
          onChange={(e) => set('closed_day_shift', e.target.value as 'before' | 'after')}
          options={(['before', 'after'] as const).map((s) => ({
            value: s,
            label: t(`standingOrders.form.shiftTo.${s}`),
          }))}
        />
      </fieldset>
      <TextField
        label={t('standingOrders.form.notes')}
        multiline
        rows={2}
        maxLength={500}
        value={v.notes}
        onChange={(e) => set('notes', e.target.value)}
      />
      {problem && (
        <p role="alert" className="font-semibold text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={save.isPending}>
          {t('standingOrders.form.save')}
        </button>
        <button type="button" className="btn btn-secondary w-full sm:w-auto" onClick={() => onDone()}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
