import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { type SubmitMutation, useServerForm } from './use-server-form';
import { useProblemText } from './use-problem-text';

interface Values {
  email: string;
  budget: string;
}

/** A mutation whose calls the test answers by hand. */
function controlledMutation() {
  const calls: Array<{ resolve: (value: string) => void; reject: (error: unknown) => void }> = [];
  const mutateAsync = vi.fn(
    (_variables: Values) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  const mutation: SubmitMutation<string, Values> = { mutateAsync, isPending: false };
  return { mutation, mutateAsync, calls };
}

function setup(mutation: SubmitMutation<string, Values>) {
  return renderHook(() => {
    const form = useForm<Values>({ defaultValues: { email: '', budget: '' } });
    const server = useServerForm({ form, mutation, fields: { email: 'email', 'budget.amount': 'budget' } });
    return { form, server, problemText: useProblemText() };
  });
}

const values: Values = { email: 'paar@example.de', budget: '18000' };

const formatOne = (fieldErrors: Record<string, string>, message = 'Bitte prüfen.') =>
  new ApiError({ kind: 'validation', status: 422, message, fieldErrors, errorFormat: 1 });

describe('useServerForm', () => {
  it('runs one submit at a time: a second one while the first is pending does nothing', async () => {
    const { mutation, mutateAsync, calls } = controlledMutation();
    const onSuccess = vi.fn();
    const { result } = setup(mutation);

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.server.submit(values, { onSuccess });
      void result.current.server.submit(values, { onSuccess });
    });
    expect(mutateAsync).toHaveBeenCalledTimes(1);

    await act(async () => {
      calls[0]?.resolve('saved');
      await first;
    });
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith('saved');

    // Once the first has finished, the next submit runs again.
    act(() => void result.current.server.submit(values));
    expect(mutateAsync).toHaveBeenCalledTimes(2);
  });

  it('puts the field errors of error format 1 on the mapped fields and leaves no problem', async () => {
    const { mutation, calls } = controlledMutation();
    const { result } = setup(mutation);

    await act(async () => {
      const submitted = result.current.server.submit(values);
      calls[0]?.reject(formatOne({ email: 'Diese Adresse ist vergeben.', 'budget.amount': 'Das Budget ist zu hoch.' }));
      await submitted;
    });

    const { form, server } = result.current;
    expect(form.getFieldState('email').error?.message).toBe('Diese Adresse ist vergeben.');
    expect(form.getFieldState('budget').error?.message).toBe('Das Budget ist zu hoch.');
    expect(server.problem).toBeNull();
  });

  it("shows the server's message when a field error has no field in the form", async () => {
    const { mutation, calls } = controlledMutation();
    const { result } = setup(mutation);

    await act(async () => {
      const submitted = result.current.server.submit(values);
      calls[0]?.reject(formatOne({ iban: 'Ungültige IBAN.' }, 'Die Eingaben sind ungültig.'));
      await submitted;
    });

    expect(result.current.server.problem).toEqual({ text: 'Die Eingaben sind ungültig.' });
  });

  it('shows the generic message for error format 2', async () => {
    const { mutation, calls } = controlledMutation();
    const { result } = setup(mutation);

    await act(async () => {
      const submitted = result.current.server.submit(values);
      calls[0]?.reject(new ApiError({ kind: 'validation', status: 422, message: 'invalid', errorFormat: 2 }));
      await submitted;
    });

    const { server, problemText } = result.current;
    expect(server.problem).toEqual({ key: 'errors.formInvalid' });
    expect(server.problem && problemText(server.problem)).toBe('Bitte prüfen Sie Ihre Eingaben.');
  });

  it('shows the network text and clears the problem on the next submit', async () => {
    const { mutation, calls } = controlledMutation();
    const { result } = setup(mutation);

    await act(async () => {
      const submitted = result.current.server.submit(values);
      calls[0]?.reject(new ApiError({ kind: 'network', status: 0, message: null }));
      await submitted;
    });
    const { server, problemText } = result.current;
    expect(server.problem && problemText(server.problem)).toBe(
      'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung.',
    );

    act(() => void result.current.server.submit(values));
    expect(result.current.server.problem).toBeNull();
  });

  it('lets a form read a failure its own way, with the default at hand', async () => {
    const { mutation, calls } = controlledMutation();
    const { result } = setup(mutation);

    await act(async () => {
      const submitted = result.current.server.submit(values, {
        onError: (error, serverProblem) =>
          error instanceof ApiError && error.status === 410 ? { key: 'auth.quick.expired' } : serverProblem(),
      });
      calls[0]?.reject(new ApiError({ kind: 'http', status: 410, message: 'Gone' }));
      await submitted;
    });

    expect(result.current.server.problem).toEqual({ key: 'auth.quick.expired' });
  });
});
