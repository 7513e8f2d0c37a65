import { lazy, Suspense, useState } from 'react';
import { usePromptCounts } from '@/api/queries/prompts';
import { BellButton } from './notifications-bell-button';

// The popover (Radix with floating-ui) and the list load with the first opening, not with every page (issue 23).
const NotificationsPopover = lazy(() => import('./notifications-popover'));

/** The notifications bell (spec point 2): a red dot while unread notifications exist, a popover list. */
export function NotificationsBell() {
  const [wanted, setWanted] = useState(false);
  const unread = usePromptCounts().data?.notification ?? 0;
  const bell = (
    <BellButton unread={unread} aria-haspopup="dialog" aria-expanded={false} onClick={() => setWanted(true)} />
  );
  if (!wanted) return bell;
  return (
    <Suspense fallback={bell}>
      <NotificationsPopover unread={unread} />
    </Suspense>
  );
}
