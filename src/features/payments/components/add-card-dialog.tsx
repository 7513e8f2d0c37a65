// "Karte hinzufügen" (spec point 5): its own module, loaded with the first click on the button (issue 23), so the
// cards tab carries no form library. The number and CVV live in this form only: no draft, no storage.
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CreditCardCreateLimits } from '@/api/generated/limits';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useServerForm } from '@/lib/forms/use-server-form';
import { useCreateCreditCard } from '../api/payments';
import { CardFields, type CardFieldValues, cardServerFields, checkCard, EMPTY_CARD } from './card-fields';

interface AddCardValues extends CardFieldValues {
  name: string;
  isPrimary: boolean;
}

/** "Karte hinzufügen": mounted only while open, so the typed number and CVV go with the dialog. */
export function AddCardDialog({ customerId, onClose }: { customerId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCreditCard(customerId);
  const form = useForm<AddCardValues>({ defaultValues: { ...EMPTY_CARD, name: '', isPrimary: false } });
  const { submit, problem, isPending } = useServerForm({
    form,
    mutation: create,
    fields: { ...cardServerFields(), name: 'name', isPrimary: 'isPrimary' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const checked = checkCard(values, new Date());
    const name = values.name.trim();
    if (!name) form.setError('name', { message: 'validation.required' });
    if (!checked.card) {
      for (const [field, key, values] of checked.problems) form.setError(field, { message: t(key, values ?? {}) });
      return;
    }
    if (!name) return;
    return submit(
      { ...checked.card, name, isPrimary: values.isPrimary },
      {
        onSuccess: (card) => {
          toast.success(t('payments.cards.added', { name: card.name, number: card.maskedNumber }));
          onClose();
        },
      },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t('payments.cards.addTitle')}</DialogTitle>
        <DialogDescription>{t('payments.cards.addIntro')}</DialogDescription>
        <form
          noValidate
          aria-label={t('payments.cards.addTitle')}
          className="flex flex-col gap-3"
          onSubmit={(event) => void onSubmit(event)}
        >
          <FormField label={t('payments.cards.name')} error={errors.name?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('name')}
                maxLength={CreditCardCreateLimits.properties.name.maxLength}
                placeholder={t('payments.cards.namePlaceholder')}
              />
            )}
          </FormField>
          <CardFields
            errors={errors}
            fields={{
              holderName: form.register('holderName'),
              number: form.register('number'),
              expiry: form.register('expiry'),
              cvv: form.register('cvv'),
            }}
          />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...form.register('isPrimary')} />
            {t('payments.cards.makePrimaryOnAdd')}
          </label>
          <FormProblem problem={problem} />
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isPending}>
              {t('payments.cards.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
