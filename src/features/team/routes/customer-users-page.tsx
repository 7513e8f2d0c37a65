// /customer-users (spec points 2, 3 and 6): the account's users with title, role, contacts, their providers and
// per-provider rights, the pending approval of new users and "left the job". Account administrators add, edit
// and delete users; everyone else reads the list and edits only themselves (docs/security.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import {
  ACCOUNT_ADMIN_ROLE_ID,
  type CustomerUser,
  customerUserKeys,
  deleteCustomerUser,
  useCustomerUsers,
} from '@/api/queries/customer-users';
import {
  type CustomerUserOptions,
  entryLabel,
  useCustomerUserOptions,
} from '@/components/customer-user/customer-user-options';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { useCurrentUser } from '@/lib/session/session-query';
import { LINK_FLAGS } from '../components/provider-rights';

// The dialog brings the form (react-hook-form, zod, libphonenumber-js): it loads when it first opens.
const CustomerUserDialog = lazy(() =>
  import('../components/customer-user-dialog').then(({ CustomerUserDialog: Dialog }) => ({ default: Dialog })),
);

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
          <Button onClick={() => setDialog({ kind: 'add' })} disabled={!options.data}>
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
          {users.data.data.map((user) => (
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
        <DeleteUserDialog customerId={me.customerId} user={deleting} onClose={() => setDeleting(null)} />
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
            <li key={phone.number} dir="ltr">
              <a className="text-brand-700 hover:underline" href={`tel:${phone.number}`}>
                {phone.number}
              </a>
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

function DeleteUserDialog({
  customerId,
  user,
  onClose,
}: {
  customerId: number;
  user: CustomerUser;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteCustomerUser(customerId, user.id),
    onSuccess: () => {
      toast.success(t('team.delete.done', { name: user.name }));
      void queryClient.invalidateQueries({ queryKey: customerUserKeys.all() });
      onClose();
    },
    onError: (error) =>
      toast.error(isApiError(error) && error.serverMessage ? error.serverMessage : t('errors.technical')),
  });
  return (
    <Dialog open onOpenChange={(open) => (open || remove.isPending ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t('team.delete.title', { name: user.name })}</DialogTitle>
        <DialogDescription>{t('team.delete.description')}</DialogDescription>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate()}>
            {t('team.delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
