import { useTranslation } from 'react-i18next';
import { currentInstant } from '@/lib/calendar-day';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCurrentUser, useSession } from '@/lib/session/session-query';
import { useLeadWindow } from '../api/lead-window';
import { NoProviderBlock, PendingPaymentsBlock, ProvidersBlock } from '../components/account-blocks';
import { LatestLeadsBlock, PendingLeadsBlock, ResponseTimeBlock } from '../components/lead-blocks';
import { NotificationsBlock, TodoBlock } from '../components/prompt-blocks';

// The three keys by name, not any `TextKey`: `t` types its answer per key, and for all 2,000 at once that costs the
// type check seconds.
function greetingKey(hour: number): `dashboard.greeting.${'morning' | 'day' | 'evening'}` {
  if (hour < 11) return 'dashboard.greeting.morning';
  if (hour < 18) return 'dashboard.greeting.day';
  return 'dashboard.greeting.evening';
}

/** Home and /dashboard (spec point 2): the user's leads, to-dos, response time, providers and notifications. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const session = useSession();
  const pendingPayments = session.status === 'logged-in' ? session.accessToken.pendingPayments : [];
  const window = useLeadWindow(user.providers.map((provider) => provider.id));
  useDocumentTitle(t('routes.dashboard'));
  const hasProviders = user.providers.length > 0;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t(greetingKey(currentInstant().getHours()), { name: user.name })}</h1>
        <p className="text-muted-foreground">{user.customer.name}</p>
      </header>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {hasProviders ? (
          <>
            <PendingLeadsBlock window={window} />
            <TodoBlock />
            <ResponseTimeBlock window={window} />
            <LatestLeadsBlock window={window} className="md:col-span-2" />
            <ProvidersBlock providers={user.providers} className="md:row-span-2" />
            <NotificationsBlock className="md:col-span-2" />
          </>
        ) : (
          <NoProviderBlock user={user} />
        )}
        {pendingPayments.length > 0 ? (
          <PendingPaymentsBlock payments={pendingPayments} providers={user.providers} />
        ) : null}
      </div>
    </div>
  );
}
