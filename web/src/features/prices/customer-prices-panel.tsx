import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractPrice, CustomerPrices, Language, Pack, PriceLevel, Product } from '@shop/contract';
import { TextField } from '@/components/form/text-field';
import { LangLink } from '@/components/lang-link';
import { ProductPicker } from '@/components/pickers/product-picker';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/language';
import { centsToInput, formatMoney, parseAmount } from '@/lib/money';
import { useCan } from '@/lib/staff-access';
import { withToasts } from '@/lib/toast-action';
import { useLabels } from '@/lib/use-labels';
import { useCustomerPrices, usePriceLevels, useSaveCustomerPrices } from './api';
import { percentText } from './percent';

/** A contract price as the form holds it: the price typed, the dates as typed. */
type Row = Pick<ContractPrice, 'pack_id' | 'product_id' | 'name_en' | 'name_fr' | 'pack_kind' | 'pack_units'> & {
  stems: number;
  list_price_cents: number;
  price: string;
  starts_on: string;
  ends_on: string;
  /** A product just added: its packs to choose from. */
  choices?: Pack[];
};

const fromPack = (pack: Pack) => ({
  pack_id: pack.id,
  pack_kind: pack.kind,
  pack_units: pack.units,
  stems: pack.stems,
  list_price_cents: pack.price_cents,
});

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A customer's price level and contract prices, on their page (issue 38 item 4): read by staff
 * who read customers, changed by the owner and the office. The level is only shown here (it is
 * set in the customer's form, one place); a save here sends no level, so it keeps it. A contract
 * price is a pack's, with an optional first and last day; the lowest of list, offer, contract,
 * break and level applies.
 */
export function CustomerPricesPanel({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const prices = useCustomerPrices(customerId);
  const levels = usePriceLevels();
  return (
    <section aria-labelledby="prices-title" className="rounded-2xl bg-white p-5 ring-1 ring-leaf-100">
      <h2 id="prices-title" className="font-serif text-xl text-leaf-900">
        {t('prices.customer.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('prices.customer.lead')}</p>
      {(prices.isError || levels.isError) && (
        <p role="alert" className="mt-3 text-petal-800">
          {t('prices.errors.fetch')}
        </p>
      )}
      {/* Drawn again from what the server holds after each save (its read time as the key). */}
      {prices.data && (
        <PricesForm key={prices.dataUpdatedAt} customerId={customerId} saved={prices.data} levels={levels.data ?? []} />
      )}
    </section>
  );
}

const rowsOf = (saved: CustomerPrices, language: Language): Row[] =>
  saved.prices.map((p) => ({
    ...p,
    stems: p.pack_units,
    price: centsToInput(p.price_cents, language),
    starts_on: p.starts_on ?? '',
    ends_on: p.ends_on ?? '',
  }));

function PricesForm({
  customerId,
  saved,
  levels,
}: {
  customerId: number;
  saved: CustomerPrices;
  levels: PriceLevel[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { unitSize } = useLabels();
  const can = useCan();
  const writable = can('customers.write');
  const save = useSaveCustomerPrices(customerId);
  const level = levels.find((l) => l.id === saved.price_level_id);
  const levelText =
    saved.price_level_id === null
      ? t('prices.customer.noLevel')
      : level
        ? `${language === 'fr' ? level.name_fr : level.name_en} (${percentText(level.percent_off, language)})`
        : '…';
  const [rows, setRows] = useState<Row[]>(() => rowsOf(saved, language));
  const [error, setError] = useState<string | undefined>();

  const name = (r: Pick<Row, 'name_en' | 'name_fr'>) => (language === 'fr' ? r.name_fr : r.name_en);
  const addProduct = (product: Product) => {
    const pack = product.packs.find((p) => p.active) ?? product.packs[0];
    if (!pack) return;
    setRows((all) => [
      ...all,
      {
        ...fromPack(pack),
        product_id: product.id,
        name_en: product.name_en,
        name_fr: product.name_fr,
        price: centsToInput(pack.price_cents, language),
        starts_on: '',
        ends_on: '',
        choices: product.packs,
      },
    ]);
  };
  const update = (i: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = rows.map((r) => ({ r, cents: parseAmount(r.price, { allowZero: true }) }));
    const bad = body.find((b) => b.cents === null);
    if (bad) return setError(t('prices.customer.priceInvalid', { name: name(bad.r) }));
    setError(undefined);
    await withToasts(
      () =>
        save.mutateAsync({
          prices: body.map(({ r, cents }) => ({
            pack_id: r.pack_id,
            product_id: r.product_id,
            price_cents: cents!,
            starts_on: r.starts_on || null,
            ends_on: r.ends_on || null,
          })),
        }),
      t('prices.errors.save'),
    );
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="mt-3 space-y-4">
      {/* The level is set in one place, the customer's form (PUT /api/customers/{id}); here it is read. */}
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium text-leaf-900">{t('prices.customer.level')}</dt>
        <dd data-testid="price-level">{levelText}</dd>
      </dl>
      {writable && (
        <p className="text-sm text-gray-700">
          <LangLink to={paths.admin.customerEdit(customerId)} className="text-leaf-800 underline">
            {t('prices.customer.levelWhere')}
          </LangLink>
        </p>
      )}
      <h3 className="font-semibold text-leaf-900">{t('prices.customer.contracts')}</h3>
      {rows.length === 0 && <p className="text-gray-700">{t('prices.customer.noContracts')}</p>}
      <ul className="space-y-3">
        {rows.map((r, i) => (
          <li key={`${r.pack_id}-${i}`} className="rounded-xl p-3 ring-1 ring-leaf-100">
            <p className="font-semibold">
              {name(r)} · {capitalised(unitSize(r.pack_kind, r.stems))}{' '}
              <span className="font-normal text-gray-700">
                {t('prices.customer.list', { price: formatMoney(r.list_price_cents, language) })}
              </span>
            </p>
            {r.choices && r.choices.length > 1 && (
              <select
                className="input mt-2 block w-full max-w-xs text-sm"
                aria-label={t('prices.customer.packOf', { name: name(r) })}
                value={r.pack_id}
                onChange={(e) => {
                  const pack = r.choices?.find((p) => p.id === Number(e.target.value));
                  if (pack) update(i, { ...fromPack(pack), price: centsToInput(pack.price_cents, language) });
                }}
              >
                {r.choices.map((p) => (
                  <option key={p.id} value={p.id}>
                    {capitalised(unitSize(p.kind, p.stems))} · {formatMoney(p.price_cents, language)}
                  </option>
                ))}
              </select>
            )}
            <div className="mt-2 grid gap-2 sm:grid-cols-3">
              <TextField
                label={t('prices.customer.price', { name: name(r) })}
                inputMode="decimal"
                value={r.price}
                disabled={!writable}
                onChange={(e) => update(i, { price: e.target.value })}
              />
              <TextField
                label={t('prices.customer.startsOn')}
                type="date"
                value={r.starts_on}
                disabled={!writable}
                onChange={(e) => update(i, { starts_on: e.target.value })}
              />
              <TextField
                label={t('prices.customer.endsOn')}
                type="date"
                value={r.ends_on}
                disabled={!writable}
                onChange={(e) => update(i, { ends_on: e.target.value })}
              />
            </div>
            {writable && (
              <button
                type="button"
                className="btn btn-secondary mt-2 min-h-9 px-4 py-1.5 text-sm"
                aria-label={t('prices.customer.removeOne', { name: name(r) })}
                onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
              >
                {t('prices.customer.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {writable && (
        <>
          <ProductPicker label={t('prices.customer.add')} onPick={addProduct} />
          {error && (
            <p role="alert" className="text-petal-800">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary min-h-9 px-4 py-1.5 text-sm" disabled={save.isPending}>
            {t('prices.customer.save')}
          </button>
        </>
      )}
    </form>
  );
}
