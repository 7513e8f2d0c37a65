import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { isolate } from '@/lib/bidi';
import { useFailureText } from '@/lib/forms/use-problem-text';
import type { InstagramConnection } from '../api/media';
import { useDisconnectInstagram } from '../api/media-saves';

/** Where focus goes once the account is disconnected: the Instagram bar (its "Trennen" button is gone). */
export const INSTAGRAM_BAR_ATTRIBUTE = 'data-instagram-bar';

/**
 * Asks before the provider's Instagram account is disconnected (as the shared ConfirmDialog asks), then disconnects
 * it. An account someone else has disconnected meanwhile (404) is gone all the same: the page says so and shows the
 * connect button again. A refusal (403: the rights were taken meanwhile) and any other failure keep the dialog open
 * with the reason as a toast.
 */
export function DisconnectInstagramDialog({
  providerId,
  connection,
  onClose,
}: {
  providerId: number;
  connection: InstagramConnection;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const disconnect = useDisconnectInstagram(providerId);
  const gone = useRef(false);
  const username = isolate(`@${connection.username}`);
  const done = (message: () => void) => {
    message();
    gone.current = true;
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => (open || disconnect.isPending ? undefined : onClose())}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const bar = gone.current ? document.querySelector<HTMLElement>(`[${INSTAGRAM_BAR_ATTRIBUTE}]`) : null;
          if (!bar) return;
          event.preventDefault();
          bar.focus();
        }}
      >
        <DialogTitle>{t('media.instagram.disconnectTitle')}</DialogTitle>
        <DialogDescription>{t('media.instagram.disconnectBody', { username })}</DialogDescription>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={disconnect.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={disconnect.isPending}
            onClick={() =>
              disconnect.mutate(undefined, {
                onSuccess: () => done(() => toast.success(t('media.instagram.disconnected', { username }))),
                onError: (error) => {
                  if (isApiError(error) && error.status === 404)
                    done(() => toast.info(t('media.instagram.alreadyDisconnected')));
                  else toast.error(failureText(error));
                },
              })
            }
          >
            {t('media.instagram.disconnect')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
