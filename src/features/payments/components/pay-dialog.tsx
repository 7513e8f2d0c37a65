// Paying one payment (POST /payments/{id}/pay): with a saved card or a new one, in the installments the bank
// offers (GET /payment-installments). A 3-D Secure answer sends the browser to the bank's page, which returns to
// the result route (/payments/{id}/3d-secure?next=…). Each failure of spec point 8 has its own message and way
// out (lib/payment-errors.ts). The new card's number and CVV live in this form only: no draft, no storage. The
// form's sections are in pay-form-fields.tsx.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isolate } from '@/lib/bidi';
import { paidText } from '../lib/paid-text';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormProblem } from '@/components/ui/form-problem';
import { toast } from '@/components/ui/toaster';
import { href } from '@/config/paths';
import { currentInstant } from '@/lib/calendar-day';
import { useServerForm } from '@/lib/forms/use-server-form';
import { useFormat } from '@/lib/format';
import { leavePortal } from '@/lib/public-website';
import { type Payment, type PaymentPay, paymentKeys, useCreditCards, usePayPayment } from '../api/payments';
import { isAllowedThreeDSecureUrl, type PaymentErrorKind, paymentErrorKind } from '../lib/payment-errors';
import { cardServerFields, checkCard, EMPTY_CARD } from './card-fields';
import { InstallmentField, PayCardChoice, PayFailure, type PayValues, usePayPlan } from './pay-form-fields';

/** The procedure's name, isolated: in Arabic its digit and hyphen would otherwise move to its end ("D Secure-3"). */
const THREE_D_SECURE = isolate('3-D Secure');

/** The result route's address for this payment; `next` is where the user continues afterwards. */
export function threeDSecureReturnUrl(paymentId: number, next: string): string {
  return `${window.location.origin}${href.paymentThreeDSecure(paymentId)}?${new URLSearchParams({ next })}`;
}

interface PayDialogProps {
  payment: Payment;
  customerId: number;
  /** Account administrators may keep the new card (docs/payments.md). */
  canSaveCards: boolean;
  /** Where the user continues after a 3-D Secure check (a path of the portal). */
  next: string;
  onClose: () => void;
}

export function PayDialog({ payment, customerId, canSaveCards, next, onClose }: PayDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const cards = useCreditCards(customerId);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-xl">
        {/* The title names what is paid (issue 38.8); the server's description keeps its own direction. */}
        <DialogTitle>{t('payments.pay.title', { description: isolate(payment.description) })}</DialogTitle>
        <DialogDescription>
          {t('payments.pay.summary', {
            amount: format.money(payment.amount),
            date: format.date(payment.dueDate),
          })}
        </DialogDescription>
        {cards.isPending ? (
          // The choice between a saved and a new card waits for the saved cards: chosen before they arrive, a
          // default set afterwards would undo the user's choice (or hide a half-typed new card).
          <div className="flex flex-col gap-4">
            <div role="status" aria-label={t('app.loading')} className="h-48 animate-pulse rounded-md bg-stone-100" />
            <DialogFooter>
              <Button type="button" variant="secondary" onClick={onClose}>
                {t('common.cancel')}
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <PayForm
            payment={payment}
            customerId={customerId}
            canSaveCards={canSaveCards}
            next={next}
            onClose={onClose}
            cards={cards}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The form of the pay dialog, once the saved cards are known: the primary one is the default choice. */
function PayForm({
  payment,
  customerId,
  canSaveCards,
  next,
  onClose,
  cards,
}: PayDialogProps & { cards: ReturnType<typeof useCreditCards> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const pay = usePayPayment(customerId);
  const [failure, setFailure] = useState<PaymentErrorKind | null>(null);
  const primary = cards.data?.find((card) => card.isPrimary) ?? cards.data?.[0];
  const form = useForm<PayValues>({
    defaultValues: {
      ...EMPTY_CARD,
      source: primary ? 'saved' : 'new',
      cardId: primary ? String(primary.id) : '',
      installmentCount: '1',
      saveCard: false,
    },
  });
  const { submit, problem, setProblem, isPending } = useServerForm({
    form,
    mutation: pay,
    fields: {
      ...cardServerFields('card.'),
      cardId: 'cardId',
      installmentCount: 'installmentCount',
      saveCard: 'saveCard',
    },
  });
  const plan = usePayPlan(form, payment);

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    const installmentCount = Number(values.installmentCount) || 1;
    const returnUrl = threeDSecureReturnUrl(payment.id, next);
    let body: PaymentPay;
    if (values.source === 'saved') {
      body = { cardId: Number(values.cardId), installmentCount, returnUrl };
    } else {
      const checked = checkCard(values, currentInstant());
      if (!checked.card) {
        for (const [field, key, values] of checked.problems) form.setError(field, { message: t(key, values ?? {}) });
        return;
      }
      body = { card: checked.card, installmentCount, saveCard: canSaveCards && values.saveCard, returnUrl };
    }
    return submit(
      { paymentId: payment.id, body },
      {
        onSuccess: (result) => {
          if (result.status === 'paid') {
            toast.success(paidText(t, format.money, result.payment, plan.chosen.totalAmount));
            onClose();
            return;
          }
          if (!isAllowedThreeDSecureUrl(result.redirectUrl)) {
            setFailure('invalidRedirect');
            return;
          }
          leavePortal(result.redirectUrl);
        },
        onError: (error, serverProblem) => {
          form.setValue('cvv', '');
          const kind = paymentErrorKind(error);
          if (kind === 'alreadyPaid') {
            // Recovery: the lists are read again and show it as paid.
            void queryClient.invalidateQueries({ queryKey: paymentKeys.lists() });
            toast.info(t('payments.errors.alreadyPaid.message'));
            onClose();
            return null;
          }
          if (kind === 'cardNotFound') {
            void cards.refetch().then((fresh) => {
              const first = fresh.data?.[0];
              form.setValue('cardId', first ? String(first.id) : '');
              if (!first) form.setValue('source', 'new');
            });
          }
          if (kind) {
            setFailure(kind);
            return null;
          }
          return serverProblem();
        },
      },
    );
  });

  return (
    <form
      noValidate
      aria-label={t('payments.pay.title', { description: isolate(payment.description) })}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        setProblem(null);
        void onSubmit(event);
      }}
    >
      <PayCardChoice form={form} source={plan.source} cards={cards.data ?? []} canSaveCards={canSaveCards} />
      <InstallmentField form={form} plan={plan} amount={payment.amount} />
      <p className="text-xs text-muted-foreground">{t('payments.pay.threeDHint', { threeDSecure: THREE_D_SECURE })}</p>
      <PayFailure failure={failure} />
      <FormProblem problem={problem} />
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={isPending}>
          {t('payments.pay.submit', { amount: format.money(plan.chosen.totalAmount) })}
        </Button>
      </DialogFooter>
    </form>
  );
}
