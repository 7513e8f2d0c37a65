import { Plus, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * The gallery page's actions: choose the main image, create a gallery (connecting Instagram is in the page's
 * Instagram bar, beside the connected account).
 */
export function GalleryActions({ onChooseMain, onCreate }: { onChooseMain: () => void; onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="secondary" onClick={onChooseMain}>
        <Star aria-hidden="true" />
        {t('media.main.open')}
      </Button>
      <Button onClick={onCreate}>
        <Plus aria-hidden="true" />
        {t('media.gallery.create')}
      </Button>
    </>
  );
}
