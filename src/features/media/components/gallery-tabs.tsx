import { Images } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useScrollRow } from '@/components/ui/scroll-row';
import { href } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { Gallery } from '../api/media';

/**
 * The provider's galleries as one row of links, one a gallery page. A row wider than its place (a handful of
 * galleries at 1280 px, two on a phone) scrolls sideways with the tab bars' cues (issue 38, D7: it was cut with
 * nothing to say that more lay beside it): a fade at the edge beyond which galleries lie, and the gallery shown
 * scrolled into view. A component of its own, so the row is there when the scroll cues set up (the galleries load
 * after the page).
 */
export function GalleryTabs({
  providerId,
  galleries,
  currentId,
}: {
  providerId: number;
  galleries: readonly Gallery[];
  currentId: number | undefined;
}) {
  const { t } = useTranslation();
  const row = useRef<HTMLUListElement>(null);
  useScrollRow(row, '[aria-current="page"]', currentId);
  return (
    <nav aria-label={t('media.gallery.navLabel')} className="mb-4">
      {/* Room around the links for their focus outline, which the scrolling row would cut. */}
      <ul ref={row} className="-m-1 flex gap-2 overflow-x-auto overscroll-x-contain p-1">
        {galleries.map((candidate) => (
          <li key={candidate.id} className="shrink-0">
            <Link
              to={href.providerGalleries(providerId, candidate.id)}
              aria-current={candidate.id === currentId ? 'page' : undefined}
              title={candidate.name}
              className={cn(
                'flex items-center gap-2 whitespace-nowrap rounded-full border border-border px-3 py-1.5 text-sm',
                candidate.id === currentId ? 'border-brand-700 bg-brand-50 font-medium' : 'hover:bg-background',
              )}
            >
              <Images className="size-4 shrink-0" aria-hidden="true" />
              {/* A long name ends in an ellipsis, so a tab fits a phone's row beside the next one's edge; the
                  link's name and its tooltip keep all of it. */}
              <span dir="auto" className="max-w-48 truncate sm:max-w-80">
                {candidate.name}
              </span>
              <span className="text-muted-foreground">{t('media.gallery.count', { count: candidate.mediaCount })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
