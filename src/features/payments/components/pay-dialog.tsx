// Paying one payment (POST /payments/{id}/pay): with a saved card or a new one, in the installments the bank
// offers (GET /payment-installments). A 3-D Secure answer sends the browser to the bank's page, which returns to
// the result route (/payments/{id}/3d-secure?next=…). Each failure of spec point 8 has its own message and way
// out (lib/payment-errors.ts). The new card's number and CVV live in this form only: no draft, no storage.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isolate } from '@/lib/bidi';
import { paidText } from '../lib/paid-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { FieldError } from '@/components/ui/field-error';
import { subtractAmounts } from '@/lib/money';
import { href } from '@/config/paths';
import { useServerForm } from '@/lib/forms/use-server-form';
import { useFormat } from '@/lib/format';
import { leavePortal } from '@/lib/public-website';
import {
  type CreditCard,
  type Payment,
  type PaymentPay,
  paymentKeys,
  useCreditCards,
  useInstallmentOptions,
  usePayPayment,
} from '../api/payments';
import { cardBrand, cardDigits } from '../lib/card-rules';
import { isAllowedThreeDSecureUrl, type PaymentErrorKind, paymentErrorKind } from '../lib/payment-errors';
import { CardFields, type CardFieldValues, cardServerFields, checkCard, EMPTY_CARD } from './card-fields';

interface PayValues extends CardFieldValues {
  source: 'saved' | 'new';
  cardId: string;
  installmentCount: string;
  saveCard: boolean;
}

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
  const { errors } = form.formState;
  const source = useWatch({ control: form.control, name: 'source' });
  const typedNumber = useWatch({ control: form.control, name: 'number' });
  const digits = cardDigits(typedNumber);
  // The brand picks the bank's installment plans; only the first 6 digits (the BIN) are sent, never kept.
  const brand = source === 'saved' ? 'saved' : digits.length >= 6 ? cardBrand(digits) : null;
  const options = useInstallmentOptions(payment.id, brand, digits.slice(0, 6));
  // Until a new card's number names its bank, the only way to pay is at once (the hint below says so).
  const single = {
    installmentCount: 1,
    firstAmount: payment.amount,
    monthlyAmount: payment.amount,
    totalAmount: payment.amount,
  };
  const offered = brand === null ? [single] : (options.data ?? [single]);
  const chosenCount = Number(useWatch({ control: form.control, name: 'installmentCount' })) || 1;
  // The amount the user confirms is the amount charged: the chosen plan's total, its surcharge included.
  const chosen = offered.find((option) => option.installmentCount === chosenCount) ?? single;
  const hasSavedCards = (cards.data?.length ?? 0) > 0;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    const installmentCount = Number(values.installmentCount) || 1;
    const returnUrl = threeDSecureReturnUrl(payment.id, next);
    let body: PaymentPay;
    if (values.source === 'saved') {
      body = { cardId: Number(values.cardId), installmentCount, returnUrl };
    } else {
      const checked = checkCard(values, new Date());
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
            toast.success(paidText(t, format.money, result.payment, chosen.totalAmount));
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

  /** "6 Raten: erste Rate 59,35 €, dann 5 × 59,32 € (insgesamt 355,95 €)": the figures add up to the total. */
  const installmentLabel = (option: typeof single) => {
    if (option.installmentCount === 1)
      return t('payments.pay.oneInstallment', { total: format.money(option.totalAmount) });
    const values = {
      n: option.installmentCount,
      rest: option.installmentCount - 1,
      first: format.money(option.firstAmount),
      monthly: format.money(option.monthlyAmount),
      total: format.money(option.totalAmount),
      surcharge: format.money(subtractAmounts(option.totalAmount, payment.amount)),
    };
    const split = option.firstAmount === option.monthlyAmount ? 'manyInstallments' : 'manyInstallmentsUneven';
    return option.totalAmount > payment.amount
      ? t(`payments.pay.${split}WithSurcharge`, values)
      : t(`payments.pay.${split}`, values);
  };

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
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('payments.pay.cardChoice')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="saved" disabled={!hasSavedCards} {...form.register('source')} />
          {t('payments.pay.savedCard')}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="new" {...form.register('source')} />
          {t('payments.pay.newCard')}
        </label>
      </fieldset>
      {source === 'saved' ? (
        <FormField label={t('payments.pay.whichCard')} error={errors.cardId?.message}>
          {(control) => (
            <Select {...control} {...form.register('cardId')}>
              {(cards.data ?? []).map((card: CreditCard) => (
                <option key={card.id} value={card.id}>
                  {`${card.name} · ${t(`payments.brand.${card.brand}`)} ${card.maskedNumber}`}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : (
        <>
          <CardFields
            errors={errors}
            fields={{
              holderName: form.register('holderName'),
              number: form.register('number'),
              expiry: form.register('expiry'),
              cvv: form.register('cvv'),
            }}
          />
          {canSaveCards ? (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4" {...form.register('saveCard')} />
              {t('payments.pay.saveCard')}
            </label>
          ) : null}
          <FieldError error={errors.saveCard?.message} />
        </>
      )}
      <FormField
        label={t('payments.pay.installments')}
        description={brand === null ? t('payments.pay.installmentsAfterNumber') : undefined}
        error={errors.installmentCount?.message}
      >
        {(control) => (
          <Select {...control} {...form.register('installmentCount')}>
            {offered.map((option) => (
              <option key={option.installmentCount} value={option.installmentCount}>
                {installmentLabel(option)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <p className="text-xs text-muted">{t('payments.pay.threeDHint')}</p>
      {failure ? (
        <Alert>
          <p className="font-medium">{t(`payments.errors.${failure}.message`)}</p>
          <p>{t(`payments.errors.${failure}.recovery`)}</p>
        </Alert>
      ) : null}
      <FormProblem problem={problem} />
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={isPending}>
          {t('payments.pay.submit', { amount: format.money(chosen.totalAmount) })}
        </Button>
      </DialogFooter>
    </form>
  );
}
