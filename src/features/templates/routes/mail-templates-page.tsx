import { Copy, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailTemplateCreateLimits } from '@/api/generated/limits';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useFormat } from '@/lib/format';
import { useSearchParamState } from '@/lib/search-params';
import { useCurrentUser } from '@/lib/session/session-query';
import {
  type MailTemplate,
  useDeleteMailTemplate,
  useDuplicateMailTemplate,
  useMailTemplateList,
} from '../api/mail-templates';
import { HtmlPreview } from '../components/html-preview';
import { useTemplateRights } from '../lib/rights';
import { mailTemplateParams } from '../lib/url-params';
import { loadSanitizer, useSanitizer } from '../lib/sanitizer';

const NAME_MAX = MailTemplateCreateLimits.properties.name.maxLength;

// The form (react-hook-form, zod, the editor's loader) loads when a template is written or changed, not with the
// list: the first visit of the page carries only the list.
const TemplateForm = lazy(() =>
  import('../components/template-form').then((module) => ({ default: module.TemplateForm })),
);

// The delete question (Radix dialog) loads with its button; the previews' sanitizer beside the page, with the list's
// data (issue 23; docs/templates.md, "First-visit weight").
const loadConfirmDialog = () => import('@/components/ui/confirm-dialog');
const ConfirmDialog = lazy(async () => ({ default: (await loadConfirmDialog()).ConfirmDialog }));
const preloadConfirmDialog = () => void loadConfirmDialog();
// A failure here is shown by the page (useSanitizer tries again and throws into the render).
loadSanitizer().catch(() => undefined);

function matches(template: MailTemplate, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return `${template.name}\n${template.subject}`.toLocaleLowerCase().includes(needle);
}

