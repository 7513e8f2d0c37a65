import { type MouseEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import {
  PROMPT_PAGE_SIZE,
  type PromptListFilters,
  type ProviderPrompt,
  useCompletePrompt,
  usePromptPages,
} from '@/api/queries/prompts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useCompleteAllNotifications } from '../api/mark-notifications-read';
import { leavePortal, publicWebsiteUrl } from '../lib/external-links';
import { BellButton } from './notifications-bell-button';

/** The bell's popover, mounted by the first click on the bell (see `NotificationsBell`), so it opens at once. */
export default function NotificationsPopover({ unread }: { unread: number }) {
  const [open, setOpen] = useState(true);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useTranslation();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <BellButton unread={unread} />
      </PopoverTrigger>
      <PopoverContent
        aria-labelledby={headingId}
        className="flex h-[482px] max-h-[calc(100dvh-5rem)] w-[455px] max-w-[calc(100vw-1rem)] flex-col overflow-hidden"
      >
        <div className="flex flex-wrap items-center justify-between gap-x-3 border-b border-border px-4 py-3">
          <h2 id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold focus:outline-none">
            {t('shell.notifications.title')}
          </h2>
          {/* Offered only while something is unread; once done the button goes, so the focus moves to the title. */}
          {unread > 0 ? <MarkAllRead onDone={() => heading.current?.focus()} /> : null}
        </div>
        <NotificationList />
      </PopoverContent>
    </Popover>
  );
}

/** "Alle als gelesen markieren": every unread notification read at once (issue 42.8). */
function MarkAllRead({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const markAll = useCompleteAllNotifications();
  return (
    <Button
      size="sm"
      variant="link"
      className="px-0"
      loading={markAll.isPending}
      onClick={() =>
        markAll.mutate(undefined, {
          onSuccess: () => {
            onDone();
            toast.success(t('shell.notifications.allRead'));
          },
          // Spec point 8: the server's message or the general error text; the list stays as it is.
          onError: (error) => toast.error((isApiError(error) ? error.serverMessage : null) ?? t('errors.technical')),
        })
      }
    >
      {t('shell.notifications.markAllRead')}
    </Button>
  );
}

/** The bell's list: notifications newest first, a page at a time (spec point 9). */
const NOTIFICATIONS: PromptListFilters = { type: 'notification', limit: PROMPT_PAGE_SIZE };

function NotificationList() {
  const { t } = useTranslation();
  const notifications = usePromptPages(NOTIFICATIONS);
  const complete = useCompletePrompt();
  const [busyId, setBusyId] = useState<number | null>(null);

  const follow = async (event: MouseEvent<HTMLAnchorElement>, prompt: ProviderPrompt, url: string) => {
    const unread = prompt.completedAt === null;
    // A completed entry opened with a modifier key (new tab or window) is left to the browser.
    if (!unread && (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)) return;
    event.preventDefault();
    if (unread) {
      setBusyId(prompt.id);
      try {
        await complete.mutateAsync(prompt.id);
      } catch (error) {
        // Spec point 8: the server's message or the general error text; the link is not followed.
        toast.error((isApiError(error) ? error.serverMessage : null) ?? t('errors.technical'));
        return;
      } finally {
        setBusyId(null);
      }
    }
    leavePortal(url);
  };

  if (notifications.isPending) {
    return (
      <p role="status" className="flex flex-1 items-center justify-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        {t('app.loading')}
      </p>
    );
  }
  if (notifications.isError) {
    return (
      <div className="p-4">
        <Alert className="flex flex-wrap items-center justify-between gap-2">
          <span>{t('errors.loading')}</span>
          <Button size="sm" variant="secondary" onClick={() => void notifications.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      </div>
    );
  }
  const prompts = notifications.data.pages.flatMap((page) => page.data);
  if (prompts.length === 0) {
    return (
      <p className="flex flex-1 items-center justify-center p-4 text-sm text-muted-foreground">
        {t('shell.notifications.empty')}
      </p>
    );
  }
  return (
    <div className="flex-1 overflow-y-auto">
      <ul className="divide-y divide-border">
        {prompts.map((prompt) => (
          <NotificationItem
            key={prompt.id}
            prompt={prompt}
            busy={busyId === prompt.id}
            onFollow={(event, url) => void follow(event, prompt, url)}
          />
        ))}
      </ul>
      {notifications.isFetchNextPageError ? <Alert className="m-4">{t('errors.loading')}</Alert> : null}
      {notifications.hasNextPage ? (
        <div className="p-3 text-center">
          <Button
            variant="secondary"
            size="sm"
            loading={notifications.isFetchingNextPage}
            onClick={() => void notifications.fetchNextPage()}
          >
            {notifications.isFetchNextPageError ? t('common.retry') : t('common.showMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function NotificationItem({
  prompt,
  busy,
  onFollow,
}: {
  prompt: ProviderPrompt;
  busy: boolean;
  onFollow: (event: MouseEvent<HTMLAnchorElement>, url: string) => void;
}) {
  const { t } = useTranslation();
  const unread = prompt.completedAt === null;
  const url = publicWebsiteUrl(prompt.linkData.path);
  const { provider } = prompt;
  const place = provider.district ? `${provider.city.name} / ${provider.district.name}` : provider.city.name;
  const titleId = useId();
  return (
    <li className={cn('px-4 py-3', unread && 'bg-brand-50')}>
      <article aria-labelledby={titleId} aria-busy={busy || undefined} className="grid gap-1">
        <div className="flex items-start gap-2">
          {unread ? <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-700" aria-hidden="true" /> : null}
          <h3 id={titleId} className={cn('flex-1 text-sm', unread ? 'font-semibold' : 'font-medium')} dir="auto">
            {prompt.title}
            {unread ? <span className="sr-only"> ({t('shell.notifications.unread')})</span> : null}
          </h3>
          <time dateTime={prompt.createdAt} className="shrink-0 text-xs text-muted-foreground">
            {formatDate(prompt.createdAt)}
          </time>
        </div>
        <p className="text-sm text-foreground" dir="auto">
          {prompt.body}
        </p>
        <p className="text-xs text-muted-foreground" dir="auto">
          {provider.name} · {provider.category.name} · {place}
        </p>
        {url ? (
          <a
            href={url}
            onClick={(event) => onFollow(event, url)}
            className="inline-flex w-fit items-center gap-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {busy ? <Spinner className="size-4" /> : null}
            {prompt.linkData.text}
          </a>
        ) : prompt.linkData.text ? (
          // A link to another host or scheme is not followed (docs/security.md): its text stays readable.
          <p className="text-sm text-muted-foreground" dir="auto">
            {prompt.linkData.text}
          </p>
        ) : null}
      </article>
    </li>
  );
}
