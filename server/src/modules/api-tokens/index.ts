// The public face of the api-tokens module (issue 40, item 2), owner of api_tokens: personal
// tokens for a customer's or a staff member's own systems, sent as Authorization: Bearer.
export { bearerTokenPlugin } from './bearer-plugin.js';
export { apiTokenRoutes } from './routes.js';
export { apiTokenErrors } from './errors.js';
export { tokenScopeNote } from './guards.js';
