import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';

/** Why a send failed, as far as the form needs to know after field errors found their fields. */
export type SendFailure = 'network' | 'not-sent';

export function sendFailureOf(error: unknown): SendFailure {
  return isApiError(error) && error.kind === 'network' ? 'network' : 'not-sent';
}

/** The couple's phone in international form for reading, the E.164 form for dialling. */
export function displayPhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}

/**
 * The failed send (spec point 8): 'Ihre Nachricht konnte nicht gesendet werden.' — the couple's address may be
 * wrong or the mailbox full — so the alert offers the phone instead, with a call link when the number is known.
 */
export function SendFailureAlert({
  failure,
  hintKey,
  phone,
}: {
  failure: SendFailure;
  hintKey: string;
  phone: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Alert className="flex flex-col gap-1">
      <p className="font-semibold">{t('errors.messageNotSent')}</p>
      <p>{failure === 'network' ? t('errors.network') : t(hintKey)}</p>
      {phone ? (
        <a href={`tel:${phone}`} className="inline-flex items-center gap-1.5 font-medium underline underline-offset-2">
          <Phone className="size-4" aria-hidden="true" />
          {t('leads.messages.callCouple', { phone: displayPhone(phone) })}
        </a>
      ) : null}
    </Alert>
  );
}
