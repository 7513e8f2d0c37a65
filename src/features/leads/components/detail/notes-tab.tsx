import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNumberText } from '@/components/forms/number-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { draftKey, useDraft } from '@/lib/drafts';
import { formErrorMap } from '@/lib/forms/form-errors';
import { useServerForm } from '@/lib/forms/use-server-form';
import {
  type LeadComment,
  LEAD_NOTE_MAX,
  noteFormSchema,
  useCreateLeadComment,
  useLeadComments,
  useMarkCommentRead,
} from '../../api/comments';
import type { LeadDetail } from '../../api/leads';
import { useLeadFormat } from './format';
import { useCurrentUser } from '@/lib/session/session-query';
import { Empty, QueryState, Section } from './section';

/** Where the unsaved text of a new note waits, per user and lead, until it is saved. */
const noteDraftKey = (userId: number, leadId: number) => draftKey(userId, 'lead', 'note', leadId);
const parseNoteDraft = (stored: unknown) => (typeof stored === 'string' ? stored : null);

/** Tab "notes": the team's internal notes on the lead (the couple never sees them) and a form to add one. */
export function NotesTab({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title={t('leads.detail.notes.add')}>
        <NoteForm leadId={lead.id} />
      </Section>
      <Section title={t('leads.detail.notes.title')}>
        <NoteList leadId={lead.id} />
      </Section>
    </div>
  );
}

function NoteForm({ leadId }: { leadId: number }) {
  const user = useCurrentUser();
  const { t } = useTranslation();
  const create = useCreateLeadComment(leadId);
  const draft = useDraft(noteDraftKey(user.id, leadId), '', parseNoteDraft);
  const form = useForm({
    resolver: zodResolver(noteFormSchema, { error: formErrorMap() }),
    defaultValues: { body: draft.restored },
  });
  const { problem, submit: save } = useServerForm({ form, mutation: create, fields: { body: 'body' } });
  const body = useWatch({ control: form.control, name: 'body' });
  const numberText = useNumberText();
  // Counted as saved: the schema trims the note.
  const length = body.trim().length;
  const tooLong = length > LEAD_NOTE_MAX;
  // Every keystroke lands in the draft, so nothing typed is lost on a failed save or a reload.
  const { save: saveDraft, clear: clearDraft } = draft;
  useEffect(() => (body ? saveDraft(body) : clearDraft()), [body, saveDraft, clearDraft]);

  const submit = form.handleSubmit((values) =>
    save(values.body, {
      onSuccess: () => {
        clearDraft();
        form.reset({ body: '' });
        toast.success(t('leads.detail.notes.saved'));
      },
    }),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <FormField
        label={t('leads.detail.notes.body')}
        error={form.formState.errors.body?.message}
        description={
          <>
            {t('leads.detail.notes.hint')}{' '}
            <span className={tooLong ? 'font-medium text-destructive' : undefined}>
              {t('leads.detail.notes.counter', {
                length: numberText.format(length),
                max: numberText.format(LEAD_NOTE_MAX),
              })}
            </span>
          </>
        }
      >
        {/* No maxLength: the browser would cut a longer (pasted) note silently; the counter and the form's
            message say that it is too long instead. */}
        {(control) => <Textarea {...control} rows={5} {...form.register('body')} />}
      </FormField>
      <FormProblem problem={problem} />
      <div className="flex justify-end">
        <Button type="submit" loading={create.isPending}>
          {t('leads.detail.notes.submit')}
        </Button>
      </div>
    </form>
  );
}

function NoteList({ leadId }: { leadId: number }) {
  const { t } = useTranslation();
  const comments = useLeadComments(leadId);
  const all = useMemo(() => comments.data?.pages.flatMap((page) => page.data ?? []), [comments.data]);
  useMarkShownNotesRead(all);
  return (
    <QueryState query={comments}>
      {() =>
        !all || all.length === 0 ? (
          <Empty>{t('leads.detail.notes.empty')}</Empty>
        ) : (
          <>
            <ol className="divide-y divide-border">
              {all.map((comment) => (
                <NoteItem key={comment.id} comment={comment} />
              ))}
            </ol>
            {comments.hasNextPage ? (
              <Button
                variant="secondary"
                size="sm"
                className="self-start"
                loading={comments.isFetchingNextPage}
                onClick={() => void comments.fetchNextPage()}
              >
                {t('common.showMore')}
              </Button>
            ) : null}
          </>
        )
      }
    </QueryState>
  );
}

/**
 * Notes the user has not read are marked read on the server as soon as they are shown. The list keeps the
 * "new" marker until it is next loaded, so the user still sees which notes are new.
 */
function useMarkShownNotesRead(comments: LeadComment[] | undefined) {
  const markRead = useMarkCommentRead();
  const { mutate } = markRead;
  const requested = useRef(new Set<number>());
  useEffect(() => {
    for (const comment of comments ?? []) {
      if (comment.isRead || requested.current.has(comment.id)) continue;
      requested.current.add(comment.id);
      mutate(comment.id, { onError: () => requested.current.delete(comment.id) });
    }
  }, [comments, mutate]);
}

function NoteItem({ comment }: { comment: LeadComment }) {
  const { t } = useTranslation();
  const format = useLeadFormat();
  return (
    <li className="flex flex-col gap-1 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-2 text-muted-foreground">
        <span className="font-medium text-foreground" dir="auto">
          {comment.author.name}
        </span>
        <time dateTime={comment.createdAt}>{format.dateTime(comment.createdAt)}</time>
        {comment.isRead ? null : <Badge tone="brand">{t('leads.detail.notes.new')}</Badge>}
      </div>
      <p className="break-words whitespace-pre-wrap" dir="auto">
        {comment.body}
      </p>
    </li>
  );
}
