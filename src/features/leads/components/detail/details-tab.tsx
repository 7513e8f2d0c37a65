import { Mail, Phone } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCoupleLastActivity } from '../../api/last-activity';
import { useLeadItems } from '../../api/items';
import type { LeadDetail } from '../../api/leads';
import { useLeadFormat } from './format';
import { LeadDataForm } from './lead-data-form';
import { usePhoneFormat } from './phone-format';
import { Empty, QueryState, Section } from './section';

/** Tab "details": what the couple wrote and asked for, how to reach them, and what the provider noted. */
export function DetailsTab({ lead }: { lead: LeadDetail }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <CoupleMessage lead={lead} />
      <RequestData lead={lead} />
      <ContactDetails lead={lead} />
      <LastActivity lead={lead} />
      <RequestedItems lead={lead} />
      <LeadDataForm lead={lead} />
    </div>
  );
}

function CoupleMessage({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t('leads.detail.details.message')} className="lg:col-span-2">
      {lead.message.trim() ? (
        <p className="text-sm break-words whitespace-pre-wrap" dir="auto">
          {lead.message}
        </p>
      ) : (
        <Empty>{t('leads.detail.details.noMessage')}</Empty>
      )}
    </Section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b border-border py-1.5 last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function RequestData({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const format = useLeadFormat();
  return (
    <Section title={t('leads.detail.details.request')}>
      <dl className="text-sm">
        <Row label={t('leads.detail.details.extensionNumber')}>{lead.extensionNumber}</Row>
        <Row label={t('leads.detail.details.createdAt')}>{format.dateTime(lead.createdAt)}</Row>
        <Row label={t('leads.detail.details.source')}>{t(`leads.detail.leadType.${lead.firstLeadType}`)}</Row>
        <Row label={t('leads.detail.details.event')}>
          {lead.isWedding ? t('leads.detail.details.wedding') : t('leads.detail.details.otherEvent')}
        </Row>
        <Row label={t('leads.detail.header.weddingDate')}>
          {lead.couple.weddingDate ? format.date(lead.couple.weddingDate) : t('leads.detail.header.dateOpen')}
        </Row>
        {lead.couple.organizationDate ? (
          <Row label={t('leads.detail.header.organizationDate')}>{format.date(lead.couple.organizationDate)}</Row>
        ) : null}
      </dl>
    </Section>
  );
}

/** Spec point 5: the couple's contact details show only after the provider has written to them. */
function ContactDetails({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const { name, email, phone, contactVisible } = lead.leadDetails;
  return (
    <Section title={t('leads.detail.details.contact')}>
      {contactVisible ? (
        <dl className="text-sm">
          {name ? <Row label={t('leads.detail.details.contactName')}>{name}</Row> : null}
          <Row label={t('leads.detail.details.email')}>
            {email ? (
              <a className="inline-flex items-center gap-1 text-brand-700 underline" href={`mailto:${email}`}>
                <Mail className="size-4" aria-hidden="true" />
                {email}
              </a>
            ) : (
              t('leads.detail.details.notGiven')
            )}
          </Row>
          <Row label={t('leads.detail.details.phone')}>
            {phone ? (
              <a className="inline-flex items-center gap-1 text-brand-700 underline" href={`tel:${phone}`}>
                <Phone className="size-4" aria-hidden="true" />
                <FormattedPhone e164={phone} />
              </a>
            ) : (
              t('leads.detail.details.notGiven')
            )}
          </Row>
        </dl>
      ) : (
        <Empty>{t('leads.detail.details.contactHidden')}</Empty>
      )}
    </Section>
  );
}

// The lead page waits for the formatting before its first render (`useWaitForPhoneFormat`); a number that becomes
// visible later (after the first answer) shows as it is for the moment the formatting takes to load.
function FormattedPhone({ e164 }: { e164: string }) {
  return (
    <span dir="ltr">
      <Suspense fallback={e164}>
        <PhoneText e164={e164} />
      </Suspense>
    </span>
  );
}

function PhoneText({ e164 }: { e164: string }) {
  return usePhoneFormat([e164])(e164);
}

function LastActivity({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const format = useLeadFormat();
  const activity = useCoupleLastActivity(lead.id, lead.couple.id);
  return (
    <Section title={t('leads.detail.details.lastActivity')}>
      <QueryState query={activity}>
        {(data) => (
          <dl className="text-sm">
            <Row label={t('leads.detail.details.lastActivityAt')}>
              {data.lastActivityAt
                ? data.lastActivityType
                  ? t('leads.detail.details.activityWithType', {
                      date: format.dateTime(data.lastActivityAt),
                      type: t(`leads.interactionType.${data.lastActivityType}`),
                    })
                  : format.dateTime(data.lastActivityAt)
                : t('leads.detail.details.never')}
            </Row>
            <Row label={t('leads.detail.details.lastSeenAt')}>
              {data.lastSeenAt ? format.dateTime(data.lastSeenAt) : t('leads.detail.details.never')}
            </Row>
          </dl>
        )}
      </QueryState>
    </Section>
  );
}

function RequestedItems({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const format = useLeadFormat();
  const items = useLeadItems(lead.id);
  return (
    <Section title={t('leads.detail.details.items')}>
      <QueryState query={items}>
        {({ data }) =>
          !data || data.length === 0 ? (
            <Empty>{t('leads.detail.details.noItems')}</Empty>
          ) : (
            <ul className="divide-y divide-border text-sm">
              {data.map((item) => (
                <li key={item.id} className="flex flex-wrap justify-between gap-x-4 py-1.5">
                  <span>{item.name}</span>
                  <span className="font-medium">{format.money(item.price, item.currency)}</span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Section>
  );
}
