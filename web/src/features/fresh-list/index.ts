// The fresh list's web part (issue 39 item 5): the admin screen and the unsubscribe page are
// routes of their own; the customer's choice is shown in their profile.
export { FreshListSubscription } from './components/subscription-toggle';
