import { useTranslation } from 'react-i18next';
import { isRecord } from '@/lib/guards';

/**
 * The wizard's own rule messages (`signup.validation.*`, parameters after a `|` as JSON) as text; every other
 * message passes unchanged (FormField translates the shared `validation.*` keys, server messages are text).
 */
export function useWizardErrorText() {
  const { t } = useTranslation();
  return (message: string | undefined): string | undefined => {
    if (!message?.startsWith('signup.')) return message;
    const [key = message, json] = message.split('|');
    const options: unknown = json ? JSON.parse(json) : {};
    return t(key, isRecord(options) ? options : {});
  };
}
