/** What other features use of claims and returns (issue 13). */
export { ClaimRequestLinks } from './components/request-links';
