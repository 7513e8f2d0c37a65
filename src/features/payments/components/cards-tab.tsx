// The saved cards of the account (spec point 5: at most 10): masked number and brand only, the primary card
// first; add (client checks before sending), rename, make primary, delete with confirmation. Only account administrators
// change cards (docs/security.md, "Payments and saved cards"); the server's refusal is shown if it comes anyway.
import { CreditCard as CardIcon, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { type CreditCard, useCreditCards, useDeleteCreditCard, useUpdateCreditCard } from '../api/payments';
import { MAX_SAVED_CARDS } from '../lib/limits';

// The add dialog (react-hook-form, the card rules) and the delete question (Radix dialog) load with their buttons
// (issue 23); pointing at a button starts the download.
const loadAddCardDialog = () => import('./add-card-dialog');
const AddCardDialog = lazy(async () => ({ default: (await loadAddCardDialog()).AddCardDialog }));
const loadConfirmDialog = () => import('@/components/ui/confirm-dialog');
const ConfirmDialog = lazy(async () => ({ default: (await loadConfirmDialog()).ConfirmDialog }));
const loadRenameCardDialog = () => import('./rename-card-dialog');
const RenameCardDialog = lazy(async () => ({ default: (await loadRenameCardDialog()).RenameCardDialog }));
const preloadAddCardDialog = () => void loadAddCardDialog();
const preloadRenameCardDialog = () => void loadRenameCardDialog();
const preloadConfirmDialog = () => void loadConfirmDialog();

export function CardsTab({ customerId, canManageCards }: { customerId: number; canManageCards: boolean }) {
  const { t } = useTranslation();
  const cards = useCreditCards(customerId);
  const update = useUpdateCreditCard(customerId);
  const remove = useDeleteCreditCard(customerId);
  const failureText = useFailureText();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<CreditCard | null>(null);
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
      <p className="text-sm text-muted-foreground">{t('payments.cards.intro', { max: MAX_SAVED_CARDS })}</p>
      {canManageCards ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            onClick={() => setAdding(true)}
            onPointerEnter={preloadAddCardDialog}
            onFocus={preloadAddCardDialog}
            disabled={atLimit}
            aria-describedby={atLimit ? 'card-limit' : undefined}
          >
            <Plus aria-hidden /> {t('payments.cards.add')}
          </Button>
          {atLimit ? (
            <p id="card-limit" className="text-sm text-muted-foreground">
              {t('payments.cards.limitReached', { max: MAX_SAVED_CARDS })}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('payments.cards.adminOnly')}</p>
      )}
      {cards.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center">{t('payments.cards.empty')}</p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card"
          aria-label={t('payments.cards.listLabel')}
        >
          {cards.data.map((card) => (
            <li key={card.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="flex min-w-0 items-center gap-3">
                <CardIcon className="size-6 shrink-0 text-muted-foreground" aria-hidden />
                <div className="min-w-0">
                  <p className="font-medium break-words" dir="auto">
                    {card.name}
                  </p>
                  <p className="text-sm">
                    {t(`payments.brand.${card.brand}`)} <span dir="ltr">{card.maskedNumber}</span>
                  </p>
                  <p className="text-xs text-muted-foreground">
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
                    aria-label={t('payments.cards.renameNamed', { name: card.name })}
                    onClick={() => setRenaming(card)}
                    onPointerEnter={preloadRenameCardDialog}
                    onFocus={preloadRenameCardDialog}
                  >
                    <Pencil aria-hidden /> {t('payments.cards.rename')}
                  </Button>
                ) : null}
                {canManageCards ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('payments.cards.deleteNamed', { name: card.name })}
                    onClick={() => setDeleting(card)}
                    onPointerEnter={preloadConfirmDialog}
                    onFocus={preloadConfirmDialog}
                  >
                    <Trash2 aria-hidden /> {t('payments.cards.delete')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <Suspense fallback={null}>
          <AddCardDialog customerId={customerId} onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
      {renaming ? (
        <Suspense fallback={null}>
          <RenameCardDialog customerId={customerId} card={renaming} onClose={() => setRenaming(null)} />
        </Suspense>
      ) : null}
      {deleting ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('payments.cards.deleteTitle')}
            body={t('payments.cards.deleteBody', { name: deleting.name, number: deleting.maskedNumber })}
            confirm={t('payments.cards.delete')}
            pending={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
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
        </Suspense>
      ) : null}
    </div>
  );
}
