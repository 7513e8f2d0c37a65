import { Download, Trash2, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { AttachmentUploadLimits } from '@/api/generated/limits';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useServerForm } from '@/lib/forms/use-server-form';
import { useFormat } from '@/lib/format';
import { useCurrentUser } from '@/lib/session/session-query';
import { type Attachment, useAttachmentList, useDeleteAttachment, useUploadAttachment } from '../api/attachments';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_MEGABYTES, attachmentFileProblem } from '../lib/attachment-rules';
import { useTemplateRights } from '../lib/rights';

const NAME_MAX = AttachmentUploadLimits.properties.name.maxLength;

interface UploadValues {
  file: File | null;
  name: string;
  providerId: string;
}

/** /templates/attachments: files the composer can attach; upload with progress, list, delete. */
export default function AttachmentsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const format = useFormat();
  const failureText = useFailureText();
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
  if (list.isPending) content = <p role="status">{t('app.loading')}</p>;
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
      <p className="rounded-lg border border-dashed border-line p-6 text-center">{t('templates.attachments.empty')}</p>
    );
  else
    content = (
      <ul
        className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface"
        aria-label={t('templates.attachments.listLabel')}
      >
        {list.data.map((attachment) => (
          <li key={attachment.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div className="min-w-0">
              <p className="font-medium break-words" dir="auto">
                {attachment.name}
              </p>
              <p className="text-xs break-all text-muted" dir="auto">
                {attachment.fileName}
              </p>
              <p className="text-xs text-muted">
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
        <p className="text-sm text-muted">{t('templates.attachments.intro')}</p>
        {canUpload ? <UploadForm customerId={user.customerId} /> : null}
        {content}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('templates.attachments.deleteTitle')}
        confirm={t('templates.delete')}
        body={t('templates.attachments.deleteBody', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('templates.attachments.deleted', { name: deleting.name }));
              setDeleting(null);
            },
            onError: (error) => toast.error(failureText(error)),
          });
        }}
      />
    </Page>
  );
}

function UploadForm({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rights = useTemplateRights();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadAttachment(customerId, setProgress);
  // A new key empties the file input after an upload (a file input cannot be set from the code).
  const [inputKey, setInputKey] = useState(0);
  const progressId = useId();
  const form = useForm<UploadValues>({
    defaultValues: {
      file: null,
      name: '',
      providerId: rights.isAdmin ? '' : String(rights.writableProviders[0]?.id ?? ''),
    },
  });
  const { submit, problem, isPending } = useServerForm({
    form,
    mutation: upload,
    fields: { file: 'file', name: 'name', providerId: 'providerId' },
  });
  const { errors } = form.formState;
  const maxSize = `${format.number(ATTACHMENT_MAX_MEGABYTES)} MB`;

  const onSubmit = form.handleSubmit((values) => {
    const file = values.file;
    if (!file) {
      form.setError('file', { message: t('templates.attachments.fileRequired') });
      return;
    }
    const fileProblem = attachmentFileProblem(file);
    if (fileProblem) {
      form.setError('file', { message: t(`templates.attachments.problems.${fileProblem}`, { max: maxSize }) });
      return;
    }
    setProgress(0);
    return submit(
      {
        file,
        name: values.name.trim() || undefined,
        providerId: values.providerId ? Number(values.providerId) : undefined,
      },
      {
        onSuccess: (created) => {
          toast.success(t('templates.attachments.uploaded', { name: created.name }));
          form.reset({ file: null, name: '', providerId: values.providerId });
          setInputKey((key) => key + 1);
        },
        onError: (error, serverProblem) => {
          // 413: the server's size limit, shown on the file like the check before sending.
          if (isApiError(error) && error.status === 413) {
            form.setError('file', {
              message: error.serverMessage ?? t('templates.attachments.problems.tooLarge', { max: maxSize }),
            });
            return null;
          }
          return serverProblem();
        },
      },
    ).finally(() => setProgress(null));
  });

  return (
    <form
      noValidate
      aria-label={t('templates.attachments.uploadTitle')}
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 className="text-lg font-semibold">{t('templates.attachments.uploadTitle')}</h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <Controller
          control={form.control}
          name="file"
          render={({ field }) => (
            <FormField
              label={t('templates.attachments.file')}
              error={errors.file?.message}
              description={t('templates.attachments.fileHint', { max: maxSize })}
            >
              {(control) => (
                <Input
                  {...control}
                  key={inputKey}
                  type="file"
                  accept={ATTACHMENT_ACCEPT}
                  onChange={(event) => {
                    form.clearErrors('file');
                    const file = event.target.files?.[0] ?? null;
                    field.onChange(file);
                    if (file) {
                      const fileProblem = attachmentFileProblem(file);
                      if (fileProblem)
                        form.setError('file', {
                          message: t(`templates.attachments.problems.${fileProblem}`, { max: maxSize }),
                        });
                    }
                  }}
                />
              )}
            </FormField>
          )}
        />
        <FormField
          label={t('templates.attachments.name')}
          error={errors.name?.message}
          description={t('templates.attachments.nameHint')}
        >
          {(control) => <Input {...control} dir="auto" maxLength={NAME_MAX} {...form.register('name')} />}
        </FormField>
        <FormField label={t('templates.mail.provider')} error={errors.providerId?.message}>
          {(control) => (
            <Select {...control} {...form.register('providerId')}>
              {rights.isAdmin ? <option value="">{t('templates.allProviders')}</option> : null}
              {rights.writableProviders.map((provider) => (
                <option key={provider.id} value={String(provider.id)}>
                  {provider.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      {progress !== null && isPending ? (
        <div className="flex flex-col gap-1">
          <span id={progressId} className="text-sm text-muted">
            {t('templates.attachments.progress', { percent: Math.round(progress * 100) })}
          </span>
          <div
            role="progressbar"
            aria-labelledby={progressId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-canvas"
          >
            <div
              className="h-full bg-brand-700 transition-[width]"
              style={{ width: `${Math.round(progress * 100)}%` }}
            />
          </div>
        </div>
      ) : null}
      <FormProblem problem={problem} />
      <div>
        <Button type="submit" loading={isPending}>
          <Upload aria-hidden /> {t('templates.attachments.upload')}
        </Button>
      </div>
    </form>
  );
}
