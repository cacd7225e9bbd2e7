/** Choosing a new password with the current (or temporary) one: the form logic and fields the profile and the account gate share. */
export { PasswordChangeFields } from './password-change-fields';
export { usePasswordChangeForm } from './use-password-change-form';
