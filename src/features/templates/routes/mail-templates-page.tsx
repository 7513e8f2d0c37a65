import { Plus, Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useSearchParamState } from '@/lib/search-params';
import { useCurrentUser } from '@/lib/session/session-query';
import { type MailTemplate, useDeleteMailTemplate, useMailTemplateList } from '../api/mail-templates';
import { DeleteDialog } from '../components/delete-dialog';
import { MailTemplateList } from '../components/mail-template-list';
import { useTemplateRights } from '../lib/rights';
import { mailTemplateParams } from '../lib/url-params';
import { loadSanitizer } from '../lib/sanitizer';

// The form (react-hook-form, zod, the editor's loader) loads when a template is written or changed, not with the
// list: the first visit of the page carries only the list.
const TemplateForm = lazy(() =>
  import('../components/template-form').then((module) => ({ default: module.TemplateForm })),
);

// The previews' sanitizer loads beside the page, with the list's data (issue 23; docs/templates.md, "First-visit
// weight"). A failure here is shown by the page (useSanitizer tries again and throws into the render).
loadSanitizer().catch(() => undefined);

/** /templates/mail-templates: the account's mail templates; search, create, edit, duplicate, delete. */
export default function MailTemplatesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const rights = useTemplateRights();
  const url = useSearchParamState(mailTemplateParams);
  const search = url.values.q ?? '';
  // The open form is in the URL, so a reload comes back to it (with its draft).
  const editing = url.values.edit;
  const list = useMailTemplateList(user.customerId);
  const remove = useDeleteMailTemplate(user.customerId);
  const [deleting, setDeleting] = useState<MailTemplate | null>(null);

  // Typing a search replaces the history entry; opening and closing the form adds one.
  const setParam = (key: 'q' | 'edit', value: string | null) =>
    key === 'q' ? url.update({ q: value }, { replace: true }) : url.update({ edit: value });

  const editedTemplate = editing && editing !== 'new' ? list.data?.find((row) => String(row.id) === editing) : null;
  const canCreate = rights.isAdmin || rights.writableProviders.length > 0;
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
        <p className="text-sm text-muted-foreground">{t('templates.mail.intro')}</p>
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
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
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
        <MailTemplateList
          list={list}
          rights={rights}
          search={search}
          onEdit={(template) => setParam('edit', String(template.id))}
          onDelete={setDeleting}
        />
      </div>
      {deleting ? (
        <DeleteDialog
          title={t('templates.mail.deleteTitle')}
          body={t('templates.mail.deleteBody', { name: deleting.name })}
          done={t('templates.mail.deleted', { name: deleting.name })}
          pending={remove.isPending}
          remove={(callbacks) => remove.mutate(deleting.id, callbacks)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Page>
  );
}
