import { CalendarCheck, Clock, Hourglass } from 'lucide-react';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { useConfigs } from '@/api/queries/configs';
import { useLeadAction } from '../../api/actions';
import type { LeadDetail } from '../../api/leads';
import { LeadBadges } from './lead-badges';
import { useLeadFormat } from './format';
import { useFailureText } from '@/lib/forms/use-problem-text';

/** The facts at the top of the lead page: badges, dates, the couple's waiting time, appointment and reminder. */
export function LeadSummary({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const format = useLeadFormat();
  return (
    <Card className="mb-6 flex flex-col gap-3" aria-label={t('leads.detail.header.summary')}>
      <LeadBadges lead={lead} />
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={t('leads.detail.header.weddingDate')}>
          {lead.couple.weddingDate ? format.date(lead.couple.weddingDate) : t('leads.detail.header.dateOpen')}
        </Fact>
        {lead.couple.organizationDate ? (
          <Fact label={t('leads.detail.header.organizationDate')}>{format.date(lead.couple.organizationDate)}</Fact>
        ) : null}
        <Fact label={t('leads.detail.header.createdAt')}>{format.date(lead.createdAt)}</Fact>
        {lead.status === 'rejected' && lead.rejectReasonId !== null ? (
          <RejectReason reasonId={lead.rejectReasonId} />
        ) : null}
        {lead.reminderAt ? (
          <Fact label={t('leads.detail.header.reminderAt')}>{format.dateTime(lead.reminderAt)}</Fact>
        ) : null}
      </dl>
      {lead.firstResponseAt === null && (lead.status === 'new' || lead.status === 'pending') ? (
        <p className="flex items-center gap-2 text-sm font-medium text-amber-900">
          <Hourglass className="size-4 shrink-0" aria-hidden="true" />
          {t('leads.detail.header.waiting', { duration: format.waitingSince(lead.createdAt) })}
        </p>
      ) : null}
      {lead.appointmentAt && lead.appointmentNeedsConfirmation ? (
        <AppointmentToConfirm leadId={lead.id} appointmentAt={lead.appointmentAt} />
      ) : lead.appointmentAt ? (
        <p className="flex items-center gap-2 text-sm">
          <CalendarCheck className="size-4 shrink-0 text-green-700" aria-hidden="true" />
          {t('leads.detail.header.appointment', { date: format.dateTime(lead.appointmentAt) })}
        </p>
      ) : null}
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** Why the lead was declined, in the words of config info_request_reject_reason_id. */
function RejectReason({ reasonId }: { reasonId: number }) {
  const { t } = useTranslation();
  // All entries, not only the active ones: a reason no longer offered still explains an old rejection.
  const label = useConfigs(
    ['info_request_reject_reason_id'],
    (configs) => configs.info_request_reject_reason_id?.find((entry) => entry.itemId === reasonId)?.value,
  ).data;
  return label ? <Fact label={t('leads.detail.outcome.reject.reason')}>{label}</Fact> : null;
}

function AppointmentToConfirm({ leadId, appointmentAt }: { leadId: number; appointmentAt: string }) {
  const { t } = useTranslation();
  const format = useLeadFormat();
  const action = useLeadAction(leadId);
  const failureText = useFailureText();
  const confirm = () =>
    action.mutate(
      { type: 'confirm_appointment' },
      {
        onSuccess: () => toast.success(t('leads.detail.header.appointmentConfirmed')),
        onError: (error) => toast.error(failureText(error)),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      <span className="flex-1">
        {t('leads.detail.header.appointmentToConfirm', { date: format.dateTime(appointmentAt) })}
      </span>
      <Button size="sm" onClick={confirm} loading={action.isPending}>
        {t('leads.detail.header.confirmAppointment')}
      </Button>
    </div>
  );
}
