// The public face of the claims module (issue 13), owner of claims, claim_lines and claim_photos.
export { claimRoutes } from './routes.js';
export { claimsByReason, claimsBySupplier } from './repository.js';
