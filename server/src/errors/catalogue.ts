import { apiTokenErrors } from '../modules/api-tokens/errors.js';
import { authErrors } from '../modules/auth/errors.js';
import { catalogErrors } from '../modules/catalog/errors.js';
import { catalogueTransferErrors } from '../modules/catalogue-transfer/errors.js';
import { claimErrors } from '../modules/claims/errors.js';
import { dashboardErrors } from '../modules/dashboard/errors.js';
import { deliveryErrors } from '../modules/deliveries/errors.js';
import { deliveryAddressErrors } from '../modules/delivery-addresses/errors.js';
import { staffErrors } from '../modules/staff/errors.js';
import { customerErrors } from '../modules/customers/errors.js';
import { designCenterErrors } from '../modules/design-center/errors.js';
import { exportErrors } from '../modules/exports/errors.js';
import { freshListErrors } from '../modules/fresh-list/errors.js';
import { purchasingErrors } from '../modules/purchasing/errors.js';
import { closedDayErrors } from '../modules/closed-days/errors.js';
import { priceErrors } from '../modules/prices/errors.js';
import { standingOrderErrors } from '../modules/standing-orders/errors.js';
import { inventoryErrors } from '../modules/inventory/errors.js';
import { noteErrors } from '../modules/notes/errors.js';
import { offerErrors } from '../modules/offers/errors.js';
import { orderErrors } from '../modules/orders/errors.js';
import { paymentErrors } from '../modules/payments/errors.js';
import { prebookingErrors } from '../modules/prebookings/errors.js';
import { priceListErrors } from '../modules/price-lists/errors.js';
import { statementErrors } from '../modules/statements/errors.js';
import { userErrors } from '../modules/users/errors.js';
import { webhookErrors } from '../modules/webhooks/errors.js';
import { commonErrors } from './common.js';

/**
 * Every error a service may throw, in one catalogue: its code, kind and message in English and
 * French. Each module declares its part in its own `errors.ts`; they are put together here, and a
 * test checks that no code is declared twice.
 */
export const catalogueParts = [
  commonErrors,
  authErrors,
  apiTokenErrors,
  webhookErrors,
  catalogErrors,
  catalogueTransferErrors,
  customerErrors,
  exportErrors,
  inventoryErrors,
  noteErrors,
  offerErrors,
  priceListErrors,
  userErrors,
  orderErrors,
  prebookingErrors,
  designCenterErrors,
  paymentErrors,
  statementErrors,
  claimErrors,
  deliveryErrors,
  deliveryAddressErrors,
  staffErrors,
  dashboardErrors,
  freshListErrors,
  purchasingErrors,
  closedDayErrors,
  priceErrors,
  standingOrderErrors,
] as const;

type Merge<T extends readonly unknown[]> = T extends readonly [infer H, ...infer R] ? H & Merge<R> : unknown;

export const errorCatalogue = Object.assign({}, ...catalogueParts) as Merge<typeof catalogueParts>;

export type ErrorCatalogue = typeof errorCatalogue;
export type ErrorCode = keyof ErrorCatalogue & string;
