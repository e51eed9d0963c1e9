import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import type { Clock } from '../../lib/clock.js';
import { getProductOrThrow } from '../catalog/index.js';
import { deleteFavourite, favouriteIds, insertFavourite } from './repository.js';

export interface FavouriteDeps {
  db: Db;
  clock: Clock;
}

/** The ids of the customer's own favourites (never anyone else's). */
export const listFavourites = ({ db }: FavouriteDeps, customerId: number) => favouriteIds(db, customerId);

/** Stars a product for sale; a product staff withdrew (or never existed) is not found. */
export async function addFavourite(deps: FavouriteDeps, customerId: number, productId: number): Promise<number[]> {
  const product = await getProductOrThrow(deps.db, productId);
  if (!product.active) throw new DomainError('PRODUCT_NOT_FOUND');
  await insertFavourite(deps.db, customerId, productId, deps.clock.now().toISOString());
  return favouriteIds(deps.db, customerId);
}

/** Unstars a product (whether or not it was starred, or is still sold). */
export async function removeFavourite(deps: FavouriteDeps, customerId: number, productId: number): Promise<number[]> {
  await deleteFavourite(deps.db, customerId, productId);
  return favouriteIds(deps.db, customerId);
}
