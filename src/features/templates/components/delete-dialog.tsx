import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toaster';
import { useFailureText } from '@/lib/forms/use-problem-text';

// The delete question (Radix dialog) loads with its button: pointing at or focusing the button starts the download
// (issue 23; docs/templates.md, "First-visit weight").
const loadConfirmDialog = () => import('@/components/ui/confirm-dialog');
const ConfirmDialog = lazy(async () => ({ default: (await loadConfirmDialog()).ConfirmDialog }));
export const preloadDeleteDialog = () => void loadConfirmDialog();

/** Asks before a template or file is deleted; deletes it through `remove`, says so and closes, or shows why not. */
export function DeleteDialog({
  title,
  body,
  done,
  pending,
  remove,
  onClose,
}: {
  title: string;
  body: string;
  /** The notice after the deletion. */
  done: string;
  pending: boolean;
  /** Runs the deletion (the mutation's `mutate` with these callbacks). */
  remove: (callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        title={title}
        confirm={t('templates.delete')}
        body={body}
        pending={pending}
        onCancel={onClose}
        onConfirm={() =>
          remove({
            onSuccess: () => {
              toast.success(done);
              onClose();
            },
            onError: (error) => toast.error(failureText(error)),
          })
        }
      />
    </Suspense>
  );
}
