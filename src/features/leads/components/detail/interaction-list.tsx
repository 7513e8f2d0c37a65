import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { LeadInteraction } from '../../api/interactions';
import { useLeadFormat } from './format';
import { Empty } from './section';

/** Newest first, whatever order they arrive in. */
export function newestFirst(interactions: readonly LeadInteraction[]): LeadInteraction[] {
  return [...interactions].sort((a, b) =>
    a.occurredAt === b.occurredAt ? b.id - a.id : a.occurredAt < b.occurredAt ? 1 : -1,
  );
}

/** Interactions with type, call result, note, who and when. */
export function InteractionList({ interactions, empty }: { interactions: readonly LeadInteraction[]; empty: string }) {
  const { t } = useTranslation();
  const format = useLeadFormat();
  if (interactions.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ol className="divide-y divide-border">
      {newestFirst(interactions).map((interaction) => (
        <li key={interaction.id} className="flex flex-col gap-1 py-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{t(`leads.interactionType.${interaction.type}`)}</span>
            {interaction.callResult ? (
              <Badge tone={interaction.callResult === 'TALKED' ? 'success' : 'neutral'}>
                {t(`leads.callResult.${interaction.callResult}`)}
              </Badge>
            ) : null}
            <span className="ms-auto text-muted-foreground">
              <time dateTime={interaction.occurredAt}>{format.dateTime(interaction.occurredAt)}</time>
              {' · '}
              {interaction.customerUser ? interaction.customerUser.name : t('leads.detail.interactions.byCouple')}
            </span>
          </div>
          {interaction.note ? (
            <p className="break-words whitespace-pre-wrap" dir="auto">
              {interaction.note}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
