// The confirmation before a catalogue is deleted: its own chunk (Radix dialog with its focus trap and scroll lock,
// about 16 KB gzipped), loaded when "Löschen" is pointed at, focused or pressed (docs/catalogues.md).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Catalog, useDeleteCatalog } from '@/api/queries/catalogs';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormProblem } from '@/components/ui/form-problem';
import { toast } from '@/components/ui/toaster';
import { problemOf, type FormProblem as Problem } from '@/lib/forms/form-errors';
import { useCurrentUser } from '@/lib/session/session-query';

export default function DeleteDialog({ catalog, onClose }: { catalog: Catalog; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const remove = useDeleteCatalog(user.customerId);
  const [problem, setProblem] = useState<Problem | null>(null);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        <DialogTitle>{t('catalogues.delete.title')}</DialogTitle>
        <DialogDescription>{t('catalogues.delete.body', { name: catalog.name })}</DialogDescription>
        <FormProblem problem={problem} />
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(
                { catalogId: catalog.id, providerId: catalog.providerId },
                {
                  onSuccess: () => {
                    toast.success(t('catalogues.delete.done', { name: catalog.name }));
                    onClose();
                  },
                  onError: (error) => setProblem(problemOf(error)),
                },
              )
            }
          >
            {t('catalogues.delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
