// Two-factor (spec point 7): GET /auth/two-factor shows the QR code to scan; POST /auth/two-factor confirms it
// with the 6-digit code of the authenticator app and turns two-factor on.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { TwoFactorVerifyLimits } from '@/api/generated/limits';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { formErrorMap } from '@/lib/forms/form-errors';
import { validationMessage } from '@/lib/forms/messages';
import { useServerForm } from '@/lib/forms/use-server-form';
import { useTwoFactorQrCode, useVerifyTwoFactorCode } from '../api/account';

const CODE_PATTERN = TwoFactorVerifyLimits.properties.code.pattern;
/** The code's length, read from the document's pattern (6 digits). */
const CODE_LENGTH = Number(/\{(\d+)\}/.exec(CODE_PATTERN)?.[1]);

const schema = z.object({
  code: z
    .string()
    .trim()
    .min(1, validationMessage.required())
    .regex(new RegExp(CODE_PATTERN), validationMessage.code()),
});
type Values = z.infer<typeof schema>;

function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

export function SecurityTab() {
  const { t } = useTranslation();
  const qr = useTwoFactorQrCode();
  const qrUrl = useObjectUrl(qr.data);
  const verify = useVerifyTwoFactorCode();
  const [enabled, setEnabled] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(schema, { error: formErrorMap() }),
    defaultValues: { code: '' },
  });
  const { problem, submit, isPending } = useServerForm({ form, mutation: verify, fields: { code: 'code' } });
  const onSubmit = form.handleSubmit((values) =>
    submit(values.code.trim(), {
      onSuccess: () => {
        setEnabled(true);
        toast.success(t('settings.security.enabled'));
      },
    }),
  );
  if (enabled) return <p role="status">{t('settings.security.enabled')}</p>;
  return (
    <div className="flex max-w-md flex-col gap-4">
      <p className="text-sm">{t('settings.security.intro')}</p>
      {qr.isError ? (
        <Alert className="flex flex-wrap items-center gap-3">
          {t('errors.loading')}
          <Button variant="secondary" size="sm" onClick={() => void qr.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : qrUrl ? (
        <img src={qrUrl} alt={t('settings.security.qrCode')} className="size-48 border border-line bg-white p-2" />
      ) : (
        <Spinner className="size-6" label={t('app.loading')} />
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <FormField label={t('settings.security.code')} error={form.formState.errors.code?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH}
              dir="ltr"
              className="max-w-40"
            />
          )}
        </FormField>
        <FormProblem problem={problem} />
        <Button type="submit" loading={isPending} className="self-start">
          {t('settings.security.confirm')}
        </Button>
      </form>
    </div>
  );
}
