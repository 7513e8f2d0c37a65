import type { FieldValues, Resolver } from 'react-hook-form';
import { whenIdle } from '../when-idle';

/**
 * A form's resolver whose rules load after the first paint (issue 23): zod, the generated schemas the form's
 * schema is built from and the resolver come in one chunk that the browser fetches when it is idle, or at the
 * first validation if that comes sooner. Validation gives exactly what the loaded resolver gives (react-hook-form
 * awaits every resolver), so a form visible at first paint no longer carries its rules in the page's code.
 *
 *   const resolver = lazyResolver(() => import('./login-rules').then((rules) => rules.passwordLoginResolver));
 */
export function lazyResolver<Values extends FieldValues>(load: () => Promise<Resolver<Values>>): Resolver<Values> {
  let loaded: Promise<Resolver<Values>> | undefined;
  const get = () => (loaded ??= load());
  whenIdle(() => void get().catch(() => (loaded = undefined)), 3000);
  return async (values, context, options) => {
    try {
      return await (
        await get()
      )(values, context, options);
    } catch (error) {
      // A failed download is tried again at the next validation rather than remembered.
      loaded = undefined;
      throw error;
    }
  };
}
