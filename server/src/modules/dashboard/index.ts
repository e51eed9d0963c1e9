// The public face of the dashboard module (issue 39): the business in figures. It owns no table:
// every figure is an aggregate asked of the module that owns the rows (orders, inventory,
// claims, receivables), docs/decisions/047-dashboard-charts.md for the charts.
export { dashboardRoutes } from './routes.js';
export { dashboard, type DashboardDeps } from './service.js';
