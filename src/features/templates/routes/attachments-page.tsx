import { Download, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/errors/load-error';
import { Page } from '@/components/layout/page';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { useCurrentUser } from '@/lib/session/session-query';
import { type Attachment, useAttachmentList, useDeleteAttachment } from '../api/attachments';
import { DeleteDialog, preloadDeleteDialog } from '../components/delete-dialog';
import { UploadFramePlaceholder } from '../components/upload-frame';
import { useTemplateRights } from '../lib/rights';

// The upload form (react-hook-form) loads beside the page and replaces a frame of its exact size; the delete
// question (the templates' DeleteDialog, a Radix dialog) loads with its button (issue 23; docs/templates.md,
// "First-visit weight").
const UploadForm = lazy(async () => ({ default: (await import('../components/upload-form')).UploadForm }));

/** /templates/attachments: files the composer can attach; upload with progress, list, delete. */
export default function AttachmentsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const format = useFormat();
  const rights = useTemplateRights();
  const list = useAttachmentList(user.customerId);
  const remove = useDeleteAttachment(user.customerId);
  const [deleting, setDeleting] = useState<Attachment | null>(null);
  const canUpload = rights.isAdmin || rights.writableProviders.length > 0;
  const providerName = (providerId: number | null) =>
    providerId === null
      ? t('templates.allProviders')
      : (user.providers.find((provider) => provider.id === providerId)?.name ?? `#${providerId}`);

  let content;
  // The list waits for the user's rights as for its data, so its delete buttons do not appear a moment later.
  if (list.isPending || rights.isPending) content = <p role="status">{t('app.loading')}</p>;
  else if (list.isError) content = <LoadError onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0)
    content = (
      <p className="rounded-lg border border-dashed border-border p-6 text-center">
        {t('templates.attachments.empty')}
      </p>
    );
  else
    content = (
      <ul
        className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card"
        aria-label={t('templates.attachments.listLabel')}
      >
        {list.data.map((attachment) => (
          <li key={attachment.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div className="min-w-0">
              <p className="font-medium break-words" dir="auto">
                {attachment.name}
              </p>
              <p className="text-xs break-all text-muted-foreground" dir="auto">
                {attachment.fileName}
              </p>
              <p className="text-xs text-muted-foreground">
                {t('templates.attachments.meta', {
                  size: format.fileSize(attachment.size),
                  date: format.date(attachment.createdAt),
                })}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Badge>{providerName(attachment.providerId)}</Badge>
              <a
                className={buttonVariants({ size: 'sm', variant: 'ghost' })}
                href={/^https:\/\//i.test(attachment.url) ? attachment.url : undefined}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('templates.attachments.openNamed', { name: attachment.name })}
              >
                <Download aria-hidden /> {t('templates.attachments.open')}
              </a>
              {rights.canWrite(attachment.providerId) ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('templates.attachments.deleteNamed', { name: attachment.name })}
                  onClick={() => setDeleting(attachment)}
                  onPointerEnter={preloadDeleteDialog}
                  onFocus={preloadDeleteDialog}
                >
                  <Trash2 aria-hidden /> {t('templates.delete')}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <Page title={t('routes.attachments')}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">{t('templates.attachments.intro')}</p>
        {canUpload ? (
          <Suspense fallback={<UploadFramePlaceholder />}>
            <UploadForm customerId={user.customerId} />
          </Suspense>
        ) : null}
        {content}
      </div>
      {deleting ? (
        <DeleteDialog
          title={t('templates.attachments.deleteTitle')}
          body={t('templates.attachments.deleteBody', { name: deleting.name })}
          done={t('templates.attachments.deleted', { name: deleting.name })}
          pending={remove.isPending}
          remove={(callbacks) => remove.mutate(deleting.id, callbacks)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Page>
  );
}
