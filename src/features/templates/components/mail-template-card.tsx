import { Copy, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import type { MailTemplate } from '../api/mail-templates';
import { preloadDeleteDialog } from './delete-dialog';
import { HtmlPreview } from './html-preview';

/** One template of the list: name, subject, provider, last change, a preview and (given rights) its actions. */
export function MailTemplateCard({
  template,
  providerName,
  writable,
  duplicating,
  onEdit,
  onDuplicate,
  onDelete,
}: {
  template: MailTemplate;
  providerName: string;
  /** The user may change this template: edit, duplicate and delete are offered. */
  writable: boolean;
  duplicating: boolean;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li className="rounded-lg border border-border bg-card p-4">
      <article aria-labelledby={`template-${template.id}`} className="flex flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={`template-${template.id}`} className="font-semibold break-words" dir="auto">
              {template.name}
            </h2>
            <p className="text-sm break-words text-muted-foreground" dir="auto">
              {template.subject}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{providerName}</Badge>
            <span className="text-xs text-muted-foreground">
              {t('templates.mail.updatedAt', { date: format.date(template.updatedAt) })}
            </span>
          </div>
        </div>
        <HtmlPreview html={template.content} className="line-clamp-4 border-s-2 border-border ps-3" />
        {writable ? (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('templates.mail.editNamed', { name: template.name })}
              onClick={onEdit}
            >
              <Pencil aria-hidden /> {t('templates.edit')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('templates.mail.duplicateNamed', { name: template.name })}
              loading={duplicating}
              onClick={onDuplicate}
            >
              <Copy aria-hidden /> {t('templates.mail.duplicate')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('templates.mail.deleteNamed', { name: template.name })}
              onClick={onDelete}
              onPointerEnter={preloadDeleteDialog}
              onFocus={preloadDeleteDialog}
            >
              <Trash2 aria-hidden /> {t('templates.delete')}
            </Button>
          </div>
        ) : null}
      </article>
    </li>
  );
}
