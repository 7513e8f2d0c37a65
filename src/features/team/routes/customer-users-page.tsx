// /customer-users (spec points 2, 3 and 6): the account's users with title, role, contacts, their providers and
// per-provider rights, the pending approval of new users and "left the job". Account administrators add, edit
// and delete users; everyone else reads the list and edits only themselves (docs/security.md).
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_ADMIN_ROLE_ID, type CustomerUser, useCustomerUsers } from '@/api/queries/customer-users';
import { useCustomerUserOptions } from '@/components/customer-user/customer-user-options';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/session/session-query';
import { UserCard } from '../components/user-card';

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
      {isAdmin ? null : <p className="mb-4 text-sm text-muted-foreground">{t('team.list.adminOnly')}</p>}
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
              preloadEdit={preloadUserDialog}
              preloadDelete={preloadDeleteDialog}
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
