import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { useFormattedPhone } from '@/components/domain/phone-number';
import type { TextKey } from '@/i18n/text-keys';
import { isolate } from '@/lib/bidi';

/**
 * Why a send failed, as far as the form needs to know after field errors found their fields: no answer
 * (`network`), the server could not deliver the message (`undelivered`, 502 `MESSAGE_NOT_SENT`), or any other
 * failure (`technical`, e.g. a 500). Only `undelivered` may blame the couple's address.
 */
export type SendFailure = 'network' | 'undelivered' | 'technical';

export function sendFailureOf(error: unknown): SendFailure {
  if (!isApiError(error)) return 'technical';
  if (error.kind === 'network') return 'network';
  return error.code === 'MESSAGE_NOT_SENT' ? 'undelivered' : 'technical';
}

const FAILURE_TEXT: Record<Exclude<SendFailure, 'undelivered'>, TextKey> = {
  network: 'errors.network',
  technical: 'errors.technicalRetry',
};

/**
 * The failed send (spec point 8): 'Ihre Nachricht konnte nicht gesendet werden.' with why: the channel's
 * undeliverable hint (`hintKey`, e.g. the couple's address may be wrong) only when the server said so, else the
 * connection or a technical error. The alert offers the phone instead, with a call link when the number is known.
 */
export function SendFailureAlert({
  failure,
  hintKey,
  phone,
}: {
  failure: SendFailure;
  /** The text for an undeliverable message (502 `MESSAGE_NOT_SENT`) of this channel. */
  hintKey: TextKey;
  phone: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Alert className="flex flex-col gap-1">
      <p className="font-semibold">{t('errors.messageNotSent')}</p>
      <p>{failure === 'undelivered' ? t(hintKey) : t(FAILURE_TEXT[failure])}</p>
      {phone ? <CallCoupleLink phone={phone} /> : null}
    </Alert>
  );
}

/** The couple's phone in international form for reading (kept left to right in Arabic), E.164 for dialling. */
function CallCoupleLink({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const shown = useFormattedPhone(phone);
  return (
    <a href={`tel:${phone}`} className="inline-flex items-center gap-1.5 font-medium underline underline-offset-2">
      <Phone className="size-4" aria-hidden="true" />
      {t('leads.messages.callCouple', { phone: isolate(shown) })}
    </a>
  );
}