/** "Name (Kopie)", "Name (Kopie 2)" …: a name no template of the account has (the server refuses duplicates). */
function copyName(name: string, taken: Set<string>, label: (n: number) => string): string {
  // The first copy is "(Kopie)", later ones are numbered from 2.
  for (let n = 1; ; n += 1) {
    const suffix = ` ${label(n)}`;
    const candidate = `${name.slice(0, NAME_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate.toLocaleLowerCase())) return candidate;
  }
}

/** /templates/mail-templates: the account's mail templates; search, create, edit, duplicate, delete. */
export default function MailTemplatesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const format = useFormat();
  const failureText = useFailureText();
  const rights = useTemplateRights();
  const url = useSearchParamState(mailTemplateParams);
  const search = url.values.q ?? '';
  // The open form is in the URL, so a reload comes back to it (with its draft).
  const editing = url.values.edit;
  const list = useMailTemplateList(user.customerId);
  const duplicate = useDuplicateMailTemplate(user.customerId);
  const remove = useDeleteMailTemplate(user.customerId);
  const [deleting, setDeleting] = useState<MailTemplate | null>(null);
  const sanitizer = useSanitizer();

  // Typing a search replaces the history entry; opening and closing the form adds one.
  const setParam = (key: 'q' | 'edit', value: string | null) =>
    key === 'q' ? url.update({ q: value }, { replace: true }) : url.update({ edit: value });

  const rows = useMemo(() => (list.data ?? []).filter((row) => matches(row, search)), [list.data, search]);
  const providerName = (providerId: number | null) =>
    providerId === null
      ? t('templates.allProviders')
      : (user.providers.find((provider) => provider.id === providerId)?.name ?? `#${providerId}`);
  const editedTemplate = editing && editing !== 'new' ? list.data?.find((row) => String(row.id) === editing) : null;
  const canCreate = rights.isAdmin || rights.writableProviders.length > 0;

  const onDuplicate = (template: MailTemplate) => {
    const taken = new Set((list.data ?? []).map((row) => row.name.toLocaleLowerCase()));
    duplicate.mutate(
      {
        name: copyName(template.name, taken, (n) =>
          n === 1 ? t('templates.mail.copySuffix') : t('templates.mail.copySuffixNumbered', { n: String(n) }),
        ),
        subject: template.subject,
        content: template.content,
        providerId: template.providerId,
      },
      {
        onSuccess: (created) => toast.success(t('templates.mail.duplicated', { name: created.name })),
        onError: (error) => toast.error(failureText(error)),
      },
    );
  };

  let content;
  // The previews need the sanitizer and the actions the user's rights: the list waits for them as for its data, so
  // it paints complete (no edit button appearing a moment later).
  if (list.isPending || rights.isPending || (list.isSuccess && !sanitizer))
    content = <p role="status">{t('app.loading')}</p>;
  else if (list.isError)
    content = (
      <Alert className="flex flex-wrap items-center justify-between gap-2">
        <span>{t('errors.loading')}</span>
        <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  else if (list.data.length === 0)
    content = (
      <p className="rounded-lg border border-dashed border-line p-6 text-center">{t('templates.mail.empty')}</p>
    );
  else if (rows.length === 0)
    content = (
      <p className="rounded-lg border border-dashed border-line p-6 text-center">
        {t('templates.mail.noMatch', { search })}
      </p>
    );
  else
    content = (
      <ul className="flex flex-col gap-3" aria-label={t('templates.mail.listLabel')}>
        {rows.map((template) => {
          const writable = rights.canWrite(template.providerId);
          return (
            <li key={template.id} className="rounded-lg border border-line bg-surface p-4">
              <article aria-labelledby={`template-${template.id}`} className="flex flex-col gap-2">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h2 id={`template-${template.id}`} className="font-semibold break-words" dir="auto">
                      {template.name}
                    </h2>
                    <p className="text-sm break-words text-muted" dir="auto">
                      {template.subject}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge>{providerName(template.providerId)}</Badge>
                    <span className="text-xs text-muted">
                      {t('templates.mail.updatedAt', { date: format.date(template.updatedAt) })}
                    </span>
                  </div>
                </div>
                <HtmlPreview html={template.content} className="line-clamp-4 border-s-2 border-line ps-3" />
                {writable ? (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('templates.mail.editNamed', { name: template.name })}
                      onClick={() => setParam('edit', String(template.id))}
                    >
                      <Pencil aria-hidden /> {t('templates.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('templates.mail.duplicateNamed', { name: template.name })}
                      loading={duplicate.isPending && duplicate.variables.subject === template.subject}
                      onClick={() => onDuplicate(template)}
                    >
                      <Copy aria-hidden /> {t('templates.mail.duplicate')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('templates.mail.deleteNamed', { name: template.name })}
                      onClick={() => setDeleting(template)}
                      onPointerEnter={preloadConfirmDialog}
                      onFocus={preloadConfirmDialog}
                    >
                      <Trash2 aria-hidden /> {t('templates.delete')}
                    </Button>
                  </div>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
    );

  const showForm = editing === 'new' ? canCreate : Boolean(editedTemplate);

  return (
    <Page
      title={t('routes.mailTemplates')}
      actions={
        canCreate && editing !== 'new' ? (
          <Button onClick={() => setParam('edit', 'new')}>
            <Plus aria-hidden /> {t('templates.mail.new')}
          </Button>
        ) : null
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('templates.mail.intro')}</p>
        {showForm ? (
          <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
            <TemplateForm
              key={editing ?? 'none'}
              customerId={user.customerId}
              template={editedTemplate ?? null}
              onDone={() => setParam('edit', null)}
            />
          </Suspense>
        ) : null}
        <div className="relative max-w-md">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted"
          />
          <Input
            type="search"
            className="ps-9"
            aria-label={t('templates.mail.search')}
            placeholder={t('templates.mail.search')}
            value={search}
            onChange={(event) => setParam('q', event.target.value)}
          />
        </div>
        {content}
      </div>
      {deleting ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('templates.mail.deleteTitle')}
            confirm={t('templates.delete')}
            body={t('templates.mail.deleteBody', { name: deleting.name })}
            pending={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  toast.success(t('templates.mail.deleted', { name: deleting.name }));
                  setDeleting(null);
                },
                onError: (error) => toast.error(failureText(error)),
              });
            }}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
