// The login forms' rules: the document's schemas (generated zod) with the portal's messages. Loaded after the first
// paint through `lazyResolver` (src/lib/forms/lazy-resolver.ts), so the login page carries no zod (issue 23).
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { zAccessTokenCreate, zQuickLoginCodeRequest, zQuickLoginVerify } from '@/api/generated/zod/zod.gen';
import { formErrorMap } from '@/lib/forms/form-errors';
import { validationMessage } from '@/lib/forms/messages';

export const passwordLoginSchema = zAccessTokenCreate.pick({ username: true, password: true });
export type PasswordLoginInput = z.infer<typeof passwordLoginSchema>;
export const passwordLoginResolver = zodResolver(passwordLoginSchema, { error: formErrorMap() });

export const quickLoginUsernameSchema = zQuickLoginCodeRequest;
export type QuickLoginUsernameInput = z.infer<typeof quickLoginUsernameSchema>;
export const quickLoginUsernameResolver = zodResolver(quickLoginUsernameSchema, { error: formErrorMap() });

export const quickLoginCodeSchema = z.object({ code: zQuickLoginVerify.shape.code });
export type QuickLoginCodeInput = z.infer<typeof quickLoginCodeSchema>;
export const quickLoginCodeResolver = zodResolver(quickLoginCodeSchema, {
  error: formErrorMap({ code: validationMessage.code() }),
});
