// What other features use of the account feature.
export { PasswordForm } from './password-form';
