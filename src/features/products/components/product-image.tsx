import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The product's picture (`imagePath`), named by the product (`alt`), or a placeholder saying there is none. */
export function ProductImage({ path, alt, className }: { path: string | null; alt: string; className?: string }) {
  const { t } = useTranslation();
  // Remembered per path: a new picture (a new path) is tried again.
  const [failedPath, setFailedPath] = useState<string | null>(null);
  const failed = path !== null && failedPath === path;
  return (
    <div className={cn('shrink-0 overflow-hidden rounded-md bg-stone-100', className)}>
      {path && !failed ? (
        <img
          src={path}
          alt={alt}
          className="size-full object-cover"
          loading="lazy"
          // A picture that cannot be loaded shows the placeholder, not the browser's broken-image icon.
          onError={() => setFailedPath(path)}
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
