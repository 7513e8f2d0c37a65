import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { DialogFooter } from './dialog';

/** A form dialog's buttons: cancel, and the submit button with its saving state ("Speichern" unless named). */
export function FormDialogFooter({
  onCancel,
  pending,
  submitLabel,
  submitDisabled,
}: {
  onCancel: () => void;
  pending: boolean;
  submitLabel?: string;
  submitDisabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DialogFooter>
      <Button type="button" variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={submitDisabled} loading={pending}>
        {submitLabel ?? t('common.save')}
      </Button>
    </DialogFooter>
  );
}
