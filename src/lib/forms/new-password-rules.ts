// The rules of a new password and its repeat (./new-password.ts says which).
import * as z from 'zod';
import { validationMessage } from './messages';
import { NEW_PASSWORD_MAX_LENGTH, NEW_PASSWORD_MIN_LENGTH, type NewPasswordValues } from './new-password';

/** The two fields as a zod shape, to spread into a form's object schema. */
export const newPasswordShape = {
  password: z.string().min(NEW_PASSWORD_MIN_LENGTH).max(NEW_PASSWORD_MAX_LENGTH),
  passwordRepeat: z.string().min(1, validationMessage.required()),
};

/** The refinement: a repeat that differs puts 'Die Eingaben stimmen nicht überein.' on the repeat field. */
export function refineNewPassword<T extends NewPasswordValues>(values: T, context: z.RefinementCtx<T>): void {
  if (values.password !== values.passwordRepeat) {
    context.addIssue({ code: 'custom', message: validationMessage.passwordsDiffer(), path: ['passwordRepeat'] });
  }
}

/** A form of only the new password; extend `newPasswordShape` and add `refineNewPassword` for more fields. */
export const newPasswordSchema = z.object(newPasswordShape).superRefine(refineNewPassword);
