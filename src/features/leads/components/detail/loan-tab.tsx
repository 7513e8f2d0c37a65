import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { href } from '@/config/paths';
import type { LeadDetail } from '../../api/leads';
import { Section } from './section';

/**
 * Tab "wedding loan". The API has no loan data (see docs/leads.md): the tab explains the marketplace partner's
 * wedding financing and offers a polite hint text to copy into a message to the couple.
 */
export function LoanTab({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const hintId = useId();
  const hint = t('leads.detail.loan.hintText');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(hint);
      toast.success(t('leads.detail.loan.copied'));
    } catch {
      toast.error(t('leads.detail.loan.copyFailed'));
    }
  };
  return (
    <Section title={t('leads.detail.loan.title')} className="max-w-3xl">
      <p className="text-sm">{t('leads.detail.loan.intro')}</p>
      <p className="text-sm">{t('leads.detail.loan.howTo')}</p>
      <div className="flex flex-col gap-2">
        <p id={hintId} className="text-sm font-medium">
          {t('leads.detail.loan.hintLabel')}
        </p>
        <blockquote
          aria-labelledby={hintId}
          className="rounded-md border border-border bg-background p-3 text-sm whitespace-pre-wrap"
        >
          {hint}
        </blockquote>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t('leads.detail.loan.copy')}
        </Button>
        <Link
          to={href.lead(lead.id, 'messages')}
          className="inline-flex h-10 items-center px-2 text-sm text-brand-700 underline"
        >
          {t('leads.detail.loan.toMessages')}
        </Link>
      </div>
    </Section>
  );
}
