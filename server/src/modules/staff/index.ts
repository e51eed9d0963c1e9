// The public face of the staff module (issue 15): /admin/staff's routes. It owns no table; staff
// accounts and roles are the users module's, sessions and links the auth module's.
export { staffRoutes } from './routes.js';
