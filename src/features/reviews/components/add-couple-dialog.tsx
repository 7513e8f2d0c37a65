import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { CoupleProviderCreateLimits } from '@/api/generated/limits';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { useErrorText } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { loadAllPhoneMetadata } from '@/lib/phone';
import { useCreateCoupleProvider } from '../api/couples';
import { type CoupleField as Field, coupleRequest } from '../lib/add-couple';

const LIMITS = CoupleProviderCreateLimits.properties;

/**
 * Adds a couple the provider worked with but that did not come through the marketplace (e.g. booked by phone), so
 * that it can be asked for a review. E-mail and phone are only kept for that request.
 */
export function AddCoupleDialog({
  providers,
  onClose,
}: {
  providers: ReadonlyArray<{ id: number; name: string }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const errorMessage = useErrorText();
  const id = useId();
  const [providerId, setProviderId] = useState(providers[0]?.id ?? 0);
  const [coupleName, setCoupleName] = useState('');
  const [weddingDate, setWeddingDate] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateCoupleProvider();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // German numbers only (the default country), checked by the portal's one rule, which needs the whole metadata
    // (src/lib/phone-rule.ts); it loads with the first check, not with the dialog.
    await loadAllPhoneMetadata();
    const request = coupleRequest({ providerId, coupleName, weddingDate, email, phone });
    if ('errors' in request) {
      setErrors(Object.fromEntries(Object.entries(request.errors).map(([field, key]) => [field, errorMessage(key)])));
      return;
    }
    setErrors({});
    setProblem(null);
    create.mutate(request.body, {
      onSuccess: (created) => {
        toast.success(t('reviews.couples.added', { name: created.couple.name }));
        onClose();
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.fieldErrors : {};
        const server: Partial<Record<Field, string>> = {};
        for (const field of ['providerId', 'coupleName', 'weddingDate', 'email', 'phone'] as const) {
          const message = fields[field] ?? fields[`${field}.number`];
          if (message) server[field] = message;
        }
        // Without a provider choice on the form (one provider), its error cannot sit on a field: say it below.
        const providerProblem = providers.length > 1 ? undefined : server.providerId;
        if (providerProblem) delete server.providerId;
        setErrors(server);
        if (providerProblem) setProblem(providerProblem);
        else if (!Object.keys(server).length) setProblem(failureText(error));
      },
    });
  };

  const describe = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const errorText = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} role="alert" className="text-sm text-danger">
        {errors[field]}
      </p>
    ) : null;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent aria-describedby={`${id}-description`}>
        <DialogTitle>{t('reviews.couples.addTitle')}</DialogTitle>
        <DialogDescription id={`${id}-description`}>{t('reviews.couples.addDescription')}</DialogDescription>
        <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
          {providers.length > 1 ? (
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-provider`} className="text-sm font-medium">
                {t('reviews.filters.provider')}
              </label>
              <Select
                id={`${id}-provider`}
                value={providerId}
                aria-invalid={errors.providerId ? true : undefined}
                aria-describedby={describe('providerId')}
                onChange={(event) => setProviderId(Number(event.target.value))}
              >
                {providers.map((provider) => (
                  <option key={provider.id} value={provider.id}>
                    {provider.name}
                  </option>
                ))}
              </Select>
              {errorText('providerId')}
            </div>
          ) : null}
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-name`} className="text-sm font-medium">
              {t('reviews.couples.name')}
            </label>
            <Input
              id={`${id}-name`}
              value={coupleName}
              dir="auto"
              maxLength={LIMITS.coupleName.maxLength}
              aria-invalid={errors.coupleName ? true : undefined}
              aria-describedby={describe('coupleName')}
              onChange={(event) => setCoupleName(event.target.value)}
            />
            {errorText('coupleName')}
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-date`} className="text-sm font-medium">
              {t('reviews.couples.weddingDate')}
            </label>
            <Input
              id={`${id}-date`}
              type="date"
              value={weddingDate}
              aria-invalid={errors.weddingDate ? true : undefined}
              aria-describedby={describe('weddingDate')}
              onChange={(event) => setWeddingDate(event.target.value)}
            />
            {errorText('weddingDate')}
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-email`} className="text-sm font-medium">
              {t('reviews.couples.email')}
            </label>
            <Input
              id={`${id}-email`}
              type="email"
              dir="ltr"
              value={email}
              maxLength={LIMITS.email.maxLength}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describe('email')}
              onChange={(event) => setEmail(event.target.value)}
            />
            {errorText('email')}
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-phone`} className="text-sm font-medium">
              {t('reviews.couples.phone')}
            </label>
            <Input
              id={`${id}-phone`}
              type="tel"
              dir="ltr"
              value={phone}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={describe('phone')}
              onChange={(event) => setPhone(event.target.value)}
            />
            {errorText('phone')}
          </div>
          {problem ? (
            <p role="alert" className="text-sm text-danger">
              {problem}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('reviews.couples.add')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
