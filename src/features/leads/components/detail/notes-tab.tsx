import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Trash2 } from 'lucide-react';
import {
  type KeyboardEventHandler,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { ACCOUNT_ADMIN_ROLE_ID } from '@/api/queries/customer-users';
import { useNumberText } from '@/components/forms/number-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { draftKey, useDraft } from '@/lib/drafts';
import { formErrorMap } from '@/lib/forms/form-errors';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useServerForm } from '@/lib/forms/use-server-form';
import { mayDeleteNote, mayEditNote, type NoteViewer } from '@/lib/lead-note-rights';
import { submitOnShortcut } from '@/lib/shortcuts';
import {
  type LeadComment,
  LEAD_NOTE_MAX,
  noteFormSchema,
  useCreateLeadComment,
  useDeleteLeadComment,
  useLeadComments,
  useMarkCommentRead,
  useReloadLeadComments,
  useUpdateLeadComment,
} from '../../api/comments';
import type { LeadDetail } from '../../api/leads';
import { useLeadFormat } from './format';
import { useCurrentUser } from '@/lib/session/session-query';
import { Empty, QueryState, Section } from './section';

// The delete question (Radix dialog) loads with the first "Löschen" pointed at or focused (issue 23).
const loadConfirmDialog = () => import('@/components/ui/confirm-dialog');
const ConfirmDialog = lazy(async () => ({ default: (await loadConfirmDialog()).ConfirmDialog }));

type NoteFormValues = { body: string };

/** Where the unsaved text of a new note waits, per user and lead, until it is saved. */
const noteDraftKey = (userId: number, leadId: number) => draftKey(userId, 'lead', 'note', leadId);
const parseNoteDraft = (stored: unknown) => (typeof stored === 'string' ? stored : null);

/** Tab "notes": the team's internal notes on the lead (the couple never sees them) and a form to add one. */
export function NotesTab({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  // After a note is deleted its buttons are gone: the focus goes to the list, which a screen reader names.
  const list = useRef<HTMLElement>(null);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title={t('leads.detail.notes.add')}>
        <NoteForm leadId={lead.id} />
      </Section>
      <Section
        ref={list}
        title={t('leads.detail.notes.title')}
        className="outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
        tabIndex={-1}
      >
        <NoteList leadId={lead.id} onDeleted={() => list.current?.focus()} />
      </Section>
    </div>
  );
}

