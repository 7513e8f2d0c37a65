import { useId, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CoupleCommentRequestLimits } from '@/api/generated/limits';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FieldError } from '@/components/ui/field-error';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { useServerForm } from '@/lib/forms/use-server-form';
import { useFormat } from '@/lib/format';
import { type CoupleCommentRequest, type CoupleProvider, useRequestCoupleComment } from '../api/couples';

const CHANNELS = CoupleCommentRequestLimits.properties.channel.enum;
const MESSAGE_MAX = CoupleCommentRequestLimits.properties.message.maxLength;

interface RequestValues {
  channel: CoupleCommentRequest['channel'];
  message: string;
  agreed: boolean;
}

const SERVER_FIELDS: ServerFieldMap<RequestValues> = {
  channel: 'channel',
  message: 'message',
  agreedWithCouple: 'agreed',
};

/**
 * Asks a couple for a review (spec point 5: only in agreement with the couple). The send button stays disabled
 * until the user confirms the couple agreed; the API refuses the request otherwise.
 */
export function RequestDialog({ couple, onClose }: { couple: CoupleProvider; onClose: () => void }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<RequestValues>({ defaultValues: { channel: 'email', message: '', agreed: false } });
  const request = useRequestCoupleComment();
  const { problem, submit, isPending } = useServerForm({ form, mutation: request, fields: SERVER_FIELDS, formRef });
  const { errors } = form.formState;
  const agreed = useWatch({ control: form.control, name: 'agreed' });
  const message = useWatch({ control: form.control, name: 'message' });

  const onSubmit = form.handleSubmit(({ channel, message: typed, agreed: confirmed }) => {
    if (!confirmed) return;
    const text = typed.trim();
    return submit(
      { id: couple.id, body: { channel, agreedWithCouple: true, ...(text ? { message: text } : {}) } },
      {
        onSuccess: () => {
          toast.success(t('reviews.requests.sent', { name: couple.couple.name }));
          onClose();
        },
      },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent aria-describedby={`${id}-description`}>
        <DialogTitle>{t('reviews.requests.dialogTitle')}</DialogTitle>
        <DialogDescription id={`${id}-description`}>
          {t('reviews.requests.dialogDescription', { name: couple.couple.name })}
        </DialogDescription>
        <form ref={formRef} onSubmit={(event) => void onSubmit(event)} className="grid gap-4" noValidate>
          <FormField label={t('reviews.requests.channel')} error={errors.channel?.message}>
            {(control) => (
              <Select {...control} {...form.register('channel')}>
                {CHANNELS.map((value) => (
                  <option key={value} value={value}>
                    {t(`reviews.requests.channels.${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            label={t('reviews.requests.message')}
            error={errors.message?.message}
            description={t('reviews.requests.messageHint', { used: number(message.length), max: number(MESSAGE_MAX) })}
          >
            {(control) => (
              <Textarea {...control} {...form.register('message')} rows={3} dir="auto" maxLength={MESSAGE_MAX} />
            )}
          </FormField>
          <div className="grid gap-1.5">
            <div className="flex items-start gap-2">
              <Controller
                control={form.control}
                name="agreed"
                render={({ field }) => (
                  <Checkbox
                    id={`${id}-agreed`}
                    ref={field.ref}
                    name={field.name}
                    checked={field.value}
                    onBlur={field.onBlur}
                    onCheckedChange={(value) => field.onChange(value)}
                    aria-invalid={errors.agreed ? true : undefined}
                    aria-describedby={errors.agreed ? `${id}-agreed-error` : undefined}
                  />
                )}
              />
              <label htmlFor={`${id}-agreed`} className="text-sm">
                {t('reviews.requests.agreed')}
              </label>
            </div>
            <FieldError id={`${id}-agreed-error`} error={errors.agreed?.message} />
          </div>
          <FormProblem problem={problem} inline />
          <FormDialogFooter
            onCancel={onClose}
            pending={isPending}
            submitLabel={t('reviews.requests.send')}
            submitDisabled={!agreed}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
