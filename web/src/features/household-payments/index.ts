/** What other screens may use of the household payments: the button that opens the day's count (the admin navigation). */
export { HouseholdPaymentsButton } from './household-payments-dialog';
