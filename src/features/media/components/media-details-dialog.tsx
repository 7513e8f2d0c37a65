import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { MediaItemDataUpdateLimits } from '@/api/generated/limits';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { mediaKeys } from '../api/keys';
import { type MediaItemData, updateItemData, useItemData } from '../api/media';

const LIMITS = MediaItemDataUpdateLimits.properties;

/** Caption and alternative text of a media (GET/PUT /medias/{id}/item-datas); server errors land on their fields. */
export function MediaDetailsDialog({
  mediaId,
  label,
  onClose,
}: {
  mediaId: number;
  label: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const data = useItemData(mediaId);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t('media.details.title', { name: label })}</DialogTitle>
        <DialogDescription>{t('media.details.body')}</DialogDescription>
        {data.isError ? (
          <Alert>{t('errors.loading')}</Alert>
        ) : data.data ? (
          <DetailsForm mediaId={mediaId} initial={data.data} onClose={onClose} />
        ) : (
          <Spinner />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DetailsForm({ mediaId, initial, onClose }: { mediaId: number; initial: MediaItemData; onClose: () => void }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const queryClient = useQueryClient();
  const captionId = useId();
  const altId = useId();
  const [caption, setCaption] = useState(initial.caption ?? '');
  const [altText, setAltText] = useState(initial.altText ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setProblem(null);
    setPending(true);
    try {
      const saved = await updateItemData(mediaId, {
        caption: caption.trim() || null,
        altText: altText.trim() || null,
        providerItemIds: initial.providerItemIds,
      });
      queryClient.setQueryData([...mediaKeys.all(), 'item-data', mediaId], saved);
      toast.success(t('media.details.saved'));
      onClose();
    } catch (caught) {
      if (isApiError(caught) && Object.keys(caught.fieldErrors).some((key) => key === 'caption' || key === 'altText'))
        setErrors({ ...caught.fieldErrors });
      else setProblem(failureText(caught));
    } finally {
      setPending(false);
    }
  };

  const field = (id: string, name: 'caption' | 'altText', value: string, set: (value: string) => void) => (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{t(`media.details.${name}`)}</Label>
      <Input
        id={id}
        value={value}
        maxLength={LIMITS[name].maxLength}
        onChange={(event) => set(event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-error` : undefined}
      />
      {errors[name] ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
      {field(captionId, 'caption', caption, setCaption)}
      {field(altId, 'altText', altText, setAltText)}
      {problem ? <Alert>{problem}</Alert> : null}
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {t('common.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