/** The note's text with its counter: the new note's field and a note being changed share the rules. */
function NoteTextField({
  form,
  label,
  description,
  rows,
  onKeyDown,
}: {
  form: UseFormReturn<NoteFormValues>;
  label: string;
  description?: ReactNode;
  rows: number;
  onKeyDown?: KeyboardEventHandler<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation();
  const body = useWatch({ control: form.control, name: 'body' });
  const numberText = useNumberText();
  // Counted as saved: the schema trims the note.
  const length = body.trim().length;
  const tooLong = length > LEAD_NOTE_MAX;
  return (
    <FormField
      label={label}
      error={form.formState.errors.body?.message}
      description={
        <>
          {description}
          {description ? ' ' : null}
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
      {(control) => <Textarea {...control} rows={rows} dir="auto" onKeyDown={onKeyDown} {...form.register('body')} />}
    </FormField>
  );
}

function NoteForm({ leadId }: { leadId: number }) {
  const user = useCurrentUser();
  const { t } = useTranslation();
  const create = useCreateLeadComment(leadId);
  const draft = useDraft(noteDraftKey(user.id, leadId), '', parseNoteDraft);
  const form = useForm<NoteFormValues>({
    resolver: zodResolver(noteFormSchema, { error: formErrorMap() }),
    defaultValues: { body: draft.restored },
  });
  const { problem, submit: save } = useServerForm({ form, mutation: create, fields: { body: 'body' } });
  const body = useWatch({ control: form.control, name: 'body' });
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
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDownCapture={submitOnShortcut}
      data-shortcut-target="note"
      className="flex flex-col gap-3"
    >
      <NoteTextField
        form={form}
        label={t('leads.detail.notes.body')}
        description={t('leads.detail.notes.hint')}
        rows={5}
      />
      <FormProblem problem={problem} />
      <div className="flex justify-end">
        <Button type="submit" loading={create.isPending}>
          {t('leads.detail.notes.submit')}
        </Button>
      </div>
    </form>
  );
}

function NoteList({ leadId, onDeleted }: { leadId: number; onDeleted: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const comments = useLeadComments(leadId);
  const all = useMemo(() => comments.data?.pages.flatMap((page) => page.data ?? []), [comments.data]);
  useMarkShownNotesRead(all);
  // The rule the server enforces (src/lib/lead-note-rights.ts), for the logged-in user.
  const viewer: NoteViewer = { userId: user.id, isAccountAdmin: user.details.roleId === ACCOUNT_ADMIN_ROLE_ID };
  // The question lives here, not in the note's row: the row leaves the list while the deletion is confirmed.
  const [deleting, setDeleting] = useState<LeadComment | null>(null);
  // Once the question has closed (its focus trap gone), the focus goes where `onDeleted` puts it.
  const deleted = useRef(false);
  useEffect(() => {
    if (deleting !== null || !deleted.current) return;
    deleted.current = false;
    onDeleted();
  }, [deleting, onDeleted]);
  return (
    <>
      {deleting ? (
        <DeleteNoteDialog
          comment={deleting}
          onCancel={() => setDeleting(null)}
          onDeleted={() => {
            deleted.current = true;
            setDeleting(null);
          }}
        />
      ) : null}
      <QueryState query={comments}>
        {() =>
          !all || all.length === 0 ? (
            <Empty>{t('leads.detail.notes.empty')}</Empty>
          ) : (
            <>
              <ol className="divide-y divide-border">
                {all.map((comment) => (
                  <NoteItem key={comment.id} comment={comment} viewer={viewer} onDelete={() => setDeleting(comment)} />
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
    </>
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

function NoteItem({ comment, viewer, onDelete }: { comment: LeadComment; viewer: NoteViewer; onDelete: () => void }) {
  const { t } = useTranslation();
  const format = useLeadFormat();
  const headerId = useId();
  const [editing, setEditing] = useState(false);
  // Closing the form gives the focus back to the button that opened it (issue 38.2).
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEditButton = useRef(false);
  useEffect(() => {
    if (editing || !focusEditButton.current) return;
    focusEditButton.current = false;
    editButton.current?.focus();
  }, [editing]);
  const mayEdit = mayEditNote(comment, viewer);
  const mayDelete = mayDeleteNote(comment, viewer);

  return (
    <li className="flex flex-col gap-1 py-2 text-sm">
      <div id={headerId} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground">
        <span className="font-medium text-foreground" dir="auto">
          {comment.author.name}
        </span>
        <time dateTime={comment.createdAt}>{format.dateTime(comment.createdAt)}</time>
        {comment.editedAt ? (
          <time dateTime={comment.editedAt} className="text-xs">
            {t('leads.detail.notes.edited', { date: format.dateTime(comment.editedAt) })}
          </time>
        ) : null}
        {comment.isRead ? null : <Badge tone="brand">{t('leads.detail.notes.new')}</Badge>}
      </div>
      {editing ? (
        <EditNoteForm
          comment={comment}
          onClose={() => {
            focusEditButton.current = true;
            setEditing(false);
          }}
        />
      ) : (
        <>
          <p className="break-words whitespace-pre-wrap" dir="auto">
            {comment.body}
          </p>
          {mayEdit || mayDelete ? (
            <div className="flex flex-wrap gap-1">
              {mayEdit ? (
                <Button
                  ref={editButton}
                  variant="ghost"
                  size="sm"
                  aria-describedby={headerId}
                  onClick={() => setEditing(true)}
                >
                  <Pencil aria-hidden="true" />
                  {t('leads.detail.notes.edit')}
                </Button>
              ) : null}
              {mayDelete ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-describedby={headerId}
                  aria-haspopup="dialog"
                  onPointerEnter={() => void loadConfirmDialog()}
                  onFocus={() => void loadConfirmDialog()}
                  onClick={onDelete}
                >
                  <Trash2 aria-hidden="true" />
                  {t('leads.detail.notes.delete')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </li>
  );
}

/**
 * Changes a note in place: the text field with the note's text, saved through the form kit. A failure keeps the
 * typed text in the field: a field error on it (the server's too), or the form's problem — also when the note was
 * deleted meanwhile (404), so the text can still be copied into a new note. Escape in the field or "Abbrechen" close
 * it unsaved.
 */
function EditNoteForm({ comment, onClose }: { comment: LeadComment; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateLeadComment(comment.leadId, comment.id);
  const reload = useReloadLeadComments(comment.leadId);
  // Deleted meanwhile (404): the text stays for copying; closing the form loads the notes again.
  const [gone, setGone] = useState(false);
  const close = () => {
    if (gone) reload();
    onClose();
  };
  const form = useForm<NoteFormValues>({
    resolver: zodResolver(noteFormSchema, { error: formErrorMap() }),
    defaultValues: { body: comment.body },
  });
  const { problem, submit: save } = useServerForm({ form, mutation: update, fields: { body: 'body' } });
  const { setFocus } = form;
  useEffect(() => setFocus('body'), [setFocus]);

  const submit = form.handleSubmit((values) =>
    save(values.body, {
      onSuccess: () => {
        toast.success(t('leads.detail.notes.updated'));
        onClose();
      },
      onError: (error, serverProblem) => {
        if (!isApiError(error) || error.status !== 404) return serverProblem();
        setGone(true);
        return { key: 'leads.detail.notes.gone' };
      },
    }),
  );
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDownCapture={submitOnShortcut}
      className="flex flex-col gap-2"
    >
      <NoteTextField
        form={form}
        label={t('leads.detail.notes.editLabel')}
        rows={4}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || update.isPending) return;
          event.preventDefault();
          close();
        }}
      />
      <FormProblem problem={problem} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" size="sm" disabled={update.isPending} onClick={close}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" size="sm" loading={update.isPending}>
          {t('leads.detail.notes.saveEdit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Asks before a note is deleted (for the whole team, not to be undone), then deletes it. A note someone else
 * deleted meanwhile is gone all the same: the list is loaded again and says so; any other failure keeps the
 * question open and says why.
 */
function DeleteNoteDialog({
  comment,
  onCancel,
  onDeleted,
}: {
  comment: LeadComment;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const format = useLeadFormat();
  const failureText = useFailureText();
  const remove = useDeleteLeadComment(comment.leadId);
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        title={t('leads.detail.notes.deleteTitle')}
        body={t('leads.detail.notes.deleteBody', {
          author: comment.author.name,
          date: format.dateTime(comment.createdAt),
        })}
        confirm={t('leads.detail.notes.deleteConfirm')}
        pending={remove.isPending}
        onCancel={onCancel}
        onConfirm={() =>
          remove.mutate(comment.id, {
            onSuccess: () => {
              toast.success(t('leads.detail.notes.deleted'));
              onDeleted();
            },
            onError: (error) => {
              if (isApiError(error) && error.status === 404) {
                toast.success(t('leads.detail.notes.alreadyGone'));
                onDeleted();
              } else toast.error(failureText(error));
            },
          })
        }
      />
    </Suspense>
  );
}
