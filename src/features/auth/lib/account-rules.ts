// The rules of the account forms outside the login (password recovery, forgotten username, invitation, forced
// renewal): the document's schemas (generated zod) with the portal's messages. Loaded after the first paint through
// `lazyResolver` (src/lib/forms/lazy-resolver.ts), so these pages carry no zod (issue 23).
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import {
  zCustomerUserInvitationAccept,
  zCustomerUserUpdate,
  zForgottenUsernameRequest,
  zPasswordResetRequestByEmail,
  zPasswordResetRequestByUsername,
} from '@/api/generated/zod/zod.gen';
import { formErrorMap } from '@/lib/forms/form-errors';
import { ruleMessage, validationMessage } from '@/lib/forms/messages';
import { newPasswordSchema, newPasswordShape, refineNewPassword } from '@/lib/forms/new-password-rules';

/** One field takes the e-mail address or the username: an `@` makes it an e-mail address. */
export const passwordResetRequestSchema = z.object({
  identifier: z
    .string()
    .trim()
    .min(1, validationMessage.required())
    .superRefine((value, ctx) => {
      const check = value.includes('@')
        ? zPasswordResetRequestByEmail.shape.email.safeParse(value)
        : zPasswordResetRequestByUsername.shape.username.safeParse(value);
      if (!check.success) {
        ctx.addIssue({
          code: 'custom',
          message: value.includes('@') ? validationMessage.email() : ruleMessage('auth.validation.invalid'),
        });
      }
    }),
});
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;
export const passwordResetRequestResolver = zodResolver(passwordResetRequestSchema, { error: formErrorMap() });

/** New password of at least 6 characters and its repeat (spec point 5). */
export const passwordResetSchema = newPasswordSchema;
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
export const passwordResetResolver = zodResolver(passwordResetSchema, { error: formErrorMap() });

export const forgotUsernameSchema = zForgottenUsernameRequest.pick({ email: true });
export type ForgotUsernameInput = z.infer<typeof forgotUsernameSchema>;
export const forgotUsernameResolver = zodResolver(forgotUsernameSchema, { error: formErrorMap() });

/** Username and password required, the repeat must equal the password (spec point 5). */
export const acceptInvitationSchema = zCustomerUserInvitationAccept
  .pick({ username: true })
  .extend(newPasswordShape)
  .superRefine(refineNewPassword);
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/**
 * Old password, new password of at least 6 characters that differs from the old one, and its repeat (spec
 * point 5). The server refuses an unchanged password too (422 on `password`); the form knows the old password,
 * so it says so before sending.
 */
export const renewPasswordSchema = zCustomerUserUpdate
  .pick({ oldPassword: true })
  .required()
  .extend(newPasswordShape)
  .superRefine((values, context) => {
    refineNewPassword(values, context);
    if (values.password === values.oldPassword) {
      context.addIssue({ code: 'custom', message: validationMessage.passwordUnchanged(), path: ['password'] });
    }
  });
export type RenewPasswordInput = z.infer<typeof renewPasswordSchema>;
export const renewPasswordResolver = zodResolver(renewPasswordSchema, { error: formErrorMap() });
export const acceptInvitationResolver = zodResolver(acceptInvitationSchema, {
  error: formErrorMap({ username: ruleMessage('auth.validation.usernameFormat') }),
});
