// What the three composers (e-mail, SMS, WhatsApp) share: a draft that keeps every keystroke in storage, one
// send at a time, the failure shown without losing a character of the input, and a fresh start after a send.
import { useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import * as z from 'zod';
import { isApiError } from '@/api/api-error';
import { type DraftParser, useDraft } from '@/lib/drafts';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { type SubmitMutation, useServerForm } from '@/lib/forms/use-server-form';
import { type SendFailure, sendFailureOf } from './send-failure';

/** The draft of a composer that holds one text (SMS, WhatsApp). */
export const textDraftSchema = z.object({ body: z.string() });
export type TextDraft = z.infer<typeof textDraftSchema>;
export const EMPTY_TEXT_DRAFT: TextDraft = { body: '' };
export const isTextDraftEmpty = (draft: TextDraft) => !draft.body;

interface ComposerOptions<TValues extends FieldValues, TOutput, TData, TVariables> {
  /** The draft's storage key (`draftKey(user, 'lead', channel, leadId)`). */
  storageKey: string;
  empty: TValues;
  parseDraft: DraftParser<TValues>;
  /** Whether there is nothing worth keeping; an empty draft is removed from storage. */
  isEmpty: (values: TValues) => boolean;
  resolver?: Resolver<TValues, unknown, TOutput>;
  mutation: SubmitMutation<TData, TVariables>;
  /** The server's field paths to the composer's fields (error format 1). */
  fields?: ServerFieldMap<TValues>;
  /**
   * Whether a failed send shows the "not sent" alert with the couple's phone (`failure`); otherwise any
   * failure is the form's `problem`.
   */
  sendFailureAlert?: boolean;
}

export function useComposer<TValues extends FieldValues, TOutput, TData, TVariables>({
  storageKey,
  empty,
  parseDraft,
  isEmpty,
  resolver,
  mutation,
  fields,
  sendFailureAlert = true,
}: ComposerOptions<TValues, TOutput, TData, TVariables>) {
  const draft = useDraft(storageKey, empty, parseDraft);
  const form = useForm<TValues, unknown, TOutput>({
    ...(resolver ? { resolver } : {}),
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the draft was parsed with the form's own draft schema (parseDraft); react-hook-form's DefaultValues<T> is a deep partial the generic cannot be proven to meet
    defaultValues: draft.restored as DefaultValues<TValues>,
  });
  const server = useServerForm({ form, mutation, ...(fields ? { fields } : {}) });
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const { save: saveDraft, clear: clearDraft } = draft;

  // Every change goes to storage at once: a reload, a crash or a closed tab loses nothing typed.
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: () => {
        const values = form.getValues();
        if (isEmpty(values)) clearDraft();
        else saveDraft(values);
      },
    });
  }, [form, saveDraft, clearDraft, isEmpty]);

  /**
   * Sends; a second call while one is on its way does nothing. On success the composer starts again from
   * `next` (default: empty) and the draft is gone; on failure the input stays exactly as typed.
   */
  const send = (
    variables: TVariables,
    {
      next = empty,
      onSent,
      onFailed,
    }: { next?: TValues; onSent?: (data: TData) => void; onFailed?: (error: unknown) => void },
  ) => {
    setFailure(null);
    return server.submit(variables, {
      onSuccess: (data) => {
        form.reset(next);
        clearDraft();
        onSent?.(data);
      },
      onError: (error, serverProblem) => {
        onFailed?.(error);
        if (!sendFailureAlert || (isApiError(error) && error.kind === 'validation')) return serverProblem();
        setFailure(sendFailureOf(error));
        return null;
      },
    });
  };

  return {
    form,
    send,
    /** Whether the draft came from storage (a restored draft keeps its own choices). */
    wasRestored: draft.wasRestored,
    problem: server.problem,
    failure,
    isSending: mutation.isPending || form.formState.isSubmitting,
  };
}
