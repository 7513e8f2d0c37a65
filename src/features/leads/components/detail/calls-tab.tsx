import { Phone } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { href } from '@/config/paths';
import type { LeadDetail } from '../../api/leads';
import { useProviderRedirectNumber } from '../../api/redirect-number';
import { useLeadFormat } from './format';
import { InteractionForm } from './interaction-form';
import { InteractionList } from './interaction-list';
import { usePhoneFormat } from './phone-format';
import { Loading, Section } from './section';

/** Tab "call data": calling the couple, the provider's call-tracking number, and the log of phone calls. */
export function CallsTab({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const calls = lead.interactions.filter((interaction) => interaction.type === 'phone_call');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        <Section title={t('leads.detail.calls.call')}>
          <CallCouple lead={lead} />
          <RedirectNumber providerId={lead.provider.id} />
        </Section>
        <Section title={t('leads.detail.calls.add')}>
          <InteractionForm leadId={lead.id} fixedType="phone_call" />
        </Section>
      </div>
      <Section title={t('leads.detail.calls.title')}>
        <InteractionList interactions={calls} empty={t('leads.detail.calls.empty')} />
      </Section>
    </div>
  );
}

/** A number in international form, once its formatting has loaded (the E.164 form until then). */
function PhoneText({ e164 }: { e164: string }) {
  return usePhoneFormat([e164])(e164);
}

/** Spec point 5: the couple's number is known only after the provider has written to them. */
function CallCouple({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const { phone, contactVisible } = lead.leadDetails;
  if (contactVisible && phone) {
    return (
      <a href={`tel:${phone}`} className={buttonVariants({ className: 'self-start' })}>
        <Phone aria-hidden="true" />
        {t('leads.detail.calls.callCouple')}
        <span dir="ltr">
          <Suspense fallback={phone}>
            <PhoneText e164={phone} />
          </Suspense>
        </span>
      </a>
    );
  }
  return (
    <p className="text-sm text-muted-foreground">
      {contactVisible ? t('leads.detail.calls.noPhone') : t('leads.detail.calls.phoneHidden')}{' '}
      {contactVisible ? null : (
        <Link className="text-brand-700 underline" to={href.lead(lead.id, 'messages')}>
          {t('leads.detail.calls.writeFirst')}
        </Link>
      )}
    </p>
  );
}

function RedirectNumber({ providerId }: { providerId: number }) {
  const { t } = useTranslation();
  const format = useLeadFormat();
  const number = useProviderRedirectNumber(providerId);
  if (number.isPending) return <Loading />;
  if (number.isError) {
    // No number set up for this provider is a plain fact, not a failure.
    if (isApiError(number.error) && number.error.kind === 'not-found')
      return <p className="text-sm text-muted-foreground">{t('leads.detail.calls.noRedirectNumber')}</p>;
    return (
      <Alert className="flex flex-wrap items-center justify-between gap-2">
        <span>{t('errors.callFailed')}</span>
        <Button variant="secondary" size="sm" onClick={() => void number.refetch()} loading={number.isFetching}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-1 rounded-md bg-background p-3 text-sm">
      <p className="font-medium">{t('leads.detail.calls.redirectNumber')}</p>
      <a className="self-start text-brand-700 underline" href={`tel:${number.data.number}`} dir="ltr">
        <Suspense fallback={number.data.number}>
          <PhoneText e164={number.data.number} />
        </Suspense>
      </a>
      <p className="text-muted-foreground">
        {number.data.validUntil
          ? t('leads.detail.calls.redirectNumberUntil', { date: format.date(number.data.validUntil) })
          : t('leads.detail.calls.redirectNumberHint')}
      </p>
    </div>
  );
}
