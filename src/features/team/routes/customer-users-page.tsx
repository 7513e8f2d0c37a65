// /customer-users (spec points 2, 3 and 6): the account's users with title, role, contacts, their providers and
// per-provider rights, the pending approval of new users and "left the job". Account administrators add, edit
// and delete users; everyone else reads the list and edits only themselves (docs/security.md).
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_ADMIN_ROLE_ID, type CustomerUser, useCustomerUsers } from '@/api/queries/customer-users';
import {
  type CustomerUserOptions,
  entryLabel,
  useCustomerUserOptions,
} from '@/components/customer-user/customer-user-options';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PhoneNumber } from '@/components/domain/phone-number';
import { useCurrentUser } from '@/lib/session/session-query';
import { LINK_FLAGS } from '../lib/link-flags';

// The dialog brings the form (react-hook-form, zod, libphonenumber-js): it loads when it first opens. The delete
// question (Radix dialog) too; pointing at a button starts the download (issue 23, docs/team.md).
const loadUserDialog = () => import('../components/customer-user-dialog');
const CustomerUserDialog = lazy(() => loadUserDialog().then(({ CustomerUserDialog: Dialog }) => ({ default: Dialog })));
const loadDeleteDialog = () => import('../components/delete-user-dialog');
const DeleteUserDialog = lazy(async () => ({ default: (await loadDeleteDialog()).DeleteUserDialog }));
const preloadUserDialog = () => void loadUserDialog();
const preloadDeleteDialog = () => void loadDeleteDialog();

type DialogState = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; user: CustomerUser };

export default function CustomerUsersPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const users = useCustomerUsers(me.customerId);
  const options = useCustomerUserOptions();
  const isAdmin = me.details.roleId === ACCOUNT_ADMIN_ROLE_ID;
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<CustomerUser | null>(null);

  const providers = me.providers.map((provider) => ({
    id: provider.id,
    name: provider.name,
    category: provider.category,
    city: provider.city,
    district: provider.district,
  }));

  return (
    <Page
      title={t('routes.customerUsers')}
      loading={users.isPending || options.isPending}
      actions={
        isAdmin ? (
          <Button
            onClick={() => setDialog({ kind: 'add' })}
            onPointerEnter={preloadUserDialog}
            onFocus={preloadUserDialog}
            disabled={!options.data}
          >
            <Plus aria-hidden="true" />
            {t('team.list.add')}
          </Button>
        ) : null
      }
    >
      {isAdmin ? null : <p className="mb-4 text-sm text-muted">{t('team.list.adminOnly')}</p>}
      {users.isError || options.isError ? (
        <Alert className="flex flex-wrap items-center gap-3">
          {t('errors.loading')}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              void users.refetch();
              void options.refetch();
            }}
          >
            {t('common.retry')}
          </Button>
        </Alert>
      ) : null}
      {users.data && options.data ? (
        <ul className="flex flex-col gap-3" aria-label={t('team.list.label')}>
          {users.data.map((user) => (
            <UserCard
              key={user.id}
              user={user}
              options={options.data}
              isSelf={user.id === me.id}
              mayEdit={isAdmin || user.id === me.id}
              mayDelete={isAdmin && user.id !== me.id}
              onEdit={() => setDialog({ kind: 'edit', user })}
              onDelete={() => setDeleting(user)}
            />
          ))}
        </ul>
      ) : null}
      {dialog.kind !== 'closed' && options.data ? (
        <Suspense fallback={null}>
          <CustomerUserDialog
            key={dialog.kind === 'edit' ? dialog.user.id : 'new'}
            customerId={me.customerId}
            user={dialog.kind === 'edit' ? dialog.user : null}
            providers={providers}
            options={options.data}
            isAdmin={isAdmin}
            onClose={() => setDialog({ kind: 'closed' })}
          />
        </Suspense>
      ) : null}
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteUserDialog customerId={me.customerId} user={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      ) : null}
    </Page>
  );
}

interface UserCardProps {
  user: CustomerUser;
  options: CustomerUserOptions;
  isSelf: boolean;
  mayEdit: boolean;
  mayDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function UserCard({ user, options, isSelf, mayEdit, mayDelete, onEdit, onDelete }: UserCardProps) {
  const { t } = useTranslation();
  const title = entryLabel(options.titles, user.titleId);
  const role = entryLabel(options.roles, user.roleId);
  const headingId = `user-${user.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-line bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold" dir="auto">
            {user.name}
            {isSelf ? <span className="ms-2 text-sm font-normal text-muted">{t('team.list.you')}</span> : null}
          </h2>
          <p className="text-sm text-muted">{[title, role, user.username].filter(Boolean).join(' · ')}</p>
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
              onPointerEnter={preloadUserDialog}
              onFocus={preloadUserDialog}
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
              onPointerEnter={preloadDeleteDialog}
              onFocus={preloadDeleteDialog}
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
              <span className={link.hasLeftJob ? 'text-muted line-through' : 'font-medium'} dir="auto">
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
        <p className="mt-3 text-sm text-muted">{t('team.list.noProviders')}</p>
      )}
    </li>
  );
}
