import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { newPasswordSchema, newPasswordShape, refineNewPassword } from './new-password-rules';

function issues(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
}

describe('new password and its repeat', () => {
  it('accepts six characters repeated exactly', () => {
    expect(issues(newPasswordSchema, { password: 'herbst', passwordRepeat: 'herbst' })).toEqual([]);
  });

  it('asks for at least six characters', () => {
    const result = newPasswordSchema.safeParse({ password: 'kurz', passwordRepeat: 'kurz' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], code: 'too_small', minimum: 6 }),
    ]);
  });

  it('puts a differing repeat on the repeat field', () => {
    expect(issues(newPasswordSchema, { password: 'herbst2026', passwordRepeat: 'herbst2027' })).toEqual([
      { path: ['passwordRepeat'], message: 'validation.passwordsDiffer' },
    ]);
  });

  it('works inside a larger form', () => {
    const renew = z.object({ oldPassword: z.string().min(1), ...newPasswordShape }).superRefine(refineNewPassword);
    expect(issues(renew, { oldPassword: 'renew1234', password: 'herbst2026', passwordRepeat: 'sommer2026' })).toEqual([
      { path: ['passwordRepeat'], message: 'validation.passwordsDiffer' },
    ]);
  });
});
