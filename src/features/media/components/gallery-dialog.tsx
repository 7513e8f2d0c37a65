import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { GalleryCreateLimits } from '@/api/generated/limits';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useFailureText } from '@/lib/forms/use-problem-text';
import type { Gallery, GalleryType } from '../api/media';

const NAME = GalleryCreateLimits.properties.name;
const TYPES: readonly GalleryType[] = GalleryCreateLimits.properties.type.enum;

/** Create a gallery (name and type) or rename one; the server's field errors land on their fields. */
export function GalleryDialog({
  gallery,
  pending,
  onCancel,
  onSave,
}: {
  gallery: Gallery | null;
  pending: boolean;
  onCancel: () => void;
  onSave: (values: { name: string; type: GalleryType }) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const nameId = useId();
  const typeId = useId();
  const errorId = useId();
  const [name, setName] = useState(gallery?.name ?? '');
  const [type, setType] = useState<GalleryType>(gallery?.type ?? 'photo');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFormError(null);
    if (name.trim().length < NAME.minLength) {
      setError(t('media.gallery.nameRequired'));
      return;
    }
    try {
      await onSave({ name: name.trim(), type });
    } catch (caught) {
      const fieldMessage = isApiError(caught) ? caught.fieldErrors['name'] : undefined;
      if (fieldMessage) setError(fieldMessage);
      else setFormError(failureText(caught));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        <DialogTitle>{t(gallery ? 'media.gallery.renameTitle' : 'media.gallery.createTitle')}</DialogTitle>
        <DialogDescription>{t('media.gallery.dialogBody')}</DialogDescription>
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
          <div className="flex flex-col gap-1">
            <Label htmlFor={nameId}>{t('media.gallery.name')}</Label>
            <Input
              id={nameId}
              value={name}
              maxLength={NAME.maxLength}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error ? (
              <p id={errorId} className="text-sm text-red-800">
                {error}
              </p>
            ) : null}
          </div>
          {gallery ? null : (
            <div className="flex flex-col gap-1">
              <Label htmlFor={typeId}>{t('media.gallery.type')}</Label>
              <select
                id={typeId}
                value={type}
                onChange={(event) => setType(TYPES.find((candidate) => candidate === event.target.value) ?? 'photo')}
                className="h-10 rounded-md border border-line bg-surface px-3"
              >
                {TYPES.map((candidate) => (
                  <option key={candidate} value={candidate}>
                    {t(`media.galleryType.${candidate}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {formError ? (
            <p role="alert" className="text-sm text-red-800">
              {formError}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('common.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
