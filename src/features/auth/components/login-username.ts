import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';

/** The login page's username, which its password and one-time-code forms share. */
export interface LoginUsernameProps {
  username: string;
  onUsernameChange: (username: string) => void;
}

/**
 * Reports every change of a login form's username to the page, so the other method's form starts with it (only
 * the active tab's form is mounted; each starts with the page's username as its default).
 */
export function useUsernameOfPage<T extends { username: string }>(
  form: UseFormReturn<T>,
  onUsernameChange: (username: string) => void,
) {
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        // The same username again (another field changed) renders nothing.
        callback: ({ values }) => onUsernameChange(values.username),
      }),
    [form, onUsernameChange],
  );
}
