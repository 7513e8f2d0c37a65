import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePromptCounts, usePromptList } from '@/api/queries/prompts';
import { Badge } from '@/components/ui/badge';
import { href } from '@/config/paths';
import { useDashboardFormat } from '../lib/format';
import { LATEST_NOTIFICATIONS } from '../api/prompt-filters';
import { Bone, DashboardBlock, FigureSkeleton, QueryContent, ShapedSkeleton } from './dashboard-block';

export function TodoBlock() {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const query = usePromptCounts();
  return (
    <DashboardBlock
      title={t('dashboard.todo.title')}
      action={
        <Link to={href.todo()} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          {t('dashboard.todo.link')}
        </Link>
      }
    >
      <QueryContent query={query} skeleton={<FigureSkeleton size="text-4xl" text={t('dashboard.todo.body')} />}>
        {(counts) => (
          <div className="flex flex-col gap-1">
            <p className="text-4xl font-semibold text-brand-700">{format.number(counts.todo)}</p>
            <p className="text-sm text-muted-foreground">
              {counts.todo === 0 ? t('dashboard.todo.none') : t('dashboard.todo.body')}
            </p>
          </div>
        )}
      </QueryContent>
    </DashboardBlock>
  );
}

/** The newest notifications; following their links to the public website is the top bar's bell. */
export function NotificationsBlock({ className }: { className?: string }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const query = usePromptList(LATEST_NOTIFICATIONS);
  return (
    <DashboardBlock title={t('dashboard.notifications.title')} className={className}>
      <QueryContent
        query={query}
        skeleton={<NotificationsSkeleton />}
        empty={t('dashboard.notifications.empty')}
        isEmpty={(prompts) => prompts.length === 0}
      >
        {(prompts) => (
          <ul className="flex flex-col gap-2">
            {prompts.map((prompt) => (
              <li
                key={prompt.id}
                className={
                  prompt.completedAt === null
                    ? 'rounded-md border-s-4 border-brand-500 bg-brand-50 px-3 py-2'
                    : 'rounded-md border-s-4 border-transparent px-3 py-2'
                }
              >
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-medium" dir="auto">
                    {prompt.title}
                  </p>
                  {prompt.completedAt === null ? (
                    <Badge tone="brand">{t('dashboard.notifications.unread')}</Badge>
                  ) : null}
                </div>
                {prompt.body ? (
                  <p className="text-sm" dir="auto">
                    {prompt.body}
                  </p>
                ) : null}
                <p className="text-xs text-muted-foreground" dir="auto">
                  {prompt.provider.name} · {format.date(prompt.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryContent>
    </DashboardBlock>
  );
}

/** The notifications while they load: as many as the block shows, each with a title, a line and its provider. */
function NotificationsSkeleton() {
  const { t } = useTranslation();
  return (
    <ShapedSkeleton>
      <ul className="flex flex-col gap-2">
        {Array.from({ length: LATEST_NOTIFICATIONS.limit ?? 5 }, (_, index) => (
          <li key={index} className="rounded-md border-s-4 border-transparent px-3 py-2">
            <p className="font-medium">
              <Bone>{t('dashboard.notifications.title')}</Bone>
            </p>
            <p className="text-sm">
              <Bone>{t('dashboard.notifications.title')}</Bone>
            </p>
            <p className="text-xs">
              <Bone>{t('dashboard.notifications.unread')}</Bone>
            </p>
          </li>
        ))}
      </ul>
    </ShapedSkeleton>
  );
}
