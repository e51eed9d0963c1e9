// What other features may use of the staff orders (tickets).
export { CustomerOrdersPanel } from './components/customer-orders-panel';
export { ticketListQuery } from './api/tickets';
