// The saved cards of the account (spec point 5: at most 10): masked number and brand only, the primary card
// first; add (client checks before sending), make primary, delete with confirmation. Only account administrators
// change cards (docs/security.md, "Payments and saved cards"); the server's refusal is shown if it comes anyway.
import { CreditCard as CardIcon, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CreditCardCreateLimits } from '@/api/generated/limits';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useServerForm } from '@/lib/forms/use-server-form';
import {
  type CreditCard,
  useCreateCreditCard,
  useCreditCards,
  useDeleteCreditCard,
  useUpdateCreditCard,
} from '../api/payments';
import { MAX_SAVED_CARDS } from '../lib/limits';
import { CardFields, type CardFieldValues, cardServerFields, checkCard, EMPTY_CARD } from './card-fields';

export function CardsTab({ customerId, canManageCards }: { customerId: number; canManageCards: boolean }) {
  const { t } = useTranslation();
  const cards = useCreditCards(customerId);
  const update = useUpdateCreditCard(customerId);
  const remove = useDeleteCreditCard(customerId);
  const failureText = useFailureText();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<CreditCard | null>(null);

  if (cards.isPending) return <p role="status">{t('app.loading')}</p>;
  if (cards.isError)
    return (
      <Alert className="flex flex-wrap items-center justify-between gap-2">
        <span>{t('errors.loading')}</span>
        <Button size="sm" variant="secondary" onClick={() => void cards.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  const atLimit = cards.data.length >= MAX_SAVED_CARDS;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('payments.cards.intro', { max: MAX_SAVED_CARDS })}</p>
      {canManageCards ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            onClick={() => setAdding(true)}
            disabled={atLimit}
            aria-describedby={atLimit ? 'card-limit' : undefined}
          >
            <Plus aria-hidden /> {t('payments.cards.add')}
          </Button>
          {atLimit ? (
            <p id="card-limit" className="text-sm text-muted">
              {t('payments.cards.limitReached', { max: MAX_SAVED_CARDS })}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted">{t('payments.cards.adminOnly')}</p>
      )}
      {cards.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-6 text-center">{t('payments.cards.empty')}</p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface"
          aria-label={t('payments.cards.listLabel')}
        >
          {cards.data.map((card) => (
            <li key={card.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="flex min-w-0 items-center gap-3">
                <CardIcon className="size-6 shrink-0 text-muted" aria-hidden />
                <div className="min-w-0">
                  <p className="font-medium break-words" dir="auto">
                    {card.name}
                  </p>
                  <p className="text-sm">
                    {t(`payments.brand.${card.brand}`)} <span dir="ltr">{card.maskedNumber}</span>
                  </p>
                  <p className="text-xs text-muted">
                    {t('payments.cards.meta', {
                      holder: card.holderName,
                      expiry: `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`,
                    })}
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {card.isPrimary ? (
                  <Badge tone="brand">
                    <Star className="size-3" aria-hidden /> {t('payments.cards.primary')}
                  </Badge>
                ) : canManageCards ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={update.isPending && update.variables.cardId === card.id}
                    aria-label={t('payments.cards.makePrimaryNamed', { name: card.name })}
                    onClick={() =>
                      update.mutate(
                        { cardId: card.id, body: { isPrimary: true } },
                        {
                          onSuccess: () => toast.success(t('payments.cards.primaryDone', { name: card.name })),
                          onError: (error) => toast.error(failureText(error)),
                        },
                      )
                    }
                  >
                    {t('payments.cards.makePrimary')}
                  </Button>
                ) : null}
                {canManageCards ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('payments.cards.deleteNamed', { name: card.name })}
                    onClick={() => setDeleting(card)}
                  >
                    <Trash2 aria-hidden /> {t('payments.cards.delete')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {adding ? <AddCardDialog customerId={customerId} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('payments.cards.deleteTitle')}
        body={t('payments.cards.deleteBody', { name: deleting?.name ?? '', number: deleting?.maskedNumber ?? '' })}
        confirm={t('payments.cards.delete')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('payments.cards.deleted', { name: deleting.name }));
              setDeleting(null);
            },
            onError: (error) => {
              toast.error(failureText(error));
              setDeleting(null);
            },
          });
        }}
      />
    </div>
  );
}

interface AddCardValues extends CardFieldValues {
  name: string;
  isPrimary: boolean;
}

/** "Karte hinzufügen": mounted only while open, so the typed number and CVV go with the dialog. */
function AddCardDialog({ customerId, onClose }: { customerId: number; onClose: () => void }) {
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
