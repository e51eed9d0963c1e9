// The public face of the favourites module (issue 17, part 2), owner of favourites: the
// products a customer starred, the shop's "My usual".
export { favouriteRoutes } from './routes.js';
export { listFavourites } from './service.js';
