import type { RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contract';
import { ProductPicker } from '@/components/pickers/product-picker';
import { productListQuery, useProductsById } from '@/api/products';
import { useLanguage } from '@/lib/language';
import { centsToInput } from '@/lib/money';
import { useLastPrices } from '../api/last-prices';
import type { TicketFormValues } from '../ticket-form-values';
import { TicketLineRow } from './ticket-line-row';

/**
 * The lines, added from the keyboard (PRODUCT.md): Enter on a product adds it and puts the cursor
 * in its quantity; Enter in the quantity comes back to the search for the next product.
 */
export function TicketLinesEditor({
  refund,
  pickerRef,
  warnShort,
}: {
  refund: boolean;
  pickerRef: RefObject<HTMLInputElement | null>;
  /** Say what a line's quantity takes beyond today's stock (not on an edit: its stock is held already). */
  warnShort: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const {
    control,
    setFocus,
    formState: { errors },
  } = useFormContext<TicketFormValues>();
  const lines = useFieldArray({ control, name: 'lines' });
  const customer = useWatch({ control, name: 'customer' });
  const ids = refund ? [] : lines.fields.map((f) => f.product_id);
  // The customer's prices (decision 060): their level, contract prices, breaks, offers.
  const products = useProductsById(ids, customer?.id ?? null);
  const queryClient = useQueryClient();
  const lastPrices = useLastPrices(customer?.id ?? null, ids);
  const backToSearch = () => pickerRef.current?.focus();

  const addProduct = async (picked: Product) => {
    const existing = lines.fields.findIndex((f) => f.product_id === picked.id);
    // The server takes each product once: picking it again goes to its quantity instead.
    if (existing >= 0) return setFocus(`lines.${existing}.quantity`, { shouldSelect: true });
    const product = customer ? await customerPriced(picked, customer.id) : picked;
    lines.append(
      {
        product_id: product.id,
        name_en: product.name_en,
        name_fr: product.name_fr,
        quantity: '1',
        price: centsToInput(product.special_price_cents ?? product.price_cents, language),
        ordered: null,
        pack_id: null,
      },
      { focusName: `lines.${lines.fields.length}.quantity` },
    );
  };

  /** The product at the customer's price (their level, contract, offers): what the line starts at. */
  const customerPriced = async (product: Product, customerId: number) => {
    const query = productListQuery({ ids: String(product.id), limit: 1, customer_id: customerId }, language);
    const list = await queryClient.fetchQuery(query).catch(() => null);
    return list?.products[0] ?? product;
  };

  const linesError = errors.lines?.message ?? errors.lines?.root?.message;
  return (
    <div className="space-y-3">
      {!refund && (
        <div>
          <ProductPicker
            ref={pickerRef}
            label={t('tickets.lines.add')}
            onPick={(p) => void addProduct(p)}
            keyShortcuts="Alt+N"
          />
          <p className="mt-1 text-sm text-gray-700">{t('tickets.lines.addHint')}</p>
        </div>
      )}
      {lines.fields.length === 0 ? (
        <p className="text-gray-700">{t('tickets.lines.empty')}</p>
      ) : (
        // relative: the headers' sr-only texts (absolute) stay inside the scrolling box, not widening the page.
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[560px] text-sm">
            <thead className="bg-leaf-50 text-leaf-900">
              <tr>
                <th scope="col" className="px-2 py-2 text-left font-semibold">
                  {t('tickets.lines.product')}
                </th>
                <th scope="col" className="px-2 py-2 text-left font-semibold">
                  {t('tickets.lines.quantity')}
                </th>
                <th scope="col" className="px-2 py-2 text-left font-semibold">
                  {t('tickets.lines.unitPrice')}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  {t('tickets.lines.total')}
                </th>
                {!refund && (
                  <th scope="col" className="px-2 py-2">
                    <span className="sr-only">{t('tickets.lines.remove')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-leaf-100">
              {lines.fields.map((f, index) => (
                <TicketLineRow
                  key={f.id}
                  index={index}
                  refund={refund}
                  warnShort={warnShort}
                  product={products.byId.get(f.product_id)}
                  last={lastPrices.data?.get(f.product_id)}
                  onDone={backToSearch}
                  onRemove={() => {
                    lines.remove(index);
                    backToSearch();
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {linesError && (
        <p className="text-sm font-medium text-petal-800" role="alert">
          {linesError}
        </p>
      )}
    </div>
  );
}
