import type { DeliveryDay, DeliveryRun, DeliveryStop } from '@shop/contract';

/** A stop still to deliver, the first of run 3; a test changes what it is about. */
export function aStop(over: Partial<DeliveryStop> = {}): DeliveryStop {
  return {
    id: 11,
    run_id: 3,
    order_id: 41,
    number: 'A-0041',
    status: 'confirmed',
    delivery_method: 'delivery',
    delivery_zone: 'montreal-laval',
    business_name: 'Fleuriste Laval',
    address: '12 rue des Lilas, Laval',
    phone: '514-555-0199',
    notes: null,
    lines: 1,
    items: [{ name_en: 'Red rose', name_fr: 'Rose rouge', unit: 'bunch', stems_per_unit: 25, quantity: 4 }],
    balance_due_cents: 0,
    collect_cents: 0,
    position: 1,
    stop_status: 'pending',
    failure_reason: null,
    recipient_name: null,
    delivered_at: null,
    delivered_by_name: null,
    ...over,
  };
}

/** Run 3, "Laval", of 2026-12-08, with no driver and not on the road yet. */
export function aRun(over: Partial<DeliveryRun> = {}): DeliveryRun {
  return {
    id: 3,
    date: '2026-12-08',
    name: 'Laval',
    delivery_zone: null,
    driver_user_id: null,
    driver_name: null,
    departed_at: null,
    stops: [],
    ...over,
  };
}

/** GET /api/deliveries?date=2026-12-08's reply with these runs. */
export function aDayReply(runs: DeliveryRun[]): { success: true; data: DeliveryDay } {
  return { success: true, data: { date: '2026-12-08', runs, unassigned: [], pickups: [] } };
}
