// Admin switch-user mode (spec point 6): a marketplace admin works in a customer's account. The banner says
// whose account it is and offers to leave it; leaving ends this tab's session and removes the switch-user
// cookies, but does not delete the admin's own access token on the server (it belongs to the admin's tool).
import { useQueryClient } from '@tanstack/react-query';
import { UserCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { href } from '@/config/paths';
import { clearSession } from '@/lib/session-store';
import type { LoggedInUser } from '@/lib/session/session-query';

export function SwitchUserBanner({ user }: { user: LoggedInUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <div
      role="region"
      aria-label={t('shell.switchUser.label')}
      className="flex flex-wrap items-center justify-between gap-3 border-b border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950 md:px-8"
    >
      <p className="flex items-center gap-2">
        <UserCog className="size-4 shrink-0" aria-hidden="true" />
        <span dir="auto">{t('shell.switchUser.text', { name: user.name, customer: user.customer.name })}</span>
      </p>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          clearSession();
          queryClient.clear();
          void navigate(href.login(), { replace: true });
        }}
      >
        {t('shell.switchUser.leave')}
      </Button>
    </div>
  );
}
