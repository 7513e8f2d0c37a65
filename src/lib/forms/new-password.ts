// A new password and its repeat (spec point 5), the same wherever a user sets one: at least 6 characters
// (at most 128, the account's limit) and the repeat must match. The form names are `password` and
// `passwordRepeat`; each submit maps them to its API's names (`passwordMatch`, nothing, …).
import * as z from 'zod';
import { CustomerUserCreateLimits } from '@/api/generated/limits';
import { validationMessage } from './messages';

const accountPassword = CustomerUserCreateLimits.properties.password;
export const NEW_PASSWORD_MIN_LENGTH = accountPassword.minLength;
export const NEW_PASSWORD_MAX_LENGTH = accountPassword.maxLength;

/** The two fields as a zod shape, to spread into a form's object schema. */
export const newPasswordShape = {
  password: z.string().min(NEW_PASSWORD_MIN_LENGTH).max(NEW_PASSWORD_MAX_LENGTH),
  passwordRepeat: z.string().min(1, validationMessage.required()),
};

export interface NewPasswordValues {
  password: string;
  passwordRepeat: string;
}

/** The refinement: a repeat that differs puts 'Die Eingaben stimmen nicht überein.' on the repeat field. */
export function refineNewPassword<T extends NewPasswordValues>(values: T, context: z.RefinementCtx<T>): void {
  if (values.password !== values.passwordRepeat) {
    context.addIssue({ code: 'custom', message: validationMessage.passwordsDiffer(), path: ['passwordRepeat'] });
  }
}

/** A form of only the new password; extend `newPasswordShape` and add `refineNewPassword` for more fields. */
export const newPasswordSchema = z.object(newPasswordShape).superRefine(refineNewPassword);

export const NEW_PASSWORD_EMPTY: NewPasswordValues = { password: '', passwordRepeat: '' };
