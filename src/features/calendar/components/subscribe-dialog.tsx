import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/errors/load-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toaster';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useFormat } from '@/lib/format';
import { useCalendarFeed, useRenewCalendarFeed, webcalUrl } from '../api/calendar-feed';

type CopyState = 'idle' | 'copied' | 'refused';

/**
 * "Kalender abonnieren" (issue 42.5): the provider's secret feed link for a calendar app, to copy or to open as
 * webcal://, with the warning that whoever has the link sees the calendar; with edit rights, "Link erneuern" after a
 * question (the old link stops working at once).
 */
export function SubscribeDialog({
  providerId,
  canManage,
  onClose,
}: {
  providerId: number;
  canManage: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const failureText = useFailureText();
  const feed = useCalendarFeed(providerId);
  const renew = useRenewCalendarFeed(providerId);
  const [copy, setCopy] = useState<CopyState>('idle');
  const [asking, setAsking] = useState(false);
  const linkId = useId();
  const warningId = useId();
  const link = useRef<HTMLInputElement>(null);

  const onCopy = async (url: string) => {
    try {
      // Missing outside secure contexts and refused by some browsers' permissions: both end in the fallback.
      if (!('clipboard' in navigator)) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('refused');
      link.current?.focus();
      link.current?.select();
    }
  };

  const onRenew = () =>
    renew.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        setCopy('idle');
        toast.success(t('calendar.feed.renewed'));
      },
      onError: (error) => toast.error(failureText(error)),
    });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t('calendar.feed.title')}</DialogTitle>
        <DialogDescription>{t('calendar.feed.description')}</DialogDescription>
        {feed.isError ? <LoadError onRetry={() => void feed.refetch()} /> : null}
        {feed.isPending ? <p role="status">{t('app.loading')}</p> : null}
        {feed.data ? (
          <div className="flex flex-col gap-3">
            <Alert tone="info" id={warningId}>
              {t('calendar.feed.warning')}
            </Alert>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={linkId}>{t('calendar.feed.link')}</Label>
              <input
                id={linkId}
                ref={link}
                readOnly
                dir="ltr"
                value={feed.data.url}
                aria-describedby={warningId}
                onFocus={(event) => event.currentTarget.select()}
                className="w-full rounded-md border border-border bg-background px-3 py-2 font-mono text-xs"
              />
              <p className="text-xs text-muted-foreground">
                {t('calendar.feed.created', { date: format.dateTime(feed.data.createdAt) })}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Button size="sm" variant="secondary" onClick={() => void onCopy(feed.data.url)}>
                <Copy aria-hidden="true" /> {t('calendar.feed.copy')}
              </Button>
              <a
                href={webcalUrl(feed.data.url)}
                className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm underline"
              >
                <CalendarPlus aria-hidden="true" className="size-4" /> {t('calendar.feed.open')}
              </a>
              <p role="status" className="text-sm">
                {copy === 'copied' ? t('calendar.feed.copied') : null}
              </p>
            </div>
            {copy === 'refused' ? <Alert tone="info">{t('calendar.feed.copyRefused')}</Alert> : null}
          </div>
        ) : null}
        <DialogFooter>
          {canManage && feed.data ? (
            <Button variant="secondary" onClick={() => setAsking(true)}>
              <RefreshCw aria-hidden="true" /> {t('calendar.feed.renew')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('common.close')}</Button>
        </DialogFooter>
        {asking ? (
          <ConfirmDialog
            title={t('calendar.feed.renewTitle')}
            body={t('calendar.feed.renewBody')}
            confirm={t('calendar.feed.renew')}
            pending={renew.isPending}
            onCancel={() => setAsking(false)}
            onConfirm={onRenew}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
