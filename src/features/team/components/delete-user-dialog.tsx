// Deleting a user of the account (account administrators; spec point 2): its own module, loaded with the first
// click on a delete button (issue 23), so the list carries no Radix dialog.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { type CustomerUser, customerUserKeys, deleteCustomerUser } from '@/api/queries/customer-users';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';

export function DeleteUserDialog({
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
