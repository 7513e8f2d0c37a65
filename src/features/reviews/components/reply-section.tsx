import { Lock, MessageSquareReply, Pencil } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { useUpgradeDialog } from '@/components/upgrade/upgrade-context';
import { Badge } from '@/components/ui/badge';
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
import { replyBlock } from '@/lib/review-reply';
import { type Testimonial, type TestimonialReply, useReplyToTestimonial } from '../api/testimonials';
import { REPLY_LIMITS, replyBody, replyProblem } from '../lib/reply';
import { UserText } from './user-text';

/** The plan codes of a 403 that an upgrade lifts (docs/reviews.md). */
const PLAN_CODES = new Set(['PLAN_FEATURE_REQUIRED', 'PLAN_LIMIT']);

/** The reply's text; the server's `body` errors land on it. */
interface ReplyValues {
  text: string;
}
const REPLY_SERVER_FIELDS: ServerFieldMap<ReplyValues> = { body: 'text' };
const TOO_SHORT = 'reviews.reply.tooShort';

/** A stored draft is the reply's text; anything else in storage is discarded. */
const parseDraft = (stored: unknown): string | null => (typeof stored === 'string' ? stored : null);

const REPLY_TONE = { none: 'neutral', pending: 'warning', published: 'success', rejected: 'danger' } as const;

/** The provider's reply under a review, with its own state (spec point 4). */
function ReplyView({ reply }: { reply: TestimonialReply }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  return (
    <div className="grid gap-1 border-s-2 border-brand-200 ps-3">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="text-sm font-semibold">{t('reviews.reply.yours')}</h4>
        <Badge tone={REPLY_TONE[reply.status]}>{t(`reviews.reply.status.${reply.status}`)}</Badge>
        <span className="text-xs text-muted">{date(reply.createdAt)}</span>
      </div>
      <UserText text={reply.body} />
      {reply.status === 'pending' ? <p className="text-xs text-muted">{t('reviews.reply.pendingHint')}</p> : null}
      {reply.status === 'rejected' ? (
        <p className="text-sm text-danger">
          {t('reviews.reply.rejectedBecause')} <span dir="auto">{reply.rejectReason ?? t('reviews.noReason')}</span>
        </p>
      ) : null}
    </div>
  );
}

/** The reply's own rule (`replyProblem`): too short names the feature's text, too long the shared one. */
const replyResolver = rulesResolver<ReplyValues>(({ text }) => {
  const wrong = replyProblem(text);
  if (wrong === 'tooShort') return { text: TOO_SHORT };
  return wrong === 'tooLong' ? { text: validationMessage.tooLong(REPLY_LIMITS.maxLength) } : {};
});

/** The reply form: a character counter, the draft kept through failures and reloads until the reply is saved. */
function ReplyForm({
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
        <span id={`${id}-counter`} className="text-xs text-muted tabular-nums">
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
      {rejected ? <p className="text-xs text-muted">{t('reviews.reply.editHint')}</p> : null}
    </form>
  );
}

/**
 * Under a review: the reply with its state, and the way to write one where a reply can be sent (the shared rule of
 * src/lib/review-reply.ts: no reply yet, or the last one rejected, which is then edited and sent again). Replying is
 * plan-gated (spec point 1): on a plan without it the button opens the upgrade-request dialog. Without edit rights
 * there is no form.
 */
export function ReplySection({
  testimonial,
  userId,
  canManage,
  repliesAllowed,
}: {
  testimonial: Testimonial;
  userId: number;
  canManage: boolean;
  /** false: the provider's plan has no replies; undefined while the plan is read. */
  repliesAllowed: boolean | undefined;
}) {
  const view = testimonial.reply ? <ReplyView reply={testimonial.reply} /> : null;
  if (!canManage || replyBlock(testimonial) !== null || repliesAllowed === undefined) return view;
  return (
    <>
      {view}
      <ReplyAction
        testimonial={testimonial}
        userId={userId}
        repliesAllowed={repliesAllowed}
        // A new reply replaces the rejected one; the form starts again with the next reply's state.
        key={testimonial.reply?.id ?? 'none'}
      />
    </>
  );
}

function ReplyAction({
  testimonial,
  userId,
  repliesAllowed,
}: {
  testimonial: Testimonial;
  userId: number;
  repliesAllowed: boolean;
}) {
  const { t } = useTranslation();
  const upgrade = useUpgradeDialog();
  const hasDraft = useDraft(draftKey(userId, 'testimonial-reply', testimonial.id), '', parseDraft).wasRestored;
  const [open, setOpen] = useState(hasDraft);
  const [openedByUser, setOpenedByUser] = useState(false);
  // Cancelling gives the focus back to the button that opened the form (issue 38.2), not to the page body.
  const toggle = useRef<HTMLButtonElement>(null);
  const focusToggle = useRef(false);
  useEffect(() => {
    if (open || !focusToggle.current) return;
    focusToggle.current = false;
    toggle.current?.focus();
  }, [open]);
  const label = testimonial.reply ? t('reviews.reply.edit') : t('reviews.reply.open');

  if (!repliesAllowed) {
    return (
      <div>
        <Button
          size="sm"
          variant="secondary"
          aria-haspopup="dialog"
          onClick={() => upgrade.open('review_replies', { providerId: testimonial.providerId })}
        >
          <Lock aria-hidden="true" />
          {label}
        </Button>
        <p className="mt-1 text-xs text-muted">{t('reviews.reply.planHint')}</p>
      </div>
    );
  }
  if (!open) {
    return (
      <div>
        <Button
          ref={toggle}
          size="sm"
          variant="secondary"
          onClick={() => {
            setOpenedByUser(true);
            setOpen(true);
          }}
        >
          {testimonial.reply ? <Pencil aria-hidden="true" /> : <MessageSquareReply aria-hidden="true" />}
          {label}
        </Button>
      </div>
    );
  }
  return (
    <ReplyForm
      testimonial={testimonial}
      userId={userId}
      focusOnOpen={openedByUser}
      onClose={() => {
        focusToggle.current = true;
        setOpen(false);
      }}
    />
  );
}
