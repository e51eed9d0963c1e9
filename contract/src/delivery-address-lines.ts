// The delivery addresses' paths, limits and text, apart from their schemas: a screen that only
// shows or picks an address (the shop's confirmation) loads no zod for them.

/**
 * Where a customer is delivered (issue 34, item 10): besides the profile's address, which stays
 * the default and first, a customer keeps other addresses (a shop, an event hall), each with a
 * label, a delivery window and notes for the driver. An order picks one by `delivery_address_id`
 * (none: the profile's).
 */
export const deliveryAddressPaths = {
  /** Staff: a customer's addresses (read with customers.read, written with customers.write). */
  staffList: '/customers/:id/delivery-addresses',
  staffOne: '/customers/:id/delivery-addresses/:addressId',
  /** The signed-in customer's own. */
  ownList: '/customer/delivery-addresses',
  ownOne: '/customer/delivery-addresses/:addressId',
  /** The address an order goes to (staff with orders). */
  ofOrder: '/Orders/:id/delivery-address',
} as const;

/** At most this many addresses besides the profile's. */
export const DELIVERY_ADDRESS_LIMITS = { perCustomer: 30, labelMax: 80, notesMax: 500 } as const;

/** The window as one piece of text: "08:00–11:00", or '' without one. */
export const deliveryWindowText = (a: { window_from: string | null; window_to: string | null }) =>
  a.window_from && a.window_to ? `${a.window_from}–${a.window_to}` : '';

/** The address on one line, as a stop and a slip print it. */
export const deliveryAddressLine = (a: {
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  postalCode?: string | null;
  postal_code?: string | null;
}) =>
  [a.address1, a.address2, a.city, a.province, a.postalCode ?? a.postal_code].filter((p) => p && p.trim()).join(', ');
