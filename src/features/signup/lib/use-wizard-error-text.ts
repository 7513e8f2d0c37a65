import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { readMessage } from '@/lib/forms/messages';

/**
 * The wizard's own rule messages (`signup.validation.*`, parameters after a `|` as JSON) as text; every other
 * message passes unchanged (FormField translates the shared `validation.*` keys, server messages are text).
 */
export function useWizardErrorText() {
  const { t } = useTranslation();
  const format = useFormat();
  return (message: string | undefined): string | undefined => {
    if (!message?.startsWith('signup.')) return message;
    const { key, options } = readMessage(message, format.number);
    return t(key, options);
  };
}
