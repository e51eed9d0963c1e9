import type { DeliveryRun, DoorPayment } from '@shop/contract';
import { DomainError } from '../../errors/domain-error.js';
import { businessDate } from '../../lib/business-date.js';
import { deliveryOrdersByIds } from '../orders/index.js';
import { receivePayment } from '../payments/index.js';
import { findRun, findStop } from './repository.js';
import { assertDriverOfStop, loadRun, type DeliveryActor, type DeliveryDeps, type DriverScope } from './service.js';
import { detailsOf, stopDetails } from './stop-details.js';

/**
 * A payment the driver took at the door (cash or cheque): an ordinary payment on the stop's
 * customer, channel driver (the day's household payments count it), settling the stop's order's
 * invoice, through the payments module. A driver records one only on a run they drive, and at
 * most what the invoice still owes: the driver holds no payments permission, this is all of it.
 */
export async function takeDoorPayment(
  deps: DeliveryDeps,
  staff: DeliveryActor,
  stopId: number,
  input: DoorPayment,
  scope: DriverScope,
): Promise<DeliveryRun> {
  const stop = await findStop(deps.db, stopId);
  const run = stop && (await findRun(deps.db, stop.run_id));
  if (!stop || !run) throw new DomainError('DELIVERY_STOP_NOT_FOUND');
  await assertDriverOfStop(deps, run.id, scope);
  const [order] = await deliveryOrdersByIds(deps.db, [stop.order_id]);
  if (!order) throw new DomainError('DELIVERY_STOP_NOT_FOUND');
  const today = businessDate(deps.clock.now());
  const due = detailsOf(
    await stopDetails(deps.db, [{ order_id: order.order_id, date: run.date }], today),
    order.order_id,
  ).balance_due_cents;
  if (due === 0) throw new DomainError('DELIVERY_NOTHING_DUE');
  if (input.amount_cents > due) throw new DomainError('DELIVERY_PAYMENT_OVER_DUE', { cents: due });
  await receivePayment(deps, staff, {
    customer_id: order.customer_id,
    amount_cents: input.amount_cents,
    method: input.method,
    channel: 'driver',
    ...(input.reference ? { reference: input.reference } : {}),
    order_ids: [order.order_id],
  });
  return loadRun(deps, run.id);
}
