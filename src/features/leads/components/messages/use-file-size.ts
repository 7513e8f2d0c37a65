import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, toLanguageTag } from '@/lib/locale';

/** File sizes in the UI language ("1,2 MB", "812 kB"). */
export function useFileSize() {
  const { i18n } = useTranslation();
  const tag = toLanguageTag(isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
  return (bytes: number) => {
    const [unit, value] =
      bytes >= 1_000_000
        ? (['megabyte', bytes / 1_000_000] as const)
        : (['kilobyte', Math.max(1, bytes / 1000)] as const);
    return new Intl.NumberFormat(tag, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
  };
}
