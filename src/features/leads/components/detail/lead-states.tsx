import { Lock } from 'lucide-react';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useUpgradeDialog } from '@/components/upgrade/upgrade-context';
import { href } from '@/config/paths';

function StateCard({ children }: { children: ReactNode }) {
  return <Card className="flex flex-col items-start gap-3">{children}</Card>;
}

function BackToLeads() {
  const { t } = useTranslation();
  return (
    <Link to={href.leads()} className={buttonVariants({ variant: 'secondary' })}>
      {t('leads.detail.states.backToLeads')}
    </Link>
  );
}

/** The lead does not exist (any more) for this user. */
export function LeadNotFound() {
  const { t } = useTranslation();
  return (
    <StateCard>
      <p>{t('leads.detail.states.notFound')}</p>
      <BackToLeads />
    </StateCard>
  );
}

/** The basic plan shows at most 3 couples per month: this lead lies beyond (403 PLAN_LIMIT). */
export function LeadLocked() {
  const { t } = useTranslation();
  const upgrade = useUpgradeDialog();
  return (
    <StateCard>
      <p className="flex items-center gap-2 font-medium">
        <Lock className="size-5 text-brand-700" aria-hidden="true" />
        {t('leads.detail.states.lockedTitle')}
      </p>
      <p className="text-sm text-muted-foreground">{t('leads.detail.states.lockedBody')}</p>
      <div className="flex flex-wrap gap-2">
        <Button aria-haspopup="dialog" onClick={() => upgrade.open('leads')}>
          {t('leads.detail.states.upgrade')}
        </Button>
        <BackToLeads />
      </div>
    </StateCard>
  );
}

/** The user is not linked to the lead's provider. */
export function LeadForbidden() {
  const { t } = useTranslation();
  return (
    <StateCard>
      <p>{t('leads.detail.states.forbidden')}</p>
      <BackToLeads />
    </StateCard>
  );
}
