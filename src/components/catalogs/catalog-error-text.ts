import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/components/ui/form-field';
import { useFormat } from '@/lib/format';
import { readMessage } from '@/lib/forms/messages';

/**
 * A catalogue field's error as text: the catalogue rules' own keys (`catalogues.rules.*`, parameters after a
 * `|` as JSON), the shared `validation.*` keys, or the server's words as they came.
 */
export function useCatalogErrorText() {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useErrorText();
  return (message: string | undefined): string | undefined => {
    if (!message?.startsWith('catalogues.')) return errorText(message);
    const { key, options } = readMessage(message, format.number);
    return t(key, options);
  };
}
