import type { CustomerListItem } from '@shop/contract';
import { CustomerPicker } from './customer-picker';
import { OneFilter } from './one-filter';

interface Props {
  /** The customer the list shows (null: every customer's) and their name as picked ('' if unknown). */
  customerId: string | null;
  customerName: string;
  /** "Customer": said before the chosen one. */
  label: string;
  /** "Any customer": the button that drops the filter. */
  anyLabel: string;
  onPick: (customer: CustomerListItem) => void;
  onClear: () => void;
}

/** A list's filter on one customer (OneFilter with the customer search). */
export function CustomerFilter({ customerId, customerName, label, anyLabel, onPick, onClear }: Props) {
  return (
    <OneFilter id={customerId} name={customerName} label={label} anyLabel={anyLabel} onClear={onClear}>
      <CustomerPicker required={false} onPick={onPick} />
    </OneFilter>
  );
}
