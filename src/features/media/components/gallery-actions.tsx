import { Camera, Plus, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { instagramConnectAvailable } from '@/lib/instagram-connect-available';

/** The gallery page's actions: connect Instagram, choose the main image, create a gallery. */
export function GalleryActions({
  providerId,
  onChooseMain,
  onCreate,
}: {
  providerId: number;
  onChooseMain: () => void;
  onCreate: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <>
      {instagramConnectAvailable() ? (
        <Button
          variant="secondary"
          onClick={() => {
            const returnTo = `${location.pathname}${location.search}`;
            // Instagram returns to /instagram/callback, which comes back to this gallery. The connect and
            // navigation code loads with the click.
            void Promise.all([import('@/lib/instagram-connect'), import('@/lib/public-website')]).then(
              ([{ beginInstagramConnect }, { leavePortal }]) => {
                const url = beginInstagramConnect(providerId, returnTo);
                if (url) leavePortal(url);
              },
            );
          }}
        >
          <Camera aria-hidden="true" />
          {t('media.instagram.connect')}
        </Button>
      ) : null}
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
