import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toaster';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { mediaKeys } from '../api/keys';
import type { VideoType } from '../api/upload';
import { typedVideoLink } from '../lib/video-link';

/**
 * The types a user gives a video they add. Of the six values of spec point 9, "all" is a filter's value and
 * "subscription" / "subscription_rnd" are read as the plan's advertisement videos, which the marketplace places
 * (the spec's advertisement video); offering them as a new video's type showed internal values (issue 38.8,
 * docs/media.md "Videos by link").
 */
const TYPES = ['video', '360video', 'video_self'] as const satisfies readonly VideoType[];

/**
 * Adds a video by its link (spec point 5): only the two supported services, their short links too, the id read from
 * the link by the portal's one rule (src/lib/video-link.ts); a refused link says why, on the field. The video type values are those of point 9.
 */
export function VideoLinkForm({ providerId, galleryId }: { providerId: number; galleryId: number }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const queryClient = useQueryClient();
  const linkId = useId();
  const typeId = useId();
  const errorId = useId();
  const [link, setLink] = useState('');
  const [type, setType] = useState<VideoType>('video');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = typedVideoLink(link);
    if ('problem' in parsed) {
      setError(t(`media.video.problem.${parsed.problem}`));
      return;
    }
    setError(null);
    setPending(true);
    try {
      // The upload module loads with the first link added, not with the gallery (issue 23).
      const { addVideoLink } = await import('../api/upload');
      // Sent on the service's main host: the document takes no short link (youtu.be/<id>), the user may type one.
      await addVideoLink(providerId, galleryId, parsed.url, type);
      setLink('');
      toast.success(t('media.video.added'));
      await queryClient.invalidateQueries({ queryKey: mediaKeys.provider(providerId) });
      void queryClient.invalidateQueries({ queryKey: mediaKeys.allGalleries() });
    } catch (caught) {
      setError((isApiError(caught) ? caught.fieldErrors['videoUrl'] : undefined) ?? failureText(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby={`${linkId}-title`} className="rounded-lg border border-line bg-surface p-4">
      <h2 id={`${linkId}-title`} className="mb-2 font-semibold">
        {t('media.video.title')}
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-64 flex-1 flex-col gap-1">
          <Label htmlFor={linkId}>{t('media.video.link')}</Label>
          <Input
            id={linkId}
            type="url"
            value={link}
            placeholder="https://www.youtube.com/watch?v=…"
            onChange={(event) => setLink(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={typeId}>{t('media.video.type')}</Label>
          <select
            id={typeId}
            value={type}
            onChange={(event) => setType(TYPES.find((candidate) => candidate === event.target.value) ?? 'video')}
            className="h-10 rounded-md border border-line bg-surface px-3"
          >
            {TYPES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {t(`media.video.types.${candidate}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" loading={pending}>
          {t('media.video.add')}
        </Button>
      </form>
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-muted">{t('media.video.hint')}</p>
    </section>
  );
}
