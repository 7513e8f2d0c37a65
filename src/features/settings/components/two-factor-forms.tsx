// The forms of the two-factor tab (./security-tab.tsx), loaded when the user starts the set-up or turning it off: the
// QR code's library (qrcode.react) and the form libraries are not part of the tab's first screen. The QR code is
// inline SVG (no image URL, so the CSP's img-src is not involved); the secret stays in the caller's state only.
import { zodResolver } from '@hookform/resolvers/zod';
import { QRCodeSVG } from 'qrcode.react';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { TwoFactorCodeLimits } from '@/api/generated/limits';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { formErrorMap } from '@/lib/forms/form-errors';
import { validationMessage } from '@/lib/forms/messages';
import { useServerForm } from '@/lib/forms/use-server-form';
import { type TwoFactorSetup, useDisableTwoFactor, useEnableTwoFactor } from '../api/account';

const CODE_PATTERN = TwoFactorCodeLimits.properties.code.pattern;
/** The code's length, read from the document's pattern (6 digits). */
const CODE_LENGTH = Number(/\{(\d+)\}/.exec(CODE_PATTERN)?.[1]);
/** Characters per group of the secret as shown to type (a UI choice: authenticator apps show keys so too). */
const SECRET_GROUP = 4;

const schema = z.object({
  code: z
    .string()
    .trim()
    .min(1, validationMessage.required())
    .regex(new RegExp(CODE_PATTERN), validationMessage.code()),
});
type Values = z.infer<typeof schema>;

/** "JBSWY3DP…" as ["JBSW", "Y3DP", …]. */
export function secretGroups(secret: string): string[] {
  return secret.match(new RegExp(`.{1,${SECRET_GROUP}}`, 'g')) ?? [];
}

/** The 6-digit code field and its submit, for confirming the set-up and for turning two-factor off. */
function CodeForm({
  submitLabel,
  successText,
  variant,
  mutation,
  children,
}: {
  submitLabel: string;
  /** The snackbar's text when the code was accepted (the page then shows the new state). */
  successText: string;
  variant?: 'primary' | 'danger';
  mutation: { mutateAsync: (code: string) => Promise<unknown>; isPending: boolean };
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(schema, { error: formErrorMap() }),
    defaultValues: { code: '' },
  });
  const { problem, submit, isPending } = useServerForm({ form, mutation, fields: { code: 'code' } });
  const onSubmit = form.handleSubmit((values) =>
    submit(values.code.trim(), { onSuccess: () => toast.success(successText) }),
  );
  return (
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
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={variant} loading={isPending}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}

export function TwoFactorSetupForm({ setup, onCancel }: { setup: TwoFactorSetup; onCancel: () => void }) {
  const { t } = useTranslation();
  const enable = useEnableTwoFactor();
  const scanId = useId();
  const typeId = useId();
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <section aria-labelledby={scanId} className="flex flex-col gap-3">
        <h2 id={scanId} className="text-base font-semibold">
          {t('settings.security.scanTitle')}
        </h2>
        <p className="text-sm">{t('settings.security.scan')}</p>
        {/* Inline SVG in the DOM, dark on white with the quiet zone of four modules that scanners need. */}
        <QRCodeSVG
          value={setup.otpauthUri}
          level="M"
          marginSize={4}
          aria-label={t('settings.security.qrCode')}
          className="size-52 max-w-full rounded-md border border-border"
        />
        {/* On a phone the code cannot be scanned with the phone itself: its authenticator app takes the URI. */}
        <a href={setup.otpauthUri} className="self-start text-sm text-brand-700 underline md:hidden">
          {t('settings.security.openInApp')}
        </a>
      </section>
      <section aria-labelledby={typeId} className="flex flex-col gap-3">
        <h2 id={typeId} className="text-base font-semibold">
          {t('settings.security.typeTitle')}
        </h2>
        <p className="text-sm">{t('settings.security.type')}</p>
        <SecretKey setup={setup} />
      </section>
      <section className="flex flex-col gap-3">
        <p className="text-sm">{t('settings.security.confirmIntro')}</p>
        <CodeForm
          submitLabel={t('settings.security.confirm')}
          successText={t('settings.security.enabled')}
          mutation={enable}
        >
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </CodeForm>
      </section>
    </div>
  );
}

type CopyState = 'idle' | 'copied' | 'refused';

/**
 * The secret to type: groups of four left to right in every language; screen readers get it spelled out, group by
 * group (read as a word, "Y3DP" would be guessed at). The copy button copies it without spaces.
 */
function SecretKey({ setup }: { setup: TwoFactorSetup }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [copy, setCopy] = useState<CopyState>('idle');
  const groups = secretGroups(setup.secret);
  const onCopy = async () => {
    try {
      // Missing outside secure contexts and refused by some browsers' permissions: both end in the hint below.
      if (!('clipboard' in navigator)) throw new Error('no clipboard');
      await navigator.clipboard.writeText(setup.secret);
      setCopy('copied');
    } catch {
      setCopy('refused');
    }
  };
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-medium">
        {t('settings.security.secret')}
      </p>
      <p dir="ltr" className="flex flex-wrap gap-x-3 gap-y-1 font-mono text-lg tracking-wider">
        <span aria-hidden="true" className="contents">
          {groups.map((group, index) => (
            <span key={index}>{`${group}${index < groups.length - 1 ? ' ' : ''}`}</span>
          ))}
        </span>
        <span className="sr-only">{groups.map((group) => group.split('').join(' ')).join(', ')}</span>
      </p>
      <p className="text-sm text-muted-foreground">
        {t('settings.security.account', { account: setup.accountName, issuer: setup.issuer })}
      </p>
      <Button type="button" variant="secondary" size="sm" className="self-start" onClick={() => void onCopy()}>
        {t('settings.security.copy')}
      </Button>
      <p role="status" className="text-sm">
        {copy === 'copied'
          ? t('settings.security.copied')
          : copy === 'refused'
            ? t('settings.security.copyRefused')
            : null}
      </p>
    </div>
  );
}

/** Turning two-factor off: a current code of the app (the state then shows the set-up again). */
export function TwoFactorDisableForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  return (
    <>
      <p className="text-sm">{t('settings.security.disableIntro')}</p>
      <CodeForm
        submitLabel={t('settings.security.disable')}
        successText={t('settings.security.disabled')}
        variant="danger"
        mutation={disable}
      >
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </CodeForm>
    </>
  );
}
