// The fields of a card entered by hand (holder, number, expiry, CVV), shared by "add a card" and "pay with a new
// card". Plain react-hook-form fields, never a draft (src/lib/drafts): a card number or CVV must not reach storage.
// The browser's own card autofill works through the autocomplete tokens (cc-name, cc-number, cc-exp, cc-csc).
import type { FocusEvent } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PaymentCardInputLimits } from '@/api/generated/limits';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { TextKey } from '@/i18n/text-keys';
import {
  cardBrand,
  cardDigits,
  cardProblems,
  type CardProblem,
  cvvLength,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from '../lib/card-rules';

export interface CardFieldValues {
  holderName: string;
  number: string;
  expiry: string;
  cvv: string;
}

export const EMPTY_CARD: CardFieldValues = { holderName: '', number: '', expiry: '', cvv: '' };

/** The server's field paths of a card (under `prefix`, e.g. `card.`) to these fields. */
export function cardServerFields(prefix = '') {
  return {
    [`${prefix}holderName`]: 'holderName',
    [`${prefix}number`]: 'number',
    [`${prefix}expiryMonth`]: 'expiry',
    [`${prefix}expiryYear`]: 'expiry',
    [`${prefix}cvv`]: 'cvv',
  } as const;
}

export interface CheckedCard {
  holderName: string;
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
}

export type CardField = keyof CardFieldValues;

/** A field, the i18n key of its problem and the key's values. */
export type CardFieldProblem = [field: CardField, key: TextKey, values?: Record<string, unknown>];

/**
 * The card as the API takes it, or the problems per field (the client-side checks: Luhn, brand, expiry in the
 * future, CVV length by brand) as i18n keys for the fields' messages.
 */
export function checkCard(
  values: CardFieldValues,
  today: Date,
): { card: CheckedCard; problems: null } | { card: null; problems: CardFieldProblem[] } {
  const holderName = values.holderName.trim();
  const expiry = parseExpiry(values.expiry);
  const number = cardDigits(values.number);
  const cvv = values.cvv.trim();
  const found = cardProblems(
    { number, expiryMonth: expiry?.month ?? Number.NaN, expiryYear: expiry?.year ?? Number.NaN, cvv },
    today,
  );
  const key = (problem: CardProblem): TextKey => `payments.card.problems.${problem}`;
  const problems: CardFieldProblem[] = [];
  if (!holderName) problems.push(['holderName', 'validation.required']);
  if (found.number) problems.push(['number', key(found.number)]);
  if (found.expiry || !expiry) problems.push(['expiry', key(found.expiry ?? 'expiryFormat')]);
  if (found.cvv) {
    problems.push(['cvv', key(found.cvv), { digits: cvvLength(cardBrand(number)) }]);
  }
  if (problems.length > 0 || !expiry) return { card: null, problems };
  return { card: { holderName, number, expiryMonth: expiry.month, expiryYear: expiry.year, cvv }, problems: null };
}

/** The four fields; `errors` are the form's (client checks and the server's field errors). */
/**
 * On leaving a field, shows what was typed the way the card prints it ("4000 0000 0000 3220", "12/29"): written to
 * the input and handed to the form as a change, then the form's own blur.
 */
function formatOnBlur(field: UseFormRegisterReturn, format: (value: string) => string) {
  return (event: FocusEvent<HTMLInputElement>) => {
    const formatted = format(event.target.value);
    if (formatted !== event.target.value) {
      event.target.value = formatted;
      void field.onChange(event);
    }
    void field.onBlur(event);
  };
}

export function CardFields({
  fields,
  errors,
}: {
  /** `register(name)` of each of the four fields in the caller's form. */
  fields: Record<CardField, UseFormRegisterReturn>;
  errors: FieldErrors<CardFieldValues>;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField label={t('payments.card.holderName')} error={errors.holderName?.message} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            {...fields.holderName}
            autoComplete="cc-name"
            maxLength={PaymentCardInputLimits.properties.holderName.maxLength}
          />
        )}
      </FormField>
      <FormField label={t('payments.card.number')} error={errors.number?.message} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            {...fields.number}
            onBlur={formatOnBlur(fields.number, formatCardNumber)}
            autoComplete="cc-number"
            inputMode="numeric"
            dir="ltr"
            spellCheck={false}
          />
        )}
      </FormField>
      <FormField
        label={t('payments.card.expiry')}
        description={t('payments.card.expiryHint')}
        error={errors.expiry?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...fields.expiry}
            onBlur={formatOnBlur(fields.expiry, formatExpiry)}
            autoComplete="cc-exp"
            inputMode="numeric"
            dir="ltr"
            placeholder={t('payments.card.expiryPlaceholder')}
          />
        )}
      </FormField>
      <FormField label={t('payments.card.cvv')} description={t('payments.card.cvvHint')} error={errors.cvv?.message}>
        {(control) => (
          <Input {...control} {...fields.cvv} type="password" autoComplete="cc-csc" inputMode="numeric" dir="ltr" />
        )}
      </FormField>
    </div>
  );
}
