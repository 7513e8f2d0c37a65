// Deleting a user of the account (account administrators; spec point 2): its own module, loaded with the first
// click on a delete button (issue 23), so the list carries no Radix dialog.
import { useTranslation } from 'react-i18next';
import { type CustomerUser, useDeleteCustomerUser } from '@/api/queries/customer-users';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { useFailureText } from '@/lib/forms/use-problem-text';

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
  const failureText = useFailureText();
  const remove = useDeleteCustomerUser(customerId);
  const onConfirm = () =>
    remove.mutate(user.id, {
      onSuccess: () => {
        toast.success(t('team.delete.done', { name: user.name }));
        onClose();
      },
      onError: (error) => toast.error(failureText(error)),
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
          <Button variant="danger" loading={remove.isPending} onClick={onConfirm}>
            {t('team.delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
