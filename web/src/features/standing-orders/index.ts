// The standing orders' web part (issue 38 items 1-2): the florist's and the staff's screens are
// routes of their own; the reminder's opt-out shows in the florist's profile.
export { StandingReminderToggle } from './components/reminder-toggle';
