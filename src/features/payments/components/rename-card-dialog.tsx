// "Umbenennen" of a saved card (issue 42.7): only the name changes; number, expiry and CVV never do (save a new card
// instead). Loaded with its button, like the add dialog. A failed save keeps the typed name and says why on the field.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { formErrorMap } from '@/lib/forms/form-errors';
import { useServerForm } from '@/lib/forms/use-server-form';
import { type CreditCard, useUpdateCreditCard } from '../api/payments';
import { CARD_NAME_MAX, cardNameSchema } from '../lib/card-name';

/** Mounted only while open; the field starts with the card's current name. */
export function RenameCardDialog({
  customerId,
  card,
  onClose,
}: {
  customerId: number;
  card: CreditCard;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateCreditCard(customerId);
  const form = useForm({
    resolver: zodResolver(cardNameSchema, { error: formErrorMap() }),
    defaultValues: { name: card.name },
  });
  const { submit, problem, isPending } = useServerForm({ form, mutation: update, fields: { name: 'name' } });

  const onSubmit = form.handleSubmit(({ name }) => {
    if (name === card.name) {
      onClose();
      return;
    }
    return submit(
      { cardId: card.id, body: { name } },
      {
        onSuccess: (renamed) => {
          toast.success(t('payments.cards.renamed', { name: renamed.name }));
          onClose();
        },
      },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t('payments.cards.renameTitle')}</DialogTitle>
        <DialogDescription>
          {t(`payments.brand.${card.brand}`)} <span dir="ltr">{card.maskedNumber}</span>
        </DialogDescription>
        <form
          noValidate
          aria-label={t('payments.cards.renameTitle')}
          className="flex flex-col gap-3"
          onSubmit={(event) => void onSubmit(event)}
        >
          <FormField label={t('payments.cards.name')} error={form.formState.errors.name?.message}>
            {(control) => (
              <Input {...control} {...form.register('name')} dir="auto" maxLength={CARD_NAME_MAX} autoComplete="off" />
            )}
          </FormField>
          <FormProblem problem={problem} />
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isPending}>
              {t('payments.cards.renameSave')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
