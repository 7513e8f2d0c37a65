// Push notifications of this browser (issue 22, point 4): opt in and out. Firebase Cloud Messaging loads only when
// the switch is used (src/lib/integrations/push.ts); a push script that does not load rejects either way with the
// German message of spec point 8, and the switch stays as it was.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/components/ui/toaster';
import { pushConfigured, readPushSubscription } from '@/lib/integrations/push';
import { getIntegrationsConfig } from '@/lib/integrations/config';
import { useCurrentUser } from '@/lib/session/session-query';
import { useSwitchPush } from '../api/push';

export function NotificationsTab() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const id = useId();
  const config = getIntegrationsConfig();
  const [subscribed, setSubscribed] = useState(() => readPushSubscription(me.id) !== null);
  const change = useSwitchPush(me.id, {
    onSuccess: (on) => {
      setSubscribed(on);
      toast.success(t(on ? 'settings.notifications.enabled' : 'settings.notifications.disabled'));
    },
    // PushError's message is the text to show; anything else is a technical error.
    onError: (error) => toast.error(error.name === 'PushError' ? error.message : t('errors.technical')),
  });
  if (!pushConfigured(config)) return <Alert>{t('settings.notifications.notConfigured')}</Alert>;
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('settings.notifications.intro')}</p>
      <div className="flex items-center gap-3">
        <Checkbox
          id={id}
          checked={subscribed}
          disabled={change.isPending}
          aria-busy={change.isPending}
          onCheckedChange={(value) => change.mutate(value === true)}
        />
        <label htmlFor={id} className="text-sm font-medium">
          {t('settings.notifications.label')}
        </label>
      </div>
    </div>
  );
}
