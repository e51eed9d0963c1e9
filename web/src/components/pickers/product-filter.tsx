import type { Product } from '@shop/contract';
import { OneFilter } from './one-filter';
import { ProductPicker } from './product-picker';

interface Props {
  /** The product the list shows (null: every product's) and its name as picked ('' if unknown). */
  productId: string | null;
  productName: string;
  /** "Product:": said before the chosen one. */
  label: string;
  /** "Product": the search's label. */
  searchLabel: string;
  /** "Any product": the button that drops the filter. */
  anyLabel: string;
  onPick: (product: Product) => void;
  onClear: () => void;
}

/** A list's filter on one product (OneFilter with the product search). */
export function ProductFilter({ productId, productName, label, searchLabel, anyLabel, onPick, onClear }: Props) {
  return (
    <OneFilter id={productId} name={productName} label={label} anyLabel={anyLabel} onClear={onClear}>
      <ProductPicker label={searchLabel} onPick={onPick} />
    </OneFilter>
  );
}
