import { Lock, MessageSquareReply, Pencil } from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpgradeDialog } from '@/components/upgrade/upgrade-context';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { draftKey, useDraft } from '@/lib/drafts';
import { useFormat } from '@/lib/format';
import { replyBlock } from '@/lib/review-reply';
import type { Testimonial, TestimonialReply } from '../api/testimonials';
import { parseReplyDraft as parseDraft } from '../lib/reply';
import type * as ReplyFormModule from './reply-form';
import { UserText } from './user-text';

// The form (react-hook-form and the form kit, about 8 KB) is no part of the page's first visit: its code loads right
// after the page, when the first card that may reply shows, so it opens at once; opened before its code is there, it
// shows once it has loaded.
let loadedForm: typeof ReplyFormModule | null = null;
const preloadReplyForm = () => import('./reply-form').then((module) => (loadedForm = module));
const LazyReplyForm = lazy(async () => ({ default: (await preloadReplyForm()).ReplyForm }));

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
        <span className="text-xs text-muted-foreground">{date(reply.createdAt)}</span>
      </div>
      <UserText text={reply.body} />
      {reply.status === 'pending' ? (
        <p className="text-xs text-muted-foreground">{t('reviews.reply.pendingHint')}</p>
      ) : null}
      {reply.status === 'rejected' ? (
        <p className="text-sm text-destructive">
          {t('reviews.reply.rejectedBecause')} <span dir="auto">{reply.rejectReason ?? t('reviews.noReason')}</span>
        </p>
      ) : null}
    </div>
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
  useEffect(() => {
    if (repliesAllowed) void preloadReplyForm();
  }, [repliesAllowed]);
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
        <p className="mt-1 text-xs text-muted-foreground">{t('reviews.reply.planHint')}</p>
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
    <ReplyFormSlot
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

/** The form as soon as it opens when its code is there; else after it has loaded. Chosen once per opening. */
function ReplyFormSlot(props: ComponentProps<typeof LazyReplyForm>) {
  const { t } = useTranslation();
  const [Form] = useState(() => loadedForm?.ReplyForm ?? LazyReplyForm);
  return (
    <Suspense fallback={<div role="status" aria-label={t('app.loading')} className="h-32" />}>
      <Form {...props} />
    </Suspense>
  );
}
