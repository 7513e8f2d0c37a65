// "Karte hinzufügen" (spec point 5): its own module, loaded with the first click on the button (issue 23), so the
// cards tab carries no form library. The number and CVV live in this form only: no draft, no storage. A card the
// account has saved already is refused by the server (409 CARD_ALREADY_SAVED): the dialog names the saved card and
// offers to use it (docs/payments.md, "Saved cards").
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CreditCardCreateLimits } from '@/api/generated/limits';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { currentInstant } from '@/lib/calendar-day';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useServerForm } from '@/lib/forms/use-server-form';
import { type CreditCard, useCreateCreditCard, useUpdateCreditCard } from '../api/payments';
import { alreadySavedCard } from '../lib/payment-errors';
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
  // The saved card the server named when this card was saved already; with whether the user asked for a primary card.
  const [alreadySaved, setAlreadySaved] = useState<{ card: CreditCard; makePrimary: boolean } | null>(null);
  const { submit, problem, isPending } = useServerForm({
    form,
    mutation: create,
    fields: { ...cardServerFields(), name: 'name', isPrimary: 'isPrimary' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const checked = checkCard(values, currentInstant());
    const name = values.name.trim();
    if (!name) form.setError('name', { message: 'validation.required' });
    if (!checked.card) {
      for (const [field, key, values] of checked.problems) form.setError(field, { message: t(key, values ?? {}) });
      return;
    }
    if (!name) return;
    setAlreadySaved(null);
    return submit(
      { ...checked.card, name, isPrimary: values.isPrimary },
      {
        onSuccess: (card) => {
          toast.success(t('payments.cards.added', { name: card.name, number: card.maskedNumber }));
          onClose();
        },
        onError: (error, serverProblem) => {
          const card = alreadySavedCard(error);
          if (!card) return serverProblem();
          setAlreadySaved({ card, makePrimary: values.isPrimary && !card.isPrimary });
          return null;
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
          <CheckboxField control={form.control} name="isPrimary" label={t('payments.cards.makePrimaryOnAdd')} />
          <FormProblem problem={problem} />
          {alreadySaved ? (
            <AlreadySavedNotice
              customerId={customerId}
              card={alreadySaved.card}
              makePrimary={alreadySaved.makePrimary}
              onUsed={onClose}
            />
          ) : null}
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

/**
 * The card is saved already (409 CARD_ALREADY_SAVED): which saved card it is, and the way on: use that card (made the
 * primary card when the user asked for that) instead of a second copy.
 */
function AlreadySavedNotice({
  customerId,
  card,
  makePrimary,
  onUsed,
}: {
  customerId: number;
  card: CreditCard;
  makePrimary: boolean;
  onUsed: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateCreditCard(customerId);
  const failureText = useFailureText();
  const [failed, setFailed] = useState<string | null>(null);
  const use = () => {
    if (!makePrimary) {
      toast.success(t('payments.cards.alreadySavedKept', { name: card.name }));
      onUsed();
      return;
    }
    setFailed(null);
    update.mutate(
      { cardId: card.id, body: { isPrimary: true } },
      {
        onSuccess: () => {
          toast.success(t('payments.cards.primaryDone', { name: card.name }));
          onUsed();
        },
        onError: (error) => setFailed(failureText(error)),
      },
    );
  };
  return (
    <Alert className="flex flex-col gap-2">
      <p>{t('payments.cards.alreadySaved', { name: card.name })}</p>
      <p>
        {t(`payments.brand.${card.brand}`)} <span dir="ltr">{card.maskedNumber}</span> ·{' '}
        {t('payments.cards.meta', {
          holder: card.holderName,
          expiry: `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`,
        })}
      </p>
      {failed ? <p>{failed}</p> : null}
      <div>
        <Button type="button" size="sm" loading={update.isPending} onClick={use}>
          {t(makePrimary ? 'payments.cards.useSavedAsPrimary' : 'payments.cards.useSaved')}
        </Button>
      </div>
    </Alert>
  );
}
