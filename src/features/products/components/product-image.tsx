import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The product's picture (`imagePath`; the document offers no way to set it from the portal), or a placeholder. */
export function ProductImage({ path, className }: { path: string | null; className?: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <div className={cn('shrink-0 overflow-hidden rounded-md bg-stone-100', className)}>
      {path && !failed ? (
        <img
          src={path}
          alt=""
          className="size-full object-cover"
          loading="lazy"
          // A picture that cannot be loaded shows the placeholder, not the browser's broken-image icon.
          onError={() => setFailed(true)}
        />
      ) : (
        <div className="grid size-full place-items-center text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('products.list.noImage')}</span>
        </div>
      )}
    </div>
  );
}
