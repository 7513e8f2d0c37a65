import { type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The portal's name at the top of the sidebar. */
export function Brand({ className, ...props }: ComponentProps<'p'>) {
  const { t } = useTranslation();
  return (
    <p className={cn('text-lg font-semibold text-brand-700', className)} {...props}>
      {t('app.name')}
    </p>
  );
}
