import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/errors/load-error';
import { toast } from '@/components/ui/toaster';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useCurrentUser } from '@/lib/session/session-query';
import { type MailTemplate, useDuplicateMailTemplate, type useMailTemplateList } from '../api/mail-templates';
import { copyName, matchesSearch } from '../lib/mail-template-names';
import type { useTemplateRights } from '../lib/rights';
import { useSanitizer } from '../lib/sanitizer';
import { MailTemplateCard } from './mail-template-card';

/**
 * The account's templates that match the search, each with its actions; duplicating happens here (the copy gets a
 * free name), editing and deleting are the page's.
 */
export function MailTemplateList({
  list,
  rights,
  search,
  onEdit,
  onDelete,
}: {
  list: ReturnType<typeof useMailTemplateList>;
  rights: ReturnType<typeof useTemplateRights>;
  search: string;
  onEdit: (template: MailTemplate) => void;
  onDelete: (template: MailTemplate) => void;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const failureText = useFailureText();
  const duplicate = useDuplicateMailTemplate(user.customerId);
  const sanitizer = useSanitizer();
  const rows = useMemo(() => (list.data ?? []).filter((row) => matchesSearch(row, search)), [list.data, search]);
  const providerName = (providerId: number | null) =>
    providerId === null
      ? t('templates.allProviders')
      : (user.providers.find((provider) => provider.id === providerId)?.name ?? `#${providerId}`);

  const onDuplicate = (template: MailTemplate) => {
    const taken = new Set((list.data ?? []).map((row) => row.name.toLocaleLowerCase()));
    duplicate.mutate(
      {
        name: copyName(template.name, taken, (n) =>
          n === 1 ? t('templates.mail.copySuffix') : t('templates.mail.copySuffixNumbered', { n: String(n) }),
        ),
        subject: template.subject,
        content: template.content,
        providerId: template.providerId,
      },
      {
        onSuccess: (created) => toast.success(t('templates.mail.duplicated', { name: created.name })),
        onError: (error) => toast.error(failureText(error)),
      },
    );
  };

  // The previews need the sanitizer and the actions the user's rights: the list waits for them as for its data, so
  // it paints complete (no edit button appearing a moment later).
  if (list.isPending || rights.isPending || (list.isSuccess && !sanitizer))
    return <p role="status">{t('app.loading')}</p>;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  if (list.data.length === 0 || rows.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-border p-6 text-center">
        {list.data.length === 0 ? t('templates.mail.empty') : t('templates.mail.noMatch', { search })}
      </p>
    );
  return (
    <ul className="flex flex-col gap-3" aria-label={t('templates.mail.listLabel')}>
      {rows.map((template) => (
        <MailTemplateCard
          key={template.id}
          template={template}
          providerName={providerName(template.providerId)}
          writable={rights.canWrite(template.providerId)}
          duplicating={duplicate.isPending && duplicate.variables.subject === template.subject}
          onEdit={() => onEdit(template)}
          onDuplicate={() => onDuplicate(template)}
          onDelete={() => onDelete(template)}
        />
      ))}
    </ul>
  );
}
