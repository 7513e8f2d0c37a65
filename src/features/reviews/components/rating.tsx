import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const STARS = [1, 2, 3, 4, 5];

/** A review's stars, read out as "4 von 5 Sternen". */
export function Rating({ value, className }: { value: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('reviews.rating', { value })} className={cn('flex gap-0.5', className)}>
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn('size-4', star <= value ? 'fill-amber-400 text-amber-500' : 'text-stone-300')}
        />
      ))}
    </span>
  );
}
