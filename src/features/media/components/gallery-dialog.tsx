import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GalleryCreateLimits } from '@/api/generated/limits';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { messageKey, ruleMessage } from '@/lib/forms/messages';
import { rulesResolver } from '@/lib/forms/rules-resolver';
import { useServerForm } from '@/lib/forms/use-server-form';
import type { Gallery, GalleryType } from '../api/media';
import { useSaveGallery } from '../api/media-saves';

const NAME = GalleryCreateLimits.properties.name;
const TYPES: readonly GalleryType[] = GalleryCreateLimits.properties.type.enum;

interface GalleryValues {
  name: string;
  type: GalleryType;
}

const resolver = rulesResolver<GalleryValues>(({ name }) =>
  name.trim().length < NAME.minLength ? { name: ruleMessage('media.gallery.nameRequired') } : {},
);
const SERVER_FIELDS: ServerFieldMap<GalleryValues> = { name: 'name', type: 'type' };

/** Create a gallery (name and type) or rename one; the server's field errors land on their fields. */
export function GalleryDialog({
  providerId,
  gallery,
  onClose,
  onCreated,
}: {
  providerId: number;
  gallery: Gallery | null;
  onClose: () => void;
  /** A new gallery was made (the page shows it). */
  onCreated: (created: Gallery) => void;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<GalleryValues>({
    resolver,
    defaultValues: { name: gallery?.name ?? '', type: gallery?.type ?? 'photo' },
  });
  const save = useSaveGallery(providerId);
  const { problem, submit, isPending } = useServerForm({ form, mutation: save, fields: SERVER_FIELDS, formRef });
  const { errors } = form.formState;
  // The rule's message is this feature's key; a server's message is its text.
  const errorText = (message: string | undefined) => (message?.startsWith('media.') ? t(messageKey(message)) : message);

  const onSubmit = form.handleSubmit(({ name: typed, type }) => {
    const name = typed.trim();
    return submit(
      gallery ? { kind: 'rename', galleryId: gallery.id, name } : { kind: 'create', body: { name, type } },
      {
        onSuccess: (saved) => {
          toast.success(t(gallery ? 'media.gallery.renamed' : 'media.gallery.created', { name }));
          onClose();
          if (!gallery) onCreated(saved);
        },
      },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t(gallery ? 'media.gallery.renameTitle' : 'media.gallery.createTitle')}</DialogTitle>
        <DialogDescription>{t('media.gallery.dialogBody')}</DialogDescription>
        <form ref={formRef} onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3" noValidate>
          <FormField label={t('media.gallery.name')} error={errorText(errors.name?.message)}>
            {(control) => <Input {...control} {...form.register('name')} maxLength={NAME.maxLength} />}
          </FormField>
          {gallery ? null : (
            <FormField label={t('media.gallery.type')} error={errors.type?.message}>
              {(control) => (
                <Select {...control} {...form.register('type')}>
                  {TYPES.map((candidate) => (
                    <option key={candidate} value={candidate}>
                      {t(`media.galleryType.${candidate}`)}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          )}
          <FormProblem problem={problem} inline />
          <FormDialogFooter onCancel={onClose} pending={isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
