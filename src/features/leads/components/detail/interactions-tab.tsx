import { useTranslation } from 'react-i18next';
import type { LeadDetail } from '../../api/leads';
import { HistoryTimeline } from './history-timeline';
import { InteractionForm } from './interaction-form';
import { InteractionList } from './interaction-list';
import { Section } from './section';

/** Tab "interactions": every contact with the couple, a form to record one, and the lead's history. */
export function InteractionsTab({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        <Section title={t('leads.detail.interactions.add')}>
          <InteractionForm leadId={lead.id} />
        </Section>
        <Section title={t('leads.detail.interactions.title')}>
          <InteractionList interactions={lead.interactions} empty={t('leads.detail.interactions.empty')} />
        </Section>
      </div>
      <Section title={t('leads.detail.history.title')}>
        <HistoryTimeline leadId={lead.id} />
      </Section>
    </div>
  );
}
