// The upload form of /templates/attachments (react-hook-form, the server's field errors, the progress bar): its own
// module, loaded beside the page (issue 23), so the list paints without the form library. Until it arrives the page
// shows the same frame with disabled controls (UploadFrame), so nothing moves.
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { useServerForm } from '@/lib/forms/use-server-form';
import { useFormat } from '@/lib/format';
import { useUploadAttachment } from '../api/attachments';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_MEGABYTES, attachmentFileProblem } from '../lib/attachment-rules';
import { useTemplateRights } from '../lib/rights';
import { NAME_MAX, UploadFrame } from './upload-frame';
import { Progress } from '@/components/ui/progress';

interface UploadValues {
  file: File | null;
  name: string;
  providerId: string;
}

export function UploadForm({ customerId }: { customerId: number }) {
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
    <UploadFrame
      form={{ noValidate: true, onSubmit: (event) => void onSubmit(event) }}
      errors={{ file: errors.file?.message, name: errors.name?.message, providerId: errors.providerId?.message }}
      file={(control) => (
        <Controller
          control={form.control}
          name="file"
          render={({ field }) => (
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
        />
      )}
      name={(control) => <Input {...control} dir="auto" maxLength={NAME_MAX} {...form.register('name')} />}
      provider={(control, options) => (
        <Select {...control} {...form.register('providerId')}>
          {options}
        </Select>
      )}
      status={
        <>
          {progress !== null && isPending ? (
            <div className="flex flex-col gap-1">
              <span id={progressId} className="text-sm text-muted-foreground">
                {t('templates.attachments.progress', { percent: Math.round(progress * 100) })}
              </span>
              <Progress aria-labelledby={progressId} value={progress} />
            </div>
          ) : null}
          <FormProblem problem={problem} />
        </>
      }
      pending={isPending}
    />
  );
}
