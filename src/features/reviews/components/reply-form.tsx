// The reply form under a review: its own chunk, loaded when it opens (src/features/reviews/components/reply-section.tsx).
import { type ChangeEvent, useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { useUpgradeDialog } from '@/components/upgrade/upgrade-context';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FormProblem } from '@/components/ui/form-problem';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { draftKey, useDraft } from '@/lib/drafts';
import { useFormat } from '@/lib/format';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { validationMessage } from '@/lib/forms/messages';
import { rulesResolver } from '@/lib/forms/rules-resolver';
import { useServerForm } from '@/lib/forms/use-server-form';
import { type Testimonial, useReplyToTestimonial } from '../api/testimonials';
import { parseReplyDraft as parseDraft, REPLY_LIMITS, replyBody, replyProblem } from '../lib/reply';

/** The plan codes of a 403 that an upgrade lifts (docs/reviews.md). */
const PLAN_CODES = new Set(['PLAN_FEATURE_REQUIRED', 'PLAN_LIMIT']);

/** The reply's text; the server's `body` errors land on it. */
interface ReplyValues {
  text: string;
}
const REPLY_SERVER_FIELDS: ServerFieldMap<ReplyValues> = { body: 'text' };
const TOO_SHORT = 'reviews.reply.tooShort';

/** The reply's own rule (`replyProblem`): too short names the feature's text, too long the shared one. */
const replyResolver = rulesResolver<ReplyValues>(({ text }) => {
  const wrong = replyProblem(text);
  if (wrong === 'tooShort') return { text: TOO_SHORT };
  return wrong === 'tooLong' ? { text: validationMessage.tooLong(REPLY_LIMITS.maxLength) } : {};
});

/** The reply form: a character counter, the draft kept through failures and reloads until the reply is saved. */
export function ReplyForm({
  testimonial,
  userId,
  onClose,
  focusOnOpen,
}: {
  testimonial: Testimonial;
  userId: number;
  onClose: () => void;
  /** Opened by the user ("Antworten"): the text field takes the focus, so typing goes there. */
  focusOnOpen: boolean;
}) {
  // A rejected reply is edited, not written anew: the form starts with its text unless a draft was kept.
  const rejected = testimonial.reply?.status === 'rejected' ? testimonial.reply.body : '';
  const { t } = useTranslation();
  const { number } = useFormat();
  const upgrade = useUpgradeDialog();
  const id = useId();
  const draft = useDraft(draftKey(userId, 'testimonial-reply', testimonial.id), '', parseDraft);
  const form = useForm<ReplyValues>({
    resolver: replyResolver,
    defaultValues: { text: draft.wasRestored ? draft.restored : rejected },
  });
  const reply = useReplyToTestimonial(testimonial.id);
  const { problem, setProblem, submit, isPending } = useServerForm({
    form,
    mutation: reply,
    fields: REPLY_SERVER_FIELDS,
  });
  const names = `${testimonial.brideName} & ${testimonial.groomName}`;
  const text = useWatch({ control: form.control, name: 'text' });
  const fieldError = form.formState.errors.text?.message;
  useEffect(() => {
    if (focusOnOpen) form.setFocus('text');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form opens
  }, []);

  const onSubmit = form.handleSubmit(({ text: typed }) =>
    submit(replyBody(typed).body, {
      onSuccess: () => {
        draft.clear();
        toast.success(t('reviews.reply.sent'));
      },
      onError: (error, serverProblem) => {
        // The text stays in the field and in the draft store whatever went wrong.
        if (isApiError(error) && error.kind === 'forbidden' && error.code && PLAN_CODES.has(error.code)) {
          upgrade.open('review_replies', { providerId: testimonial.providerId });
          return { key: 'reviews.reply.planRequired' };
        }
        return serverProblem();
      },
    }),
  );
  const errorId = fieldError ? `${id}-error` : problem ? `${id}-problem` : null;

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('reviews.reply.formLabel', { names })}
      className="grid gap-2"
      noValidate
    >
      <label htmlFor={`${id}-text`} className="text-sm font-medium">
        {t('reviews.reply.label')}
      </label>
      <Textarea
        id={`${id}-text`}
        {...form.register('text', {
          onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
            draft.save(event.target.value);
            if (problem) setProblem(null);
          },
        })}
        rows={4}
        dir="auto"
        maxLength={REPLY_LIMITS.maxLength}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={`${id}-counter${errorId ? ` ${errorId}` : ''}`}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-counter`} className="text-xs text-muted-foreground tabular-nums">
          {t('reviews.reply.counter', { used: number(text.length), max: number(REPLY_LIMITS.maxLength) })}
        </span>
        <div className="flex gap-2">
          <Button type="button" size="sm" variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" size="sm" loading={isPending}>
            {t('reviews.reply.send')}
          </Button>
        </div>
      </div>
      <FieldError
        id={`${id}-error`}
        error={fieldError === TOO_SHORT ? t(TOO_SHORT, { min: number(REPLY_LIMITS.minLength) }) : fieldError}
      />
      {fieldError ? null : <FormProblem id={`${id}-problem`} problem={problem} inline />}
      {rejected ? <p className="text-xs text-muted-foreground">{t('reviews.reply.editHint')}</p> : null}
    </form>
  );
}
