// One user of /customer-users (routes/customer-users-page.tsx): name, title, role and username, the approval
// state, contacts, and each linked provider with the link's rights; edit and delete for those who may.
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CustomerUser } from '@/api/queries/customer-users';
import { type CustomerUserOptions, entryLabel } from '@/components/customer-user/customer-user-options';
import { PhoneNumber } from '@/components/domain/phone-number';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LINK_FLAGS } from '../lib/link-flags';

interface UserCardProps {
  user: CustomerUser;
  options: CustomerUserOptions;
  isSelf: boolean;
  mayEdit: boolean;
  mayDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** Start loading the edit dialog's code (pointing at or focusing the edit button). */
  preloadEdit: () => void;
  /** Start loading the delete question's code. */
  preloadDelete: () => void;
}

export function UserCard({
  user,
  options,
  isSelf,
  mayEdit,
  mayDelete,
  onEdit,
  onDelete,
  preloadEdit,
  preloadDelete,
}: UserCardProps) {
  const { t } = useTranslation();
  const title = entryLabel(options.titles, user.titleId);
  const role = entryLabel(options.roles, user.roleId);
  const headingId = `user-${user.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold" dir="auto">
            {user.name}
            {isSelf ? (
              <span className="ms-2 text-sm font-normal text-muted-foreground">{t('team.list.you')}</span>
            ) : null}
          </h2>
          <p className="text-sm text-muted-foreground">{[title, role, user.username].filter(Boolean).join(' · ')}</p>
          <div className="mt-1 flex flex-wrap gap-2">
            {user.status === 'pending_approval' ? <Badge tone="warning">{t('team.list.pendingApproval')}</Badge> : null}
            {user.status === 'disabled' ? <Badge>{t('team.list.disabled')}</Badge> : null}
          </div>
        </div>
        <div className="flex gap-2">
          {mayEdit ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={onEdit}
              onPointerEnter={preloadEdit}
              onFocus={preloadEdit}
              aria-label={t('team.list.edit', { name: user.name })}
            >
              <Pencil aria-hidden="true" />
              <span className="max-sm:sr-only">{t('team.list.editShort')}</span>
            </Button>
          ) : null}
          {mayDelete ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={onDelete}
              onPointerEnter={preloadDelete}
              onFocus={preloadDelete}
              aria-label={t('team.list.delete', { name: user.name })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </div>
      {user.emails.length > 0 || user.phones.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t('team.list.contacts')}>
          {user.emails.map((email) => (
            <li key={email} dir="ltr">
              <a className="text-brand-700 hover:underline" href={`mailto:${email}`}>
                {email}
              </a>
            </li>
          ))}
          {user.phones.map((phone) => (
            <li key={phone.number}>
              <PhoneNumber e164={phone.number} call className="text-brand-700 hover:underline" />
            </li>
          ))}
        </ul>
      ) : null}
      {user.customerUserProviders.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-2" aria-label={t('team.list.providers', { name: user.name })}>
          {user.customerUserProviders.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center gap-2 text-sm">
              <span className={link.hasLeftJob ? 'text-muted-foreground line-through' : 'font-medium'} dir="auto">
                {link.provider.name}
              </span>
              {LINK_FLAGS.filter((flag) => link[flag]).map((flag) => (
                <Badge key={flag} tone={flag === 'hasLeftJob' ? 'danger' : undefined}>
                  {t(`team.list.flags.${flag}`)}
                </Badge>
              ))}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">{t('team.list.noProviders')}</p>
      )}
    </li>
  );
}
