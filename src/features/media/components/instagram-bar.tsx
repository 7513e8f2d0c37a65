import { Camera } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { isolate } from '@/lib/bidi';
import { instagramConnectAvailable } from '@/lib/instagram-connect-available';
import type { InstagramConnection } from '../api/media';

// The attribute the disconnect dialog focuses (its module loads with the dialog, so the name is repeated here).
const BAR_ATTRIBUTE = { 'data-instagram-bar': '' };

/**
 * The provider's Instagram account above its galleries (docs/media.md, "Instagram"): which account is connected, with
 * "Trennen" for an editor, or that none is, with "Instagram verbinden" for an editor where this installation can
 * connect. Nothing while the connection loads; should it fail to load, only the connect button (connecting again
 * replaces any account).
 */
export function InstagramBar({
  providerId,
  connection,
  failed,
  canManage,
  onDisconnect,
}: {
  providerId: number;
  /** The connected account, null for none, undefined while it loads or when it failed. */
  connection: InstagramConnection | null | undefined;
  failed: boolean;
  /** Edit rights and no media management restriction: the connect and disconnect buttons are offered. */
  canManage: boolean;
  onDisconnect: (connection: InstagramConnection) => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const canConnect = canManage && instagramConnectAvailable();
  if (connection === undefined && !(failed && canConnect)) return null;

  const connect = canConnect ? (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => {
        const returnTo = `${location.pathname}${location.search}`;
        // Instagram returns to /instagram/callback, which comes back to this gallery. The connect and navigation
        // code loads with the click.
        void Promise.all([import('@/lib/instagram-connect'), import('@/lib/public-website')]).then(
          ([{ beginInstagramConnect }, { leavePortal }]) => {
            const url = beginInstagramConnect(providerId, returnTo);
            if (url) leavePortal(url);
          },
        );
      }}
    >
      {t('media.instagram.connect')}
    </Button>
  ) : null;

  return (
    <div
      {...BAR_ATTRIBUTE}
      tabIndex={-1}
      className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-border bg-card px-3 py-2 text-sm"
    >
      <Camera className="size-4 shrink-0" aria-hidden="true" />
      {connection ? (
        <>
          <p className="min-w-0 break-words">
            {t('media.instagram.connectedTo', { username: isolate(`@${connection.username}`) })}
          </p>
          {canManage ? (
            <Button size="sm" variant="secondary" onClick={() => onDisconnect(connection)}>
              {t('media.instagram.disconnect')}
            </Button>
          ) : null}
        </>
      ) : (
        <>
          {connection === null ? <p>{t('media.instagram.none')}</p> : null}
          {connect}
        </>
      )}
    </div>
  );
}
