// A new password and its repeat (spec point 5), the same wherever a user sets one: at least 6 characters
// (at most 128, the account's limit) and the repeat must match. The form names are `password` and
// `passwordRepeat`; each submit maps them to its API's names (`passwordMatch`, nothing, …). The zod rules are in
// ./new-password-rules.ts, so a form that loads its rules lazily (./lazy-resolver.ts) keeps zod out of its page.
import { CustomerUserCreateLimits, CustomerUserUpdateLimits } from '@/api/generated/limits';

const accountPassword = CustomerUserCreateLimits.properties.password;
export const NEW_PASSWORD_MIN_LENGTH = accountPassword.minLength;
export const NEW_PASSWORD_MAX_LENGTH = accountPassword.maxLength;
/** The old password a change of one's own is sent with (CustomerUserUpdate.oldPassword). */
export const OLD_PASSWORD_MAX_LENGTH = CustomerUserUpdateLimits.properties.oldPassword.maxLength;

export interface NewPasswordValues {
  password: string;
  passwordRepeat: string;
}

export const NEW_PASSWORD_EMPTY: NewPasswordValues = { password: '', passwordRepeat: '' };
