import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { videoEmbedUrl } from '@/lib/video-embed';
import type { Media } from '../api/media';
import { parseVideoLink } from '../lib/video-link';

/**
 * The video popup (spec point 9): the service's own player, starting at once and muted, in the shared dialog
 * (focus trapped, Escape and the close button close it, which also stops the video). Only the two services'
 * player origins are framed (the production CSP's frame-src allows nothing else).
 */
export function VideoDialog({ media, label, onClose }: { media: Media; label: string; onClose: () => void }) {
  const { t } = useTranslation();
  const parsed = media.videoUrl ? parseVideoLink(media.videoUrl) : null;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      {/* The shared dialog gives the focus back to the thumbnail the popup was opened from. */}
      <DialogContent className="max-w-3xl">
        <DialogTitle>{label}</DialogTitle>
        <DialogDescription>{t('media.video.muted')}</DialogDescription>
        {parsed && 'id' in parsed ? (
          <div className="aspect-video overflow-hidden rounded-md bg-black">
            <iframe
              src={videoEmbedUrl(parsed.service, parsed.id)}
              title={t('media.video.player', { name: label })}
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="size-full border-0"
            />
          </div>
        ) : (
          <p>{t('media.video.unreadable')}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
